/**
 * The invitation of a colleague (docs/decisions/0031): when an administrator adds an account
 * ("Personas y permisos") or asks for a new link, the server mints an invitation (data/invitations.ts,
 * 72 hours, once) and mails its link to the colleague through the outbox (pqrsd/outbox.ts), in
 * the same batch; the administrator is also answered the link, to copy it. The link opens our
 * /login, which shows the set-password form and completes it here:
 *
 *   GET  /api/invitacion?codigo=…            the address the invitation is for (or why not)
 *   POST /api/invitacion {codigo, password}  sets the account's first password; the link is spent
 *
 * Public routes: the code itself is the credential (32 random bytes).
 */
import { Router } from 'express';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { withDeadline } from '../domain/deadline';
import { now } from '../data/clock';
import {
  earlierInvitations,
  endInvitations,
  INVITATION_UNKNOWN,
  invitationOf,
  newInvitation,
  takeInvitation,
} from '../data/invitations';
import { badRequest, HttpError } from '../http/errors';
import { jsonBody } from '../http/raw-body';
import { siteOrigin } from '../tenancy/site-origin';
import { formatSchoolDateTime } from '../model/date-time';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, roleOfClaims, type Role } from '../model/roles';
import { outboxDocs, type Mail } from '../pqrsd/outbox';
import { otherMethods } from './params';

/** The sign-in page completes `?mode=invitacion&codigo=…` (web/src/features/auth/login-screen.tsx). */
const LOGIN_PATH = '/login';
/** The shortest password accepted (as the sign-in page's own rule, web/src/features/auth/login-messages.ts). */
const MIN_PASSWORD = 8;
const MAX_PASSWORD = 256;

export const invitationLink = (code: string) =>
  `${siteOrigin()}${LOGIN_PATH}?${new URLSearchParams({ mode: 'invitacion', codigo: code }).toString()}`;

/** The invitation's mail: who gave which access, the link, and until when it works. */
export function invitationMail(
  email: string,
  role: Role,
  link: string,
  expiresAtMs: number,
  by: string,
): Mail {
  return {
    kind: 'invitacion',
    radicado: '',
    to: { email, staff: true },
    subject: `Su acceso al sitio web del colegio: rol ${ROLE_LABELS[role]}`,
    text: [
      `Hola. ${by || 'Un administrador'} le dio acceso al área de administración del sitio web del colegio con este correo (${email}), con el rol ${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}`,
      ``,
      `1. Abra este enlace y elija su contraseña:`,
      link,
      `2. Después entre con su correo y esa contraseña en ${siteOrigin()}${LOGIN_PATH}`,
      ``,
      `El enlace sirve una sola vez y vence el ${formatSchoolDateTime(new Date(expiresAtMs).toISOString())} (72 horas). Si vence, pida uno nuevo a quien le dio el acceso.`,
      `Si usted no esperaba este correo, puede ignorarlo.`,
      ``,
      `Este es un mensaje automático; no responda a este correo.`,
    ].join('\n'),
  };
}

/**
 * Mints the account's invitation and queues its mail, in one batch that also ends the account's
 * earlier invitations. Answers the link (for the administrator to copy) and when it expires.
 */
export async function issueInvitation(
  db: Firestore,
  user: { uid: string; email: string },
  role: Role,
  by: string,
): Promise<{ link: string; expiresAt: string }> {
  const nowMs = await now(db);
  const invitation = newInvitation(db, user.uid, user.email, nowMs);
  const link = invitationLink(invitation.code);
  const mail = invitationMail(user.email, role, link, invitation.expiresAtMs, by);
  const batch = db.batch();
  for (const ref of await earlierInvitations(db, user.uid)) batch.delete(ref);
  batch.create(...invitation.doc);
  for (const [ref, doc] of outboxDocs(db, mail, Timestamp.fromMillis(nowMs), true)) batch.create(ref, doc);
  await withDeadline('Firestore', batch.commit());
  return { link, expiresAt: new Date(invitation.expiresAtMs).toISOString() };
}

/** Whether the account already chose a password (an invitation then opens nothing). */
const hasPassword = (user: UserRecord) => user.providerData.some((p) => p.providerId === 'password');

export function invitationRouter(db: Firestore, auth: Auth): Router {
  const router = Router();

  /** The account of the code, still staff, enabled and without a password; else the same 404. */
  async function account(uid: string): Promise<UserRecord> {
    const user = await auth.getUser(uid).catch(() => null);
    if (!user || user.disabled || !roleOfClaims(user.customClaims) || hasPassword(user))
      throw new HttpError(404, 'not-found', INVITATION_UNKNOWN);
    return user;
  }

  router.get('/invitacion', async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.set('Referrer-Policy', 'no-referrer');
    const code = typeof req.query.codigo === 'string' ? req.query.codigo : '';
    const { uid } = await invitationOf(db, code, await now(db));
    const user = await account(uid);
    res.json({ email: user.email ?? '' });
  });

  router.post('/invitacion', async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    const body = await jsonBody(req);
    const { codigo, password } = (typeof body === 'object' && body !== null ? body : {}) as {
      codigo?: unknown;
      password?: unknown;
    };
    if (typeof password !== 'string' || password.length < MIN_PASSWORD)
      throw badRequest(`La contraseña debe tener al menos ${MIN_PASSWORD} caracteres.`, 'weak-password');
    if (password.length > MAX_PASSWORD)
      throw badRequest(`La contraseña admite hasta ${MAX_PASSWORD} caracteres.`, 'weak-password');
    const code = typeof codigo === 'string' ? codigo : '';
    const nowMs = await now(db);
    // Judged before it is spent: a code of an account that has a password meanwhile opens nothing.
    await account((await invitationOf(db, code, nowMs)).uid);
    const { uid, email } = await takeInvitation(db, code, nowMs);
    await auth.updateUser(uid, { password });
    await endInvitations(db, uid);
    res.json({ email });
  });

  router.all('/invitacion', otherMethods('GET, POST'));
  return router;
}
