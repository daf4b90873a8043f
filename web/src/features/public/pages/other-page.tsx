/**
 * /other: the target of the menu's parent titles and of entries whose pages do not exist yet
 * (spec §2). A real page, so those links never lead to a blank screen.
 */
import { PUBLIC_PATHS } from '@/config/paths';
import { pageById } from '@/config/pages';
import content from '../components/content.module.css';
import { useSiteHref, withSiteBase } from '@/components/site-base';

const SUGGESTIONS = [
  { to: PUBLIC_PATHS.resenahistorica, label: 'Reseña histórica' },
  { to: PUBLIC_PATHS.horizonte, label: 'Horizonte institucional' },
  { to: PUBLIC_PATHS.convocatorias, label: 'Contratos y convocatorias' },
  { to: PUBLIC_PATHS.rendicioncuentas, label: 'Rendición de cuentas' },
];

const { title } = pageById('other');

function OtherPage() {
  const href = useSiteHref();
  return (
    <main className={`container ${content.page}`}>
      <h1 className={content.title}>{title}</h1>
      <div className={content.prose}>
        <p className={content.lead}>
          Estamos preparando la información de esta sección. Muy pronto la encontrará publicada aquí.
        </p>
        <p>Mientras tanto, puede consultar:</p>
        <ul className={content.list}>
          {SUGGESTIONS.map((s) => (
            <li key={s.to}>
              <a href={href(s.to)}>{s.label}</a>
            </li>
          ))}
        </ul>
        <p>
          <a className="button" href={href(PUBLIC_PATHS.home)}>
            Volver al inicio
          </a>{' '}
          <a className="button button-outline" href={href(PUBLIC_PATHS.contacto)}>
            Escríbanos
          </a>
        </p>
      </div>
    </main>
  );
}

export default withSiteBase(OtherPage);
