/**
 * The community project of the home page: its description and the embedded video (autoplay,
 * muted, looping). The video frame is mounted only near the viewport once the page is ready.
 */
import { DeferredIframe } from '@/components/deferred-iframe';
import { PlayIcon } from '@/components/icons';
import { SITE } from '@/config/site';
import styles from './home.module.css';

export function CommunitySection() {
  return (
    <section className={styles.community} aria-labelledby="proyecto-titulo">
      <div className={`container ${styles.split}`}>
        <div>
          <p className={styles.eyebrow}>Proyecto comunitario</p>
          <h2 id="proyecto-titulo">Escuela y familia, conectadas</h2>
          <p>
            Nuestro proyecto comunitario es una estrategia de comunicación mediada por las TIC que acerca a
            estudiantes, padres de familia, docentes y directivos.
          </p>
          <p>
            A través de la emisora escolar, las redes sociales y los encuentros virtuales compartimos lo que
            pasa en el aula, escuchamos a las familias y construimos juntos una comunidad que aprende.
          </p>
        </div>
        <DeferredIframe
          src={SITE.communityVideo.embedUrl}
          title={SITE.communityVideo.title}
          width={16}
          height={9}
          allow="autoplay; encrypted-media; picture-in-picture"
          className={styles.video}
          placeholder={
            <span className={styles.videoPlaceholder}>
              <PlayIcon size={40} />
              <span className="sr-only">El video se cargará en un momento.</span>
            </span>
          }
        />
      </div>
    </section>
  );
}
