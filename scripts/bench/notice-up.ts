/**
 * A current notice with a link in the notice bar while the Lighthouse runs: the bar is on every
 * public page, and a school's site has such a notice up much of the year, so the scores are those
 * of a page that carries one (its link's text counts for SEO, its height for layout). Published
 * through the API as the seeded administrator, deleted afterwards.
 */
import { SEED_ADMIN } from '../seed/seeder';
import { SITE } from './common';

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

async function adminToken(): Promise<string> {
  const res = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: SEED_ADMIN.email,
        password: SEED_ADMIN.password,
        returnSecureToken: true,
      }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

export async function withNoticeUp<T>(run: () => Promise<T>): Promise<T> {
  const token = await adminToken();
  const auth = { Authorization: `Bearer ${token}` };
  const res = await fetch(`${SITE}/api/avisos`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      text: 'Reunión de padres de familia el viernes a las 7:00 a. m. en el coliseo.',
      link: 'https://www.mineducacion.gov.co/portal/',
      level: 'info',
      from: new Date(Date.now() - 60_000).toISOString(),
      until: new Date(Date.now() + 86_400_000).toISOString(),
      estado: 'publicado',
    }),
  });
  if (res.status !== 201)
    throw new Error(`the bench's notice was refused: ${res.status} ${await res.text()}`);
  const { _id } = (await res.json()) as { _id: string };
  try {
    return await run();
  } finally {
    await fetch(`${SITE}/api/avisos/${_id}`, { method: 'DELETE', headers: auth });
  }
}
