/**
 * The service worker of the phone notices, served at `{base}/avisos-sw.js` (routes/
 * push-subscriptions.ts), so its scope is the school's own addresses and no other school's. It
 * does two things and nothing else: shows the notification a push carries (its title, its text),
 * and on a tap opens the notice's page, only if that page is on this site (any other address
 * opens the school's home page instead). It caches nothing and answers no request.
 */
export const PUSH_WORKER_SCRIPT = `'use strict';
// Phone notices of the school: show the notification a push carries; a tap opens its page.
const SCOPE = self.registration.scope;

/** The address to open: the notice's own when it is on this site, else the school's home page. */
function sameSite(value) {
  try {
    const url = new URL(String(value), SCOPE);
    if (url.origin === self.location.origin) return url.href;
  } catch (error) {
    // Not an address: the home page.
  }
  return SCOPE;
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (error) {
    data = {};
  }
  const text = (value, max) => (typeof value === 'string' ? value.slice(0, max) : '');
  const title = text(data.title, 120) || 'Nuevo aviso del colegio';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: text(data.body, 240),
      icon: '/icon-192.png',
      lang: 'es',
      data: { url: sameSite(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameSite(event.notification.data && event.notification.data.url);
  event.waitUntil(self.clients.openWindow(url));
});
`;
