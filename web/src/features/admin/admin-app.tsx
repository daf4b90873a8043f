/** Placeholder: the admin-area work implements the signed-in routes here (lazy chunk). */
export default function AdminApp() {
  return <main><h1>Administración</h1></main>;
}
