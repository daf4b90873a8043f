/**
 * The families' e-mail subscription, public side (decision 0039): the form (/suscripcion), its
 * "revise su correo" step, the pages a personal link opens (confirm, unsubscribe: one button that
 * POSTs, since mail scanners follow every link) and the preferences. Rendered on the server with
 * no script: each is a plain HTML form the function answers with a redirect (303) to the same
 * page in its done state, or with a plain page that says what was wrong (the browser's «Atrás»
 * keeps what was typed).
 */
import type { ReactNode } from 'react';
import { pageById } from '@/config/pages';
import { useSiteHref, withSiteBase } from '@/components/site-base';
import { PUBLIC_PATHS } from '@/config/paths';
import {
  MODE_LABELS,
  MODES,
  SUBSCRIPTION_CONSENT_TEXT,
  SUBSCRIPTION_CONSENT_VERSION,
  SUBSCRIPTION_PURPOSE,
  TOPIC_LABELS,
  TOPICS,
  type Audience,
  type Mode,
  type SubscriberChoicesView,
  type Topic,
} from '@model/subscriptions';
import styles from './subscriptions.module.css';

const API = {
  subscribe: '/api/suscripciones',
  confirmar: '/api/suscripciones/confirmar',
  baja: '/api/suscripciones/baja',
  preferencias: '/api/suscripciones/preferencias',
};
/** The honeypot's name (model/subscription-input.ts, which loads zod: its value is said here too). */
const HONEYPOT = 'sitioWeb';

/** What the school offers to choose from, from its settings record (lists of text). */
export function offeredOf(sitio: Record<string, unknown> | undefined): Audience {
  const strings = (v: unknown) =>
    Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && !!s) : [];
  return { sedes: strings(sitio?.sedesSuscripcion), grados: strings(sitio?.gradosSuscripcion) };
}

/** The topic a page's box preselects (`?tema=`), or null. */
export const topicOf = (value: string | null): Topic | null =>
  (TOPICS as readonly string[]).includes(value ?? '') ? (value as Topic) : null;

interface Choices extends Audience {
  temas: Topic[];
  modo: Mode;
}

/** The topics, sede and grades (where the school offers them) and the mode, as form fields. */
function ChoiceFields({ offered, chosen }: { offered: Audience; chosen: Choices }) {
  return (
    <>
      <fieldset className={styles.group}>
        <legend>¿Qué quiere recibir?</legend>
        <div className={styles.options}>
          {TOPICS.map((t) => (
            <label key={t} className={styles.option}>
              <input type="checkbox" name="temas" value={t} defaultChecked={chosen.temas.includes(t)} />
              {TOPIC_LABELS[t]}
            </label>
          ))}
        </div>
      </fieldset>
      {offered.sedes.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Sede</legend>
          <p className={styles.hint}>Si no marca ninguna, recibirá lo de todas las sedes.</p>
          <div className={styles.options}>
            {offered.sedes.map((s) => (
              <label key={s} className={styles.option}>
                <input type="checkbox" name="sedes" value={s} defaultChecked={chosen.sedes.includes(s)} />
                {s}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {offered.grados.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Grados</legend>
          <p className={styles.hint}>Si no marca ninguno, recibirá lo de todos los grados.</p>
          <div className={styles.options}>
            {offered.grados.map((g) => (
              <label key={g} className={styles.option}>
                <input type="checkbox" name="grados" value={g} defaultChecked={chosen.grados.includes(g)} />
                {g}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend>¿Cuándo?</legend>
        <div className={styles.options}>
          {MODES.map((m) => (
            <label key={m} className={styles.option}>
              <input type="radio" name="modo" value={m} defaultChecked={chosen.modo === m} required />
              {MODE_LABELS[m]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

const { title: FORM_TITLE } = pageById('suscripcion');

/** /suscripcion: the whole form, a plain POST (works with no script). */
function SubscribePageContent({
  offered,
  tema,
  children,
}: {
  offered: Audience;
  tema: Topic | null;
  /** The phone notifications' island (Web Push), beside the e-mail form: the page file hands it in. */
  children?: ReactNode;
}) {
  const href = useSiteHref();
  return (
    <main className={`container ${styles.page}`}>
      <h1 className="page-title">{FORM_TITLE}</h1>
      <p className={styles.intro}>
        Reciba en su correo las circulares, noticias y eventos que publica el colegio, apenas se publiquen o
        en un resumen cada lunes. No necesita crear una cuenta, y puede darse de baja con un clic en cualquier
        correo.
      </p>
      <div className={styles.layout}>
        <form className={styles.card} method="post" action={href(API.subscribe)} data-subscribe-form="">
          <div className={styles.field}>
            <label htmlFor="suscripcion-email">Correo electrónico</label>
            <input
              id="suscripcion-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              required
            />
          </div>
          <ChoiceFields
            offered={offered}
            chosen={{ temas: tema ? [tema] : [...TOPICS], modo: 'inmediato', sedes: [], grados: [] }}
          />
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor="suscripcion-sitio">Sitio web (deje este campo vacío)</label>
            <input id="suscripcion-sitio" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <p className={styles.purpose}>
            <strong>Para qué usamos su correo:</strong> {SUBSCRIPTION_PURPOSE} Si no confirma la suscripción
            en 7 días, su correo se borra; si la confirma, se borra 12 meses después de su última confirmación
            o cuando se dé de baja.
          </p>
          <label className={styles.check}>
            <input type="checkbox" name="consentimiento" value={SUBSCRIPTION_CONSENT_VERSION} required />
            <span>
              {SUBSCRIPTION_CONSENT_TEXT}{' '}
              <a href={href(PUBLIC_PATHS.politicaprivacidad)}>Lea la política de privacidad</a>.
            </span>
          </label>
          <button type="submit" className="button">
            Suscribirme
          </button>
          <p className={styles.hint}>
            Le enviaremos un correo para confirmar: hasta que lo confirme no le enviaremos nada más.
          </p>
        </form>
        {/* Push: the «Recibir avisos en este teléfono» island (Web Push), the page file's child here. */}
        <div className={styles.pushSlot} data-push-slot="">
          {children}
        </div>
      </div>
    </main>
  );
}
export const SubscribePage = withSiteBase(SubscribePageContent);

/** /suscripcion/revise-su-correo: the same words whether the address was new or known. */
function SentPageContent() {
  const href = useSiteHref();
  return (
    <main className={`container ${styles.page}`}>
      <h1 className="page-title">{pageById('suscripcionenviada').title}</h1>
      <div className={styles.card}>
        <p className={styles.done} role="status">
          Le enviamos un correo para confirmar la suscripción. Ábralo y pulse «Confirmar suscripción»: hasta
          entonces no le enviaremos nada más.
        </p>
        <p>
          Si no llega en unos minutos, revise la carpeta de correo no deseado. Si ya estaba suscrito, no le
          enviaremos un correo nuevo: sus avisos siguen llegando.
        </p>
        <p>
          <a href={href('/')}>Volver al inicio</a>
        </p>
      </div>
    </main>
  );
}
export const SentPage = withSiteBase(SentPageContent);

const LINK_TEXTS = {
  confirmar: {
    id: 'suscripcionconfirmar',
    intro: 'Pulse el botón para confirmar que quiere recibir por correo lo que publica el colegio.',
    button: 'Confirmar suscripción',
    done: 'Su suscripción quedó confirmada. Le llegarán por correo los avisos que eligió; cada correo trae un enlace para cambiar sus preferencias o darse de baja.',
  },
  baja: {
    id: 'suscripcionbaja',
    intro: 'Pulse el botón para dejar de recibir los correos del colegio. Su correo se borra de inmediato.',
    button: 'Cancelar la suscripción',
    done: 'Su suscripción fue cancelada: no le enviaremos más correos. Puede suscribirse de nuevo cuando quiera.',
  },
} as const;

const MISSING_LINK =
  'El enlace está incompleto. Ábralo de nuevo desde el correo que le enviamos, o copie la dirección completa en su navegador.';

/** A personal link's page: one button that POSTs the link's token, then its done state. */
function LinkActionPageContent({
  action,
  token,
  done,
}: {
  action: 'confirmar' | 'baja';
  token: string;
  done: boolean;
}) {
  const href = useSiteHref();
  const texts = LINK_TEXTS[action];
  return (
    <main className={`container ${styles.page}`}>
      <h1 className="page-title">{pageById(texts.id).title}</h1>
      <div className={styles.card}>
        {done ? (
          <p className={styles.done} role="status">
            {texts.done}
          </p>
        ) : token ? (
          <form method="post" action={href(API[action])} className={styles.linkForm}>
            <p>{texts.intro}</p>
            <input type="hidden" name="t" value={token} />
            <button type="submit" className="button">
              {texts.button}
            </button>
          </form>
        ) : (
          <p className={styles.problem}>{MISSING_LINK}</p>
        )}
        <p>
          <a href={href('/')}>Ir al inicio</a>
        </p>
      </div>
    </main>
  );
}
export const LinkActionPage = withSiteBase(LinkActionPageContent);

/** /suscripcion/preferencias?t=: the form filled in with the stored choices. */
function PreferencesPageContent({
  token,
  view,
  offered,
  done,
}: {
  token: string;
  view: SubscriberChoicesView | null;
  offered: Audience;
  done: boolean;
}) {
  const href = useSiteHref();
  return (
    <main className={`container ${styles.page}`}>
      <h1 className="page-title">{pageById('suscripcionpreferencias').title}</h1>
      {view ? (
        <form className={styles.card} method="post" action={href(API.preferencias)}>
          {done && (
            <p className={styles.done} role="status">
              Sus preferencias quedaron guardadas.
            </p>
          )}
          <p>
            Suscripción de <strong>{view.correo}</strong>. Cambie lo que recibe y pulse «Guardar».
          </p>
          <input type="hidden" name="t" value={token} />
          <ChoiceFields offered={offered} chosen={view} />
          <button type="submit" className="button">
            Guardar
          </button>
          <p className={styles.hint}>
            ¿Ya no quiere recibir nada? Use el enlace «Cancelar la suscripción» al final de cualquier correo
            del colegio.
          </p>
        </form>
      ) : (
        <div className={styles.card}>
          <p className={styles.problem}>
            {token
              ? 'El enlace no es válido: puede estar incompleto, haber sido modificado o ser de una suscripción que ya no existe.'
              : MISSING_LINK}
          </p>
          <p>
            <a href={href(PUBLIC_PATHS.suscripcion)}>Suscribirse de nuevo</a>
          </p>
        </div>
      )}
    </main>
  );
}
export const PreferencesPage = withSiteBase(PreferencesPageContent);

const BOX_TEXTS: Record<Topic, string> = {
  circulares: 'Reciba cada circular en su correo apenas se publique.',
  noticias: 'Reciba las noticias del colegio en su correo.',
  eventos: 'Reciba los eventos del calendario en su correo.',
};

/** The box on /circulares, /noticias and /eventos (and after a PQRSD filing): a link, no script. */
function SubscribeBoxContent({ tema }: { tema?: Topic }) {
  const href = useSiteHref();
  const to = tema ? `${PUBLIC_PATHS.suscripcion}?tema=${tema}` : PUBLIC_PATHS.suscripcion;
  return (
    <aside className={styles.box} aria-label="Suscripción por correo">
      <p>
        <strong>¿Quiere enterarse sin entrar al sitio?</strong>
        {tema ? BOX_TEXTS[tema] : 'Reciba las circulares, noticias y eventos del colegio en su correo.'}
      </p>
      <a className="button" href={href(to)}>
        Suscribirme por correo
      </a>
    </aside>
  );
}
export const SubscribeBox = withSiteBase(SubscribeBoxContent);
