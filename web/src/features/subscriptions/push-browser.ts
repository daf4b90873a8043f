/**
 * The browser's side of the phone notices: whether this browser can receive them, the school's
 * service worker (`{base}/avisos-sw.js`, scope `{base}/`), and the push subscription the browser
 * makes with the school's public key. Browser code only (the island calls it after hydration).
 */
import { siteHref } from '@model/site-href';
import { apiRequest } from '@/lib/api-client';

/**
 * Whether this browser has what notices need: a service worker, the Push API and notifications.
 * An iPhone's Safari has them only for a site opened from the home screen.
 */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

const workerUrl = (base: string) => siteHref(base, '/avisos-sw.js');
const scopeOf = (base: string) => siteHref(base, '/');

/** The subscription this browser already has for this school, if any. */
export async function currentPushSubscription(base: string): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(scopeOf(base));
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The school's worker, registered (again: registering is idempotent) and active. */
export async function registerPushWorker(base: string): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(workerUrl(base), { scope: scopeOf(base) });
  if (registration.active) return registration;
  const installing = registration.installing ?? registration.waiting;
  await new Promise<void>((resolve, reject) => {
    if (!installing) return resolve();
    installing.addEventListener('statechange', () => {
      if (installing.state === 'activated') resolve();
      if (installing.state === 'redundant')
        reject(new Error('El navegador no pudo instalar el servicio de avisos.'));
    });
  });
  return registration;
}

/** A base64url key as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** The browser's push subscription for this school, made with its public key. */
export async function subscribeBrowser(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const { clave } = await apiRequest<{ clave: string }>('/api/suscripciones/push/clave');
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(clave) });
}
