/**
 * Publication dates, review mail and a colleague's invitation (decision 0031), through Hosting
 * and the local mail server:
 *   - a week-old draft published today is dated today (its «Publicar desde»), keeps its creation
 *     time, and the history keeps the version with the old date; a scheduled time later than now
 *     is kept; the public list sorts it above what was published meanwhile;
 *   - a record sent to review mails the editors and administrators (not its sender), and
 *     publishing or returning it mails its author, each with the record's address in the admin;
 *   - adding a colleague mails the invitation, whose link works once, for 72 hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFrom } from '../../functions/src/model';
import { emulatorDeps } from '../../scripts/seed/emulator-admin';
import { SEED_ADMIN } from '../../scripts/seed/seeder';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { acceptInvitation, invitationCodeOf, testEmail } from './admins';
import { call, signIn, SITE_ORIGIN } from './site';
import { staffFixture, type Rec } from './staff-fixture';

const PASSWORD = 'Clave-Revision-2026';
const WORD = `rm${Date.now()}`;
const DAY = 86_400_000;
const fixture = staffFixture(PASSWORD);
const { create } = fixture;
const who = {} as Record<'editor' | 'ana', { uid: string; token: string; email: string }>;
let catcher: MailCatcher;

const news = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  kind: 'noticia',
  summary: `Resumen de ${title}.`,
  body: richTextFrom(`Texto de ${title}.`),
  publishAt: new Date(Date.now() - 60_000).toISOString(),
  ...extra,
});
const mailsAbout = (title: string) => catcher.messages.filter((m) => m.subject.includes(`«${title}»`));

beforeAll(async () => {
  catcher = await startMailCatcher();
  await fixture.start();
  for (const [key, role, name] of [
    ['editor', 'editor', 'editora-rm'],
    ['ana', 'colaborador', 'ana-rm'],
  ] as const) {
    const account = await fixture.account(role, name);
    const { email } = await emulatorDeps().auth.getUser(account.uid);
    who[key] = { ...account, email: email! };
  }
});
afterAll(async () => {
  await fixture.finish();
  await catcher.close();
});

describe('the publication date', () => {
  it('a week-old draft published today is dated today, sorts above newer items, keeps its creation time; the history keeps the old date', async () => {
    const weekAgo = new Date(Date.now() - 7 * DAY).toISOString();
    const draft = await create(
      who.editor.token,
      'noticias',
      news(`Semana ${WORD}`, { estado: 'borrador', publishAt: weekAgo }),
    );
    const meanwhile = await create(
      who.editor.token,
      'noticias',
      news(`Entretanto ${WORD}`, {
        estado: 'publicado',
        publishAt: new Date(Date.now() - 2 * DAY).toISOString(),
      }),
    );
    const before = Date.now();
    const published = await call<Rec>('POST', `/api/noticias/${draft._id}/publicar`, {
      token: who.editor.token,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const publishAt = Date.parse(String(published.body.publishAt));
    expect(publishAt).toBeGreaterThanOrEqual(before - 1000);
    expect(publishAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(published.body.createdAt).toBe(draft.createdAt);

    const history = await call<Array<{ values: Rec }>>('GET', `/api/noticias/${draft._id}/history`, {
      token: who.editor.token,
    });
    expect(history.body[0]!.values).toMatchObject({ publishAt: weekAgo, estado: 'borrador' });

    const list = await call<Rec[]>('GET', '/api/noticias');
    const ids = list.body.map((r) => r._id);
    expect(ids.indexOf(draft._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(draft._id)).toBeLessThan(ids.indexOf(meanwhile._id));
    // The page says today, in the school's words.
    const page = await fetch(`${SITE_ORIGIN}/noticias/${String(published.body.slug)}`);
    const today = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'long' }).format(
      new Date(),
    );
    // React's server render may put a marker between the words and the date.
    expect((await page.text()).replaceAll('<!-- -->', '')).toContain(`Publicada el ${today}`);
  });

  it('a scheduled time later than now is kept; the edit form publishing a draft dates it now too; a published record keeps its date', async () => {
    const later = new Date(Date.now() + 3 * DAY).toISOString();
    const scheduled = await create(
      who.ana.token,
      'noticias',
      news(`Programada ${WORD}`, { publishAt: later }),
    );
    expect(
      (await call('POST', `/api/noticias/${scheduled._id}/revision`, { token: who.ana.token })).status,
    ).toBe(200);
    const kept = await call<Rec>('POST', `/api/noticias/${scheduled._id}/publicar`, {
      token: who.editor.token,
    });
    expect(kept.body.publishAt).toBe(later);

    const old = new Date(Date.now() - 5 * DAY).toISOString();
    const draft = await create(
      who.editor.token,
      'noticias',
      news(`Formulario ${WORD}`, { estado: 'borrador', publishAt: old }),
    );
    const saved = await call<Rec>('PUT', `/api/noticias/${draft._id}`, {
      token: who.editor.token,
      json: { ...draft, estado: 'publicado' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(Date.parse(String(saved.body.publishAt))).toBeGreaterThan(Date.now() - 60_000);
    const edited = await call<Rec>('PUT', `/api/noticias/${draft._id}`, {
      token: who.editor.token,
      json: { title: `Formulario ${WORD} corregida` },
    });
    expect(edited.body.publishAt).toBe(saved.body.publishAt);
  });
});

describe('review mail', () => {
  it('sent to review: the editors and administrators get it (not its sender); returned and published: its author, each with the link', async () => {
    const title = `Revisión ${WORD}`;
    const draft = await create(who.ana.token, 'noticias', news(title));
    expect(mailsAbout(title)).toHaveLength(0);
    expect((await call('POST', `/api/noticias/${draft._id}/revision`, { token: who.ana.token })).status).toBe(
      200,
    );
    const link = `${SITE_ORIGIN}/noticiasEdit/${draft._id}`;
    for (const reviewer of [who.editor.email, SEED_ADMIN.email]) {
      const mail = await catcher.waitFor(
        (m) => m.to.includes(reviewer) && m.subject === `Para revisar: «${title}» (Noticias y circulares)`,
      );
      expect(mail.text).toContain(link);
      expect(mail.text).toContain(who.ana.email);
    }
    expect(mailsAbout(title).filter((m) => m.to.includes(who.ana.email))).toHaveLength(0);

    expect(
      (
        await call('POST', `/api/noticias/${draft._id}/devolver`, {
          token: who.editor.token,
          json: { nota: 'Agregue la hora de la reunión.' },
        })
      ).status,
    ).toBe(200);
    const returned = await catcher.waitFor(
      (m) => m.to.includes(who.ana.email) && m.subject.startsWith('Devuelto con una nota'),
    );
    expect(returned.subject).toContain(`«${title}»`);
    expect(returned.text).toContain('Agregue la hora de la reunión.');
    expect(returned.text).toContain(link);

    expect((await call('POST', `/api/noticias/${draft._id}/revision`, { token: who.ana.token })).status).toBe(
      200,
    );
    expect(
      (await call('POST', `/api/noticias/${draft._id}/publicar`, { token: who.editor.token })).status,
    ).toBe(200);
    const published = await catcher.waitFor(
      (m) => m.to.includes(who.ana.email) && m.subject === `Publicado: «${title}» (Noticias y circulares)`,
    );
    expect(published.text).toContain(link);
    // Each step one notice: two sends to review (two reviewers at least each), one return, one publication.
    expect(mailsAbout(title).filter((m) => m.to.includes(who.ana.email))).toHaveLength(2);
  });

  it('a colaborador creating a record straight into review mails the reviewers too; an editor publishing its own draft mails nobody', async () => {
    const title = `Directa ${WORD}`;
    const record = await create(who.ana.token, 'eventos', {
      title,
      start: '2031-05-01T14:00:00.000Z',
      end: '2031-05-01T16:00:00.000Z',
      estado: 'revision',
    });
    const mail = await catcher.waitFor(
      (m) => m.to.includes(who.editor.email) && m.subject.includes(`«${title}»`),
    );
    expect(mail.text).toContain(`${SITE_ORIGIN}/eventosEdit/${record._id}`);

    const own = `Propia ${WORD}`;
    const draft = await create(who.editor.token, 'noticias', news(own, { estado: 'borrador' }));
    expect(
      (await call('POST', `/api/noticias/${draft._id}/publicar`, { token: who.editor.token })).status,
    ).toBe(200);
    // The outbox holds every notice queued: none for this one.
    const { db } = emulatorDeps();
    const queued = await db
      .collection('_outbox')
      .where('subject', '==', `Publicado: «${own}» (Noticias y circulares)`)
      .get();
    expect(queued.size).toBe(0);
  });
});

describe("a colleague's invitation", () => {
  it('is mailed with a link that works once, for 72 hours; a new link ends the old one', async () => {
    const { db } = emulatorDeps();
    const email = testEmail('invitada');
    const added = await call<{ uid: string; link: string; mailed: boolean; expiresAt: string }>(
      'POST',
      '/api/admins',
      { token: fixture.admin(), json: { email, role: 'editor' } },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.mailed).toBe(true);
    expect(Date.parse(added.body.expiresAt) - Date.now()).toBeGreaterThan(71.9 * 3_600_000);
    const mail = await catcher.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Su acceso al sitio web del colegio: rol Editor');
    expect(mail.text).toContain(added.body.link);
    expect(mail.text).toMatch(/\(72 horas\)/);
    // Only a hash of the code is stored.
    const stored = await db.collection('_invitations').where('uid', '==', added.body.uid).get();
    expect(stored.size).toBe(1);
    expect(JSON.stringify(stored.docs[0]!.data())).not.toContain(invitationCodeOf(added.body.link));

    const check = (link: string) =>
      call<{ email?: string; message?: string }>('GET', `/api/invitacion?codigo=${invitationCodeOf(link)}`);
    expect((await check(added.body.link)).body.email).toBe(email);
    // 73 hours later (the emulator's clock): expired, with a message saying so.
    await db.doc('_test/clock').set({ offsetMs: 73 * 3_600_000 });
    const expired = await check(added.body.link);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/venció \(dura 72 horas\)/);
    await db.doc('_test/clock').delete();

    const renewed = await call<{ link: string }>('POST', `/api/admins/${added.body.uid}/link`, {
      token: fixture.admin(),
    });
    expect(renewed.status).toBe(200);
    await catcher.waitFor((m) => m.to.includes(email) && m.text.includes(renewed.body.link));
    expect((await check(added.body.link)).status).toBe(404);
    const short = await call<{ message: string }>('POST', '/api/invitacion', {
      json: { codigo: invitationCodeOf(renewed.body.link), password: 'corta' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/al menos 8 caracteres/);
    await acceptInvitation(renewed.body.link, PASSWORD);
    expect(await signIn(email, PASSWORD)).toBeTruthy();
    await expect(acceptInvitation(renewed.body.link, 'Otra-Clave-2026')).rejects.toThrow(/404/);
    expect((await db.collection('_invitations').where('uid', '==', added.body.uid).get()).size).toBe(0);
  });
});
