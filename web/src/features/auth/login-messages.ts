/**
 * Texts of the login screen. The alert and console texts are spec §8 word for word; the hints
 * are extra: the spec's alert carries the SDK's English message, so a Spanish sentence per
 * common error code sits under the form as well.
 */
export const LOGIN_TEXT = {
  heading: 'Acceso de administradores al sitio web del colegio',
  email: 'Email',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión…',
  alertPrefix: 'Error al iniciar sesión: ',
  success: 'Usuario ha iniciado sesión con éxito',
  notAdmin:
    'Esta cuenta no tiene acceso de administrador al sitio. Se cerró la sesión; ingrese con una cuenta de administrador.',
} as const;

const HINTS: Record<string, string> = {
  'auth/invalid-credential': 'El correo o la contraseña no son correctos.',
  'auth/wrong-password': 'El correo o la contraseña no son correctos.',
  'auth/user-not-found': 'El correo o la contraseña no son correctos.',
  'auth/invalid-email': 'El correo electrónico no tiene un formato válido.',
  'auth/user-disabled': 'Esta cuenta está deshabilitada.',
  'auth/too-many-requests': 'Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.',
  'auth/network-request-failed': 'No se pudo conectar con el servicio de acceso. Revise su conexión.',
  'auth/password-does-not-meet-requirements':
    'La contraseña no cumple la política de contraseñas vigente. Intente de nuevo.',
};

export function loginHint(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && HINTS[code]) || 'No se pudo iniciar sesión. Intente de nuevo.';
}
