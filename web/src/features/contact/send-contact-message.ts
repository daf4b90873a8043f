/**
 * Sends the contact form through the e-mail service (spec §7). The service's library is
 * imported on submit, so no page (not even /contacto) downloads it before someone sends.
 * Service, template and public key come from the build's environment (VITE_EMAILJS_*); the
 * recipient (the school's settings) is a template parameter, so the template addresses the message
 * with {{to_email}}.
 */
import { getSiteSettings } from '@/lib/site-settings';

export interface ContactMessage {
  subject: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

export async function sendContactMessage(message: ContactMessage): Promise<void> {
  const { send } = await import('@emailjs/browser');
  const settings = getSiteSettings();
  const response = await send(
    import.meta.env.VITE_EMAILJS_SERVICE_ID,
    import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
    { ...message, to_email: settings.formRecipient || settings.email },
    { publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY },
  );
  // Spec §7: success is HTTP 200.
  if (response.status !== 200) throw new Error(`El servicio de correo respondió ${response.status}.`);
}
