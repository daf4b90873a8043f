/**
 * A write's or a download's refusal, in the admin's alert box (the server's Spanish reason). One
 * piece, so every screen says "this did not happen" the same way; nothing when there is no problem.
 */
export function ProblemAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="adm-alert" role="alert">
      <p className="adm-alert__message">{message}</p>
    </div>
  );
}
