/** What a write did, announced politely in the admin's notice style; nothing when there is no news. */
export function Notice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="adm-notice" role="status">
      {message}
    </p>
  );
}
