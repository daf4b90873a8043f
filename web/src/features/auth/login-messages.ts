/**
 * Texts of the login screen. The alert and console texts are spec §8 word for word; the hints
 * are extra: the spec's alert carries the SDK's English message, so a Spanish sentence per
 * common error code sits under the form as well.
 */
export const LOGIN_TEXT = {
  // Every staff role signs in here, not only administrators.
  heading: 'Acceso al área de administración del sitio web del colegio',
  email: 'Email',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión…',
  alertPrefix: 'Error al iniciar sesión: ',
  success: 'Usuario ha iniciado sesión con éxito',
  notAdmin:
    'Esta cuenta no tiene acceso al área de administración del sitio. Se cerró la sesión; ingrese con una cuenta que tenga un rol asignado.',
  notSecretaria:
    'Esta cuenta no tiene acceso al panel de la Secretaría de Educación. Se cerró la sesión; ingrese con una cuenta de la Secretaría.',
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

/** "¿Olvidó su contraseña?" and the page that completes a one-time password link. */
export const RESET_TEXT = {
  forgot: '¿Olvidó su contraseña?',
  forgotHeading: 'Restablecer la contraseña',
  forgotIntro: 'Escriba el correo de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
  send: 'Enviar enlace',
  sending: 'Enviando…',
  back: 'Volver a iniciar sesión',
  // The same words whether or not the address has an account: the page must not reveal which.
  sent: 'Si la dirección corresponde a una cuenta, recibirá un correo con un enlace para restablecer la contraseña.',
  setHeading: 'Elija su contraseña',
  setIntro: 'Cuenta: ',
  newPassword: 'Nueva contraseña',
  repeat: 'Repita la contraseña',
  save: 'Guardar contraseña',
  saving: 'Guardando…',
  checking: 'Comprobando el enlace…',
  mismatch: 'Las dos contraseñas no coinciden.',
  tooShort: 'La contraseña debe tener al menos 8 caracteres.',
  done: 'Contraseña guardada. Inicie sesión con su correo y la nueva contraseña.',
  badLink:
    'Este enlace ya se usó, venció o no es válido. Pida otro a un administrador o use «¿Olvidó su contraseña?».',
} as const;

/** Shortest password we accept when one is chosen here (the provider's own minimum is 6). */
export const MIN_PASSWORD = 8;

const RESET_HINTS: Record<string, string> = {
  'auth/invalid-email': 'El correo electrónico no tiene un formato válido.',
  'auth/too-many-requests': 'Se han pedido demasiados enlaces. Espere unos minutos e intente de nuevo.',
  'auth/network-request-failed': 'No se pudo conectar con el servicio de acceso. Revise su conexión.',
  'auth/weak-password': 'La contraseña es demasiado débil: use al menos 8 caracteres.',
  'auth/password-does-not-meet-requirements': 'La contraseña no cumple la política de contraseñas vigente.',
  'auth/expired-action-code': RESET_TEXT.badLink,
  'auth/invalid-action-code': RESET_TEXT.badLink,
  'auth/user-disabled': 'Esta cuenta está deshabilitada.',
  'auth/user-not-found': RESET_TEXT.badLink,
};

/** Spanish sentence for a failed reset request or password change. */
export function resetHint(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    (typeof code === 'string' && RESET_HINTS[code]) || 'No se pudo completar la operación. Intente de nuevo.'
  );
}
