/**
 * The shell every school's site shares, as the Secretaría sets it (`platform/sitio`):
 *
 *   GET /api/plataforma/sitio   its settings as stored (both Secretaría roles)
 *   PUT /api/plataforma/sitio   replaces them (`secretaria`; `secretaria-lectura` 403)
 *
 * The body is checked whole (model/shell-settings.ts: 400 with every field at fault); a field
 * left empty is removed. The logo is not part of this form and stays as it is. Schools read the
 * settings through the platform's table, kept a minute per instance (tenancy/schools.ts): a
 * change reaches every school's pages within that minute and the pages' own cache minute.
 */
import { Router, type Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { guardedTransaction } from '../data/guarded-transaction';
import { withDeadline } from '../domain/deadline';
import { InvalidInput } from '../domain/errors';
import { HttpError } from '../http/errors';
import { jsonBody } from '../http/raw-body';
import { checkShellSettings, SHELL_FORM_FIELDS } from '../model/shell-settings';
import type { PlatformRole } from '../tenancy/school-auth';
import { PLATFORM_SETTINGS } from '../tenancy/schools';
import { otherMethods } from '../routes/params';

const READ_ONLY = 'Su rol (Secretaría, solo lectura) no permite modificar el sitio común de los colegios.';

type Caller = (req: Request) => Promise<{ token: DecodedIdToken; role: PlatformRole }>;

/** The stored settings' editable fields, '' for each one not set. */
function formValues(data: FirebaseFirestore.DocumentData | undefined): Record<string, string> {
  return Object.fromEntries(
    SHELL_FORM_FIELDS.map((key) => [key, typeof data?.[key] === 'string' ? (data[key] as string) : '']),
  );
}

export function shellApiRouter(db: Firestore, caller: Caller): Router {
  const router = Router();
  const ref = db.doc(PLATFORM_SETTINGS);

  router.get('/api/plataforma/sitio', async (req, res) => {
    await caller(req);
    const doc = await withDeadline('Firestore', ref.get());
    res.json(formValues(doc.data()));
  });

  router.put('/api/plataforma/sitio', async (req, res) => {
    const { token, role } = await caller(req);
    if (role !== 'secretaria') throw new HttpError(403, 'forbidden', READ_ONLY);
    const checked = checkShellSettings(await jsonBody(req));
    if (!checked.ok) throw new InvalidInput(checked.message, 'invalid-shell', checked.fields);
    const { input } = checked;
    await guardedTransaction(db, 'shell settings', async (tx, guard) => {
      await tx.get(ref);
      guard.stillWanted();
      guard.committing();
      tx.set(
        ref,
        {
          ...Object.fromEntries(
            SHELL_FORM_FIELDS.map((key) => [key, input[key] === '' ? FieldValue.delete() : input[key]]),
          ),
          updatedAt: new Date().toISOString(),
          updatedBy: token.email ?? token.uid,
        },
        { merge: true },
      );
    });
    res.json(input);
  });

  router.all('/api/plataforma/sitio', otherMethods('GET, PUT'));
  return router;
}
