/**
 * "Nueva institución" (`secretaria` only): every field of a new school in one form — its name and
 * address (slug), DANE code, municipality, sedes as rows to add and remove, contact, colours with
 * a live WCAG contrast verdict (model/contrast.ts, the server's own check), the logo (a drop zone
 * with its preview), an optional domain of its own and the rector's e-mail. Sent as multipart to
 * POST /api/plataforma/colegios; a refusal keeps everything typed and shows each reason beside
 * its field; a success shows the site's address and the rector's invitation.
 */
import './secretaria-sections.css';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import { contrastWithWhite, HEX_COLOUR } from '@model/contrast';
import { DEFAULT_SCHOOL_COLOURS, SCHOOL_FIELD_LABELS } from '@model/school-input';
import { slugify } from '@model/slug';
import { ApiError } from '@/lib/api-client';
import { platformRequest } from './platform-request';
import type { ConsoleSession, SecretariaSection } from './sections';

const L = SCHOOL_FIELD_LABELS;

export const NEW_SCHOOL_TEXT = {
  title: 'Nueva institución',
  intro:
    'Cree el sitio de una institución: empieza con sus datos, su escudo y los textos de ejemplo de la Secretaría, que la institución reemplaza. El rector o la rectora recibe por correo la invitación para elegir su contraseña.',
  sedesLegend: 'Sedes',
  sedeName: 'Nombre de la sede',
  sedeAddress: 'Dirección de la sede',
  sedeDane: 'Código DANE de la sede',
  addSede: 'Agregar sede',
  removeSede: (n: number) => `Quitar la sede ${n}`,
  contactLegend: 'Contacto',
  coloursLegend: 'Colores',
  logoPrompt:
    'Arrastre aquí el escudo (PNG, JPEG o WebP de 512x512 px, máximo 1 MB) o haga clic para elegirlo',
  logoChosen: 'Escudo elegido',
  logoRemove: 'Quitar el escudo',
  submit: 'Crear la institución',
  sending: 'Creando…',
  refused: 'No se creó la institución. Corrija lo señalado y vuelva a intentarlo:',
  created: 'Se creó la institución.',
  address: 'Dirección del sitio',
  invited: (email: string) =>
    `Se envió a ${email} la invitación para elegir su contraseña. También puede entregarle este enlace, que sirve una sola vez:`,
  existing: (email: string) =>
    `${email} ya tenía una cuenta: quedó como administrador de la institución y entrará con su contraseña (o la recuperará por correo).`,
  another: 'Crear otra institución',
} as const;

interface SedeRow {
  key: number;
  name: string;
  address: string;
  dane: string;
}

interface Created {
  id: string;
  name: string;
  url: string;
  admin: { email: string; created: boolean; link: string | null; mailed: boolean };
}

/** A 409's code → the field it is about. */
const CONFLICT_FIELD: Record<string, string> = {
  'slug-taken': 'id',
  'dane-taken': 'dane',
  'domain-taken': 'domain',
};

let nextKey = 1;
const emptySede = (): SedeRow => ({ key: nextKey++, name: '', address: '', dane: '' });

function ColourField({
  name,
  label,
  value,
  onChange,
  error,
}: {
  name: string;
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string;
}) {
  const id = useId();
  const verdict = HEX_COLOUR.test(value) ? contrastWithWhite(value) : null;
  return (
    <div className="adm-field">
      <label className="adm-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="sec-colour">
        <input
          id={id}
          name={name}
          type="color"
          value={HEX_COLOUR.test(value) ? value : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-verdict`}
          aria-invalid={error || (verdict && !verdict.passes) ? true : undefined}
        />
        <span className="sec-colour__sample" style={{ background: value }} aria-hidden="true">
          Aa
        </span>
        <output id={`${id}-verdict`} htmlFor={id} className={verdict?.passes ? 'sec-ok' : 'adm-field__error'}>
          {verdict ? verdict.text : 'Elija un color.'}
        </output>
      </div>
      {error && <p className="adm-field__error">{error}</p>}
    </div>
  );
}

function TextField({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  hint,
  required,
}: {
  name: string;
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string;
  type?: string;
  hint?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="adm-field">
      <label className="adm-field__label" htmlFor={id}>
        {label}
        {required && ' (obligatorio)'}
      </label>
      {hint && (
        <p className="adm-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        className="adm-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
      />
      {error && (
        <p className="adm-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function LogoDrop({
  file,
  onChoose,
  error,
}: {
  file: File | null;
  onChoose(f: File | null): void;
  error?: string;
}) {
  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] },
    multiple: false,
    onDrop: (accepted) => onChoose(accepted[0] ?? null),
  });
  return (
    <div className="adm-field">
      <span className="adm-field__label">{L.logo}</span>
      <div {...getRootProps({ className: `sec-drop${isDragActive ? ' sec-drop--active' : ''}` })}>
        <input {...getInputProps({ 'aria-label': L.logo, name: 'logo' })} />
        <p>{NEW_SCHOOL_TEXT.logoPrompt}</p>
      </div>
      {file && (
        <div className="sec-logo">
          {preview && <img src={preview} alt={NEW_SCHOOL_TEXT.logoChosen} width={96} height={96} />}
          <span>{file.name}</span>
          <button type="button" className="adm-btn adm-btn--small" onClick={() => onChoose(null)}>
            {NEW_SCHOOL_TEXT.logoRemove}
          </button>
        </div>
      )}
      {error && <p className="adm-field__error">{error}</p>}
    </div>
  );
}

export function NewSchoolForm({ session }: { session: ConsoleSession }) {
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const [idTouched, setIdTouched] = useState(false);
  const [dane, setDane] = useState('');
  const [municipio, setMunicipio] = useState('');
  const [comuna, setComuna] = useState('');
  const [sedes, setSedes] = useState<SedeRow[]>([emptySede()]);
  const [contacto, setContacto] = useState({ email: '', phone: '', address: '' });
  const [colores, setColores] = useState<{ primary: string; secondary: string }>({
    ...DEFAULT_SCHOOL_COLOURS,
  });
  const [logo, setLogo] = useState<File | null>(null);
  const [domain, setDomain] = useState('');
  const [adminEmail, setAdminEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [created, setCreated] = useState<Created | null>(null);

  const slug = idTouched ? id : slugify(name, '').slice(0, 40).replace(/-+$/, '');
  const fieldError = (key: string) => problem?.fields[key];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    const body = {
      id: slug,
      name,
      dane,
      municipio,
      ...(comuna.trim() ? { comuna } : {}),
      sedes: sedes.map(({ name, address, dane }) => ({ name, address, ...(dane.trim() ? { dane } : {}) })),
      contacto,
      colores,
      ...(domain.trim() ? { domain } : {}),
      adminEmail,
    };
    const form = new FormData();
    form.set('colegio', JSON.stringify(body));
    if (logo) form.set('logo', logo, logo.name);
    try {
      setCreated(
        await platformRequest<Created>(session, '/api/plataforma/colegios', { method: 'POST', body: form }),
      );
      setProblem(null);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const fields = { ...(err.fields ?? {}) };
      const conflict = CONFLICT_FIELD[err.code];
      if (conflict) fields[conflict] = err.message;
      setProblem({ message: err.message, fields });
    } finally {
      setSending(false);
    }
  }

  if (created) {
    return (
      <section className="adm-page" aria-labelledby="nueva-titulo">
        <h1 id="nueva-titulo" className="adm-toolbar__title">
          {NEW_SCHOOL_TEXT.title}
        </h1>
        <div className="adm-notice" role="status">
          <p>
            <strong>{NEW_SCHOOL_TEXT.created}</strong> {created.name}.
          </p>
          <p>
            {NEW_SCHOOL_TEXT.address}: <a href={created.url}>{created.url}</a>
          </p>
          {created.admin.created ? (
            <>
              <p>{NEW_SCHOOL_TEXT.invited(created.admin.email)}</p>
              {created.admin.link && (
                <input
                  className="adm-input"
                  readOnly
                  aria-label="Enlace de invitación"
                  value={created.admin.link}
                />
              )}
            </>
          ) : (
            <p>{NEW_SCHOOL_TEXT.existing(created.admin.email)}</p>
          )}
        </div>
        <button type="button" className="adm-btn" onClick={() => window.location.reload()}>
          {NEW_SCHOOL_TEXT.another}
        </button>
      </section>
    );
  }

  const sedeField = (i: number, key: 'name' | 'address' | 'dane') => fieldError(`sedes.${i}.${key}`);
  const setSede = (key: number, patch: Partial<SedeRow>) =>
    setSedes((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <section className="adm-page" aria-labelledby="nueva-titulo">
      <h1 id="nueva-titulo" className="adm-toolbar__title">
        {NEW_SCHOOL_TEXT.title}
      </h1>
      <p>{NEW_SCHOOL_TEXT.intro}</p>
      {problem && (
        <div className="adm-alert" role="alert">
          <p>{NEW_SCHOOL_TEXT.refused}</p>
          <p>{problem.message}</p>
        </div>
      )}
      <form className="adm-form sec-form" onSubmit={submit} noValidate>
        <TextField
          name="name"
          label={L.name}
          value={name}
          onChange={setName}
          error={fieldError('name')}
          required
        />
        <TextField
          name="id"
          label={L.id}
          value={slug}
          onChange={(v) => {
            setIdTouched(true);
            setId(v);
          }}
          error={fieldError('id')}
          hint="Letras minúsculas sin tildes, números y guiones: el sitio queda en /{identificador}/."
          required
        />
        <TextField
          name="dane"
          label={L.dane}
          value={dane}
          onChange={setDane}
          error={fieldError('dane')}
          hint="12 dígitos."
          required
        />
        <TextField
          name="municipio"
          label={L.municipio}
          value={municipio}
          onChange={setMunicipio}
          error={fieldError('municipio')}
          required
        />
        <TextField
          name="comuna"
          label={L.comuna}
          value={comuna}
          onChange={setComuna}
          error={fieldError('comuna')}
        />

        <fieldset className="sec-fieldset">
          <legend>{NEW_SCHOOL_TEXT.sedesLegend}</legend>
          {fieldError('sedes') && <p className="adm-field__error">{fieldError('sedes')}</p>}
          {sedes.map((sede, i) => (
            <div key={sede.key} className="sec-sede" role="group" aria-label={`Sede ${i + 1}`}>
              <TextField
                name={`sede-${i}-name`}
                label={`${NEW_SCHOOL_TEXT.sedeName} ${i + 1}`}
                value={sede.name}
                onChange={(v) => setSede(sede.key, { name: v })}
                error={sedeField(i, 'name')}
                required
              />
              <TextField
                name={`sede-${i}-address`}
                label={`${NEW_SCHOOL_TEXT.sedeAddress} ${i + 1}`}
                value={sede.address}
                onChange={(v) => setSede(sede.key, { address: v })}
                error={sedeField(i, 'address')}
              />
              <TextField
                name={`sede-${i}-dane`}
                label={`${NEW_SCHOOL_TEXT.sedeDane} ${i + 1}`}
                value={sede.dane}
                onChange={(v) => setSede(sede.key, { dane: v })}
                error={sedeField(i, 'dane')}
              />
              {sedes.length > 1 && (
                <button
                  type="button"
                  className="adm-btn adm-btn--small"
                  onClick={() => setSedes((rows) => rows.filter((r) => r.key !== sede.key))}
                >
                  {NEW_SCHOOL_TEXT.removeSede(i + 1)}
                </button>
              )}
            </div>
          ))}
          <button
            type="button"
            className="adm-btn adm-btn--small"
            onClick={() => setSedes((rows) => [...rows, emptySede()])}
          >
            {NEW_SCHOOL_TEXT.addSede}
          </button>
        </fieldset>

        <fieldset className="sec-fieldset">
          <legend>{NEW_SCHOOL_TEXT.contactLegend}</legend>
          <TextField
            name="contacto-email"
            type="email"
            label={L['contacto.email']}
            value={contacto.email}
            onChange={(email) => setContacto((c) => ({ ...c, email }))}
            error={fieldError('contacto.email')}
          />
          <TextField
            name="contacto-phone"
            type="tel"
            label={L['contacto.phone']}
            value={contacto.phone}
            onChange={(phone) => setContacto((c) => ({ ...c, phone }))}
            error={fieldError('contacto.phone')}
          />
          <TextField
            name="contacto-address"
            label={L['contacto.address']}
            value={contacto.address}
            onChange={(address) => setContacto((c) => ({ ...c, address }))}
            error={fieldError('contacto.address')}
          />
        </fieldset>

        <fieldset className="sec-fieldset">
          <legend>{NEW_SCHOOL_TEXT.coloursLegend}</legend>
          <ColourField
            name="color-principal"
            label={L['colores.primary']}
            value={colores.primary}
            onChange={(primary) => setColores((c) => ({ ...c, primary }))}
            error={fieldError('colores.primary')}
          />
          <ColourField
            name="color-secundario"
            label={L['colores.secondary']}
            value={colores.secondary}
            onChange={(secondary) => setColores((c) => ({ ...c, secondary }))}
            error={fieldError('colores.secondary')}
          />
        </fieldset>

        <LogoDrop file={logo} onChoose={setLogo} error={fieldError('logo')} />
        <TextField
          name="domain"
          label={`${L.domain} (opcional)`}
          value={domain}
          onChange={setDomain}
          error={fieldError('domain')}
          hint="Solo el nombre, por ejemplo www.iesanjose.edu.co. Déjelo vacío si el sitio vive en la plataforma."
        />
        <TextField
          name="adminEmail"
          type="email"
          label={L.adminEmail}
          value={adminEmail}
          onChange={setAdminEmail}
          error={fieldError('adminEmail')}
          required
        />
        <button type="submit" className="adm-btn adm-btn--primary" disabled={sending}>
          {sending ? NEW_SCHOOL_TEXT.sending : NEW_SCHOOL_TEXT.submit}
        </button>
      </form>
    </section>
  );
}

export const NEW_SCHOOL_SECTION: SecretariaSection = {
  path: 'nueva-institucion',
  label: NEW_SCHOOL_TEXT.title,
  access: 'write',
  route: (session) => ({ Component: () => <NewSchoolForm session={session} /> }),
};
