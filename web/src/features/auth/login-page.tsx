/** Placeholder: the admin-area work implements the sign-in screen here (lazy chunk). */
export default function LoginPage() {
  return <main><h1>Acceso de administradores</h1></main>;
}
