/**
 * «Recibir avisos en este teléfono» (the island, `client:visible`): the family chooses topics
 * (and the sede and grades, where the school offers them), then the browser asks for permission,
 * the school's service worker is registered, the browser subscribes with the school's public key
 * and the subscription goes to POST /api/suscripciones/push. It says where it cannot work (an
 * iPhone's Safari until the site is on the home screen; a browser without the Push API), how to
 * allow notices again once blocked, and, once subscribed, offers «Dejar de recibir avisos en este
 * teléfono». Its props are JSON: what the school offers.
 */
import { useEffect, useId, useState } from 'react';
import { TOPIC_LABELS, TOPICS, type Topic } from '@model/subscriptions';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useSiteBase, withSiteBase } from '@/components/site-base';
import { currentPushSubscription, pushSupported, registerPushWorker, subscribeBrowser } from './push-browser';
import styles from './push-button.module.css';

type State = 'checking' | 'unsupported' | 'denied' | 'ready' | 'subscribed';

export interface PushButtonProps {
  /** The sedes and grades the school offers (its settings); none: nothing to choose. */
  sedes?: string[];
  grados?: string[];
  /** false on a page whose own heading already says «Avisos en este teléfono». */
  heading?: boolean;
}

const NOT_CONNECTED =
  'No se pudieron activar los avisos: el navegador no logró conectarse con su servicio de notificaciones. Revise su conexión e intente de nuevo.';
const NOT_ALLOWED =
  'No se activaron los avisos: para recibirlos, elija «Permitir» cuando el navegador lo pregunte.';

/** What this browser allows now: notices at all, blocked ones, or a subscription already made. */
async function stateOfBrowser(base: string): Promise<State> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  try {
    return (await currentPushSubscription(base)) ? 'subscribed' : 'ready';
  } catch {
    return 'ready';
  }
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : NOT_CONNECTED);

/** Where notices work: said beside the button, whatever the browser. */
function WhereItWorks() {
  return (
    <ul className={styles.where}>
      <li>
        <strong>En Android</strong> funciona en Chrome, Firefox y Edge.
      </li>
      <li>
        <strong>En iPhone</strong> (iOS 16.4 o posterior), primero agregue este sitio a la pantalla de inicio:
        en Safari toque <strong>Compartir</strong> → <strong>Agregar a inicio</strong>, abra el sitio desde
        ese ícono y active aquí los avisos.
      </li>
    </ul>
  );
}

/** A group of checkboxes, each value once. */
function Choices({
  legend,
  hint,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  hint?: string;
  options: { value: string; label: string }[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.choices} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? [...chosen, option.value]
                  : chosen.filter((value) => value !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function PushButtonContent({ sedes = [], grados = [], heading = true }: PushButtonProps) {
  const base = useSiteBase();
  const [state, setState] = useState<State>('checking');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [temas, setTemas] = useState<string[]>([...TOPICS]);
  const [mySedes, setMySedes] = useState<string[]>([]);
  const [myGrados, setMyGrados] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    void stateOfBrowser(base).then((found) => {
      if (live) setState(found);
    });
    return () => {
      live = false;
    };
  }, [base]);

  async function subscribe() {
    setError('');
    if (temas.length === 0) return setError('Elija al menos un tema.');
    setBusy(true);
    try {
      await subscribeNow();
    } finally {
      setBusy(false);
    }
  }

  async function subscribeNow() {
    // Asked first, in the tap itself: Safari asks only from a person's gesture.
    const permission = await Notification.requestPermission();
    if (permission === 'denied') return setState('denied');
    if (permission !== 'granted') {
      setError(NOT_ALLOWED);
      return setState('ready');
    }
    let subscription: PushSubscription | null = null;
    try {
      subscription = await subscribeBrowser(await registerPushWorker(base));
      await apiRequest('/api/suscripciones/push', {
        method: 'POST',
        body: { subscription: subscription.toJSON(), temas, sedes: mySedes, grados: myGrados },
      });
      setState('subscribed');
    } catch (err) {
      // A subscription the school did not store would never receive anything: undone.
      await subscription?.unsubscribe().catch(() => undefined);
      setError(messageOf(err));
      setState('ready');
    }
  }

  async function unsubscribe() {
    setError('');
    setBusy(true);
    try {
      const subscription = await currentPushSubscription(base);
      if (subscription) {
        await apiRequest('/api/suscripciones/push/baja', {
          method: 'POST',
          body: { endpoint: subscription.endpoint },
        });
        await subscription.unsubscribe();
      }
      setState('ready');
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className={styles.box}
      data-avisos-telefono=""
      {...(heading ? { 'aria-labelledby': 'avisos-telefono' } : { 'aria-label': 'Avisos en este teléfono' })}
    >
      {heading && (
        <h2 id="avisos-telefono" className={styles.title}>
          Avisos en este teléfono
        </h2>
      )}
      <p>
        Reciba una notificación en este teléfono cada vez que el colegio publique lo que usted elija. No tiene
        que dar su correo ni su nombre.
      </p>
      <WhereItWorks />
      {state === 'checking' && (
        <p className={styles.note}>
          Comprobando si este navegador puede recibir avisos… (se necesita JavaScript activado).
        </p>
      )}
      {state === 'unsupported' && (
        <p className={styles.warning} data-estado="no-disponible">
          Este navegador no puede recibir avisos. En un iPhone, agregue primero el sitio a la pantalla de
          inicio (Compartir → Agregar a inicio) y ábralo desde allí; en Android, use Chrome, Firefox o Edge.
        </p>
      )}
      {state === 'denied' && (
        <div className={styles.warning} data-estado="bloqueado">
          <p>
            <strong>Los avisos de este sitio están bloqueados en este navegador.</strong>
          </p>
          <p>
            Para permitirlos de nuevo, toque el candado o el ícono junto a la dirección del sitio, abra
            «Permisos» (o «Configuración del sitio») → «Notificaciones» y elija «Permitir». En un iPhone:
            Ajustes → Notificaciones → el nombre del sitio → «Permitir notificaciones». Luego vuelva a esta
            página.
          </p>
          <button
            type="button"
            className="button button-outline"
            onClick={() => setState(Notification.permission === 'denied' ? 'denied' : 'ready')}
          >
            Ya los permití
          </button>
        </div>
      )}
      {state === 'ready' && (
        <form
          className={styles.form}
          data-estado="listo"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void subscribe();
          }}
        >
          <Choices
            legend="¿Qué quiere recibir?"
            options={TOPICS.map((t: Topic) => ({ value: t, label: TOPIC_LABELS[t] }))}
            chosen={temas}
            onChange={setTemas}
          />
          {sedes.length > 0 && (
            <Choices
              legend="Sede"
              hint="Si no elige ninguna, recibe los avisos de todas."
              options={sedes.map((s) => ({ value: s, label: s }))}
              chosen={mySedes}
              onChange={setMySedes}
            />
          )}
          {grados.length > 0 && (
            <Choices
              legend="Grados"
              hint="Si no elige ninguno, recibe los avisos de todos."
              options={grados.map((g) => ({ value: g, label: g }))}
              chosen={myGrados}
              onChange={setMyGrados}
            />
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Activando los avisos…' : 'Recibir avisos en este teléfono'}
          </button>
        </form>
      )}
      {state === 'subscribed' && (
        <div className={styles.done} data-estado="suscrito">
          <p role="status">
            <strong>Este teléfono recibe los avisos del colegio.</strong>
          </p>
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            onClick={() => void unsubscribe()}
          >
            Dejar de recibir avisos en este teléfono
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}

export const PushButton = withSiteBase(PushButtonContent);
