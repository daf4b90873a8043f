/** The services of the home page: the four levels the school offers. */
import styles from './home.module.css';

const SERVICES = [
  { title: 'Preescolar', text: 'Transición: primeros pasos en el juego, el arte y la convivencia.' },
  { title: 'Primaria', text: 'De primero a quinto: lectura, escritura, pensamiento lógico y ciudadanía.' },
  { title: 'Secundaria', text: 'De sexto a once: ciencia, tecnología y orientación vocacional.' },
  { title: 'Sabatinos', text: 'Educación para jóvenes y adultos en jornada sabatina, por ciclos.' },
];

export function ServicesSection() {
  return (
    <section className={styles.services} aria-labelledby="servicios-titulo">
      <div className="container">
        <h2 id="servicios-titulo">Nuestros servicios</h2>
        <p className={styles.servicesLine}>
          Ofrecemos educación pública en los niveles de preescolar, básica primaria, básica secundaria y
          media, y educación sabatina para jóvenes y adultos.
        </p>
        <ul className={styles.serviceList}>
          {SERVICES.map((s, i) => (
            <li key={s.title} className={styles.service}>
              <span className={styles.serviceNumber} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
