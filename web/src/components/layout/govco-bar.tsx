/**
 * The top bar every school's site shares (MinTIC's GOV.CO guidelines): the GOV.CO mark linking
 * to the State's portal, and the accessibility bar (high contrast, larger and smaller text).
 * The bar's controls are links to fragments whose targets are here: without JavaScript, CSS
 * `:target` applies the choice to the page shown (global.css); with it, the frame's script makes
 * them buttons that remember the choice on the device (lib/accessibility-prefs.ts). Server-rendered,
 * fixed height, no client code of its own.
 */
import { SITE } from '@/config/site';
import { TARGETS } from '@/lib/accessibility-prefs';
import { GovcoLogo } from './govco-logo';
import styles from './govco-bar.module.css';

const CONTROLS = [
  { target: TARGETS.contrast, action: 'contraste', shown: 'Contraste', name: 'Alto contraste', icon: '◐' },
  { target: TARGETS.smaller, action: 'reducir', shown: 'A−', name: 'Reducir el tamaño del texto' },
  { target: TARGETS.larger, action: 'aumentar', shown: 'A+', name: 'Aumentar el tamaño del texto' },
] as const;

export function GovcoBar() {
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <a href={SITE.govCo} className={styles.govco}>
          <GovcoLogo />
          <span className="sr-only">Portal del Estado colombiano GOV.CO</span>
        </a>
        <div role="group" aria-label="Opciones de accesibilidad" className={styles.access} data-accesibilidad>
          {CONTROLS.map((control) => (
            <span key={control.action} id={control.target} className={styles.target}>
              <a href={`#${control.target}`} className={styles.control} data-accion={control.action}>
                {'icon' in control && (
                  <span aria-hidden="true" className={styles.icon}>
                    {control.icon}
                  </span>
                )}
                <span aria-hidden="true" className={'icon' in control ? styles.wide : undefined}>
                  {control.shown}
                </span>
                <span className="sr-only">{control.name}</span>
              </a>
            </span>
          ))}
          <a href="#" className={styles.control} data-accion="restablecer">
            <span aria-hidden="true" className={styles.icon}>
              ↺
            </span>
            <span className="sr-only">Restablecer la presentación del sitio</span>
          </a>
        </div>
      </div>
    </div>
  );
}
