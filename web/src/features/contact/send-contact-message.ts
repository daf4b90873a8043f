/**
 * Sends the contact form through the e-mail service (spec §7). The service's library is
 * imported on submit, so no page (not even /contacto) downloads it before someone sends.
 * Service, template and public key come from the build's environment (VITE_EMAILJS_*).
 *
 * No recipient is sent (issue 21): the public key is in every visitor's bundle, so whatever the
 * page sends, anyone can send too. A template addressed with a parameter ({{to_email}}) lets
 * anybody mail any text to any address from the school's account. The recipient is fixed in
 * the template itself (README, "Contact form e-mail"); the visitor's fields are the only values.
 */

export interface ContactMessage {
  subject: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

export async function sendContactMessage(message: ContactMessage): Promise<void> {
  const { send } = await import('@emailjs/browser');
  const { subject, name, email, phone, message: text } = message;
  const response = await send(
    import.meta.env.VITE_EMAILJS_SERVICE_ID,
    import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
    // Exactly the form's fields, whatever else the object carries.
    { subject, name, email, phone, message: text },
    { publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY },
  );
  // Spec §7: success is HTTP 200.
  if (response.status !== 200) throw new Error(`El servicio de correo respondió ${response.status}.`);
}
