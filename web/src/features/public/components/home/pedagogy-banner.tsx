/** The pedagogical banner of the home page: its question, its tagline and the four tiles. */
import styles from './home.module.css';

const TILES = [
  {
    title: 'Aprendiendo',
    text: 'Cada día descubrimos algo nuevo a partir de la curiosidad y las preguntas de nuestros estudiantes.',
    icon: <path d="M4 19V5a2 2 0 0 1 2-2h14v14H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14v-4M8 7h8M8 11h6" />,
  },
  {
    title: 'Filosofía',
    text: 'Formamos personas críticas, solidarias y respetuosas de la diferencia, capaces de transformar su entorno.',
    icon: (
      <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />
    ),
  },
  {
    title: 'Práctica',
    text: 'Aprendemos haciendo: proyectos, laboratorios y salidas que conectan el aula con la vida real.',
    icon: <path d="m14.7 6.3 3 3M3 21l4.5-1 11.8-11.8a2.1 2.1 0 0 0-3-3L4.5 17z" />,
  },
  {
    title: 'Juegos',
    text: 'El juego es nuestra mejor estrategia: motiva, integra y hace que el conocimiento se quede.',
    icon: (
      <path d="M10 3h4v3a2 2 0 1 0 4 0h3v5h-3a2 2 0 1 0 0 4h3v6h-6v-3a2 2 0 1 0-4 0v3H4v-6h3a2 2 0 1 0 0-4H4V6h6z" />
    ),
  },
];

export function PedagogyBanner() {
  return (
    <section className={styles.pedagogy} aria-labelledby="pedagogia-titulo">
      <div className="container">
        <h2 id="pedagogia-titulo" className={styles.pedagogyTitle}>
          ¿Quién dijo que la educación es aburrida?
        </h2>
        <p className={styles.tagline}>Aquí jugamos, exploramos y aprendemos juntos todos los días.</p>
        <ul className={styles.tiles}>
          {TILES.map((tile) => (
            <li key={tile.title} className={styles.tile}>
              <svg
                className={styles.tileIcon}
                viewBox="0 0 24 24"
                width="40"
                height="40"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                {tile.icon}
              </svg>
              <h3>{tile.title}</h3>
              <p>{tile.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
