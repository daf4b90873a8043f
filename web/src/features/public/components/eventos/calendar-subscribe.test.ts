import { expect, it } from 'vitest';
import { subscriptionLinks } from './calendar-subscribe';

it('builds the webcal, Google and Outlook subscriptions of the calendar at an origin', () => {
  const links = subscriptionLinks('https://colegio.edu.co/', 'Eventos: I. E. San José & Co');
  expect(links.webcal).toBe('webcal://colegio.edu.co/eventos.ics');
  // Google subscribes by URL: `cid` is the webcal address, encoded whole.
  expect(links.google).toBe(
    'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fcolegio.edu.co%2Feventos.ics',
  );
  // Outlook takes the https address and a name; the name's & cannot cut the query.
  const outlook = new URL(links.outlook);
  expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/addfromweb');
  expect(outlook.searchParams.get('url')).toBe('https://colegio.edu.co/eventos.ics');
  expect(outlook.searchParams.get('name')).toBe('Eventos: I. E. San José & Co');
  // A local address (the emulator's) keeps its port.
  expect(subscriptionLinks('http://127.0.0.1:5140', 'x').webcal).toBe('webcal://127.0.0.1:5140/eventos.ics');
});
