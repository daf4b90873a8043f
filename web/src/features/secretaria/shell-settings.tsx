/**
 * The console's "Sitio común": the shell every school's site shares, as the Secretaría sets it
 * (GET/PUT /api/plataforma/sitio, functions/src/platform/shell-api.ts): its name and contact, the
 * toll-free and anti-corruption lines every footer shows, and the opening hours and social
 * accounts a school that set none of its own shows. A school's own values (its address, postal
 * code, switchboard, e-mails) are edited in that school's own settings. The form is checked here
 * with the server's own schema (model/shell-settings.ts) before it is sent.
 */
import { useEffect, useRef } from 'react';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router-dom';
import {
  checkShellSettings,
  SHELL_FIELD_LABELS,
  SHELL_FORM_FIELDS,
  type ShellField,
} from '@model/shell-settings';
import { ApiError } from '@/lib/api-client';
import { PageHeader } from '@/features/admin/pages/page-header';
import { platformRequest } from './platform-request';
import type { ConsoleSession, SecretariaSection } from './sections';

export const SHELL_PATH = '/api/plataforma/sitio';

type Values = Record<ShellField, string>;
type Outcome =
  { saved: true; values: Values } | { saved: false; message: string; fields: Record<string, string> };

const GROUPS: Array<{ title: string; fields: ShellField[] }> = [
  { title: 'La Secretaría', fields: ['name', 'shortName', 'email', 'phone', 'address'] },
  { title: 'Pie de página de todos los colegios', fields: ['tollFree', 'anticorruption'] },
  {
    title: 'Valores por defecto (si el colegio no escribió los suyos)',
    fields: ['hours', 'facebook', 'youtube', 'instagram', 'x'],
  },
];

const INPUT_MODE: Partial<Record<ShellField, 'email' | 'tel' | 'url'>> = {
  email: 'email',
  phone: 'tel',
  tollFree: 'tel',
  anticorruption: 'tel',
  facebook: 'url',
  youtube: 'url',
  instagram: 'url',
  x: 'url',
};

export async function shellAction(session: ConsoleSession, form: FormData): Promise<Outcome> {
  const body = Object.fromEntries(SHELL_FORM_FIELDS.map((key) => [key, String(form.get(key) ?? '')]));
  const checked = checkShellSettings(body);
  if (!checked.ok) return { saved: false, message: checked.message, fields: checked.fields };
  try {
    const values = await platformRequest<Values>(session, SHELL_PATH, { method: 'PUT', body: checked.input });
    return { saved: true, values };
  } catch (error) {
    if (error instanceof ApiError)
      return { saved: false, message: error.message, fields: { ...error.fields } };
    throw error;
  }
}

export function ShellSettingsScreen({ canWrite }: { canWrite: boolean }) {
  const loaded = useLoaderData() as Values;
  const outcome = useActionData() as Outcome | undefined;
  const busy = useNavigation().state === 'submitting';
  const values = outcome?.saved ? outcome.values : loaded;
  const fields = outcome && !outcome.saved ? outcome.fields : {};
  // The answer is above the form, the button below it: the answer is brought into view and
  // focused, so a screen reader and a phone's screen both get it.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) answer.current?.focus();
  }, [outcome]);
  return (
    <section className="adm-page">
      <PageHeader title="Sitio común de los colegios" />
      <p>
        Lo que comparten los sitios de todos los colegios: la barra de GOV.CO, la barra de accesibilidad y el
        pie de página. La dirección, el código postal, el conmutador y los correos de cada colegio se editan
        en «Datos del colegio» de su propio sitio. Un cambio llega a todos los sitios en unos dos minutos.
      </p>
      <div ref={answer} tabIndex={-1}>
        {outcome?.saved && (
          <p className="adm-notice" role="status">
            Se guardó el sitio común.
          </p>
        )}
        {outcome && !outcome.saved && (
          <div className="adm-alert" role="alert">
            <p className="adm-alert__message">{outcome.message}</p>
          </div>
        )}
      </div>
      <Form
        method="put"
        className="adm-form"
        noValidate
        key={outcome?.saved ? JSON.stringify(values) : 'form'}
      >
        {GROUPS.map((group) => (
          <fieldset key={group.title} className="adm-fieldset" disabled={!canWrite || busy}>
            <legend>{group.title}</legend>
            {group.fields.map((key) => {
              const id = `sitio-${key}`;
              const error = fields[key];
              return (
                <div key={key} className="adm-field">
                  <label
                    className={
                      key === 'name' ? 'adm-field__label adm-field__label--required' : 'adm-field__label'
                    }
                    htmlFor={id}
                  >
                    {SHELL_FIELD_LABELS[key]}
                  </label>
                  <input
                    id={id}
                    name={key}
                    className="adm-input"
                    type="text"
                    inputMode={INPUT_MODE[key]}
                    defaultValue={values[key] ?? ''}
                    maxLength={200}
                    aria-required={key === 'name' || undefined}
                    {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
                  />
                  {error && (
                    <p id={`${id}-error`} className="adm-field__error">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}
        {canWrite ? (
          <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
            {busy ? 'Guardando…' : 'Guardar el sitio común'}
          </button>
        ) : (
          <p className="adm-notice">
            Su rol (Secretaría, solo lectura) permite ver estos datos, no cambiarlos.
          </p>
        )}
      </Form>
    </section>
  );
}

export const shellSection: SecretariaSection = {
  path: 'sitio-comun',
  label: 'Sitio común',
  access: 'write',
  route: (session) => ({
    loader: () => platformRequest<Values>(session, SHELL_PATH),
    action: async ({ request }) => shellAction(session, await request.formData()),
    Component: () => <ShellSettingsScreen canWrite={session.role === 'secretaria'} />,
  }),
};
