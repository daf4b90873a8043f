/**
 * Realistic sample content for every collection. File fields are left out: the seeder draws an
 * image (at the rule's exact size) or writes a PDF for every image and PDF field the collection
 * declares, so adding a field to a declaration is enough for the seed to fill it.
 */
import {
  slugify,
  type CollectionName,
  type Collections,
  type RecordValues,
  type RichTextDoc,
} from '../../functions/src/model';
import { fromSchoolWallClock, toSchoolWallClock } from '../../functions/src/model/date-time';
import { DEFAULT_SYNONYMS } from '../../functions/src/model/search-synonyms';

/**
 * A formatted text may be written here as plain paragraphs (one per line) or a list of texts, as
 * older records hold it: the seeder stores the document it reads as (withCurrentKinds, decision 0011).
 */
type Seedable<V> = V extends RichTextDoc ? RichTextDoc | string | string[] : V;
type SeedRecord<N extends CollectionName> = Partial<{
  [K in keyof RecordValues<Collections[N]>]: Seedable<RecordValues<Collections[N]>[K]>;
}>;
export type SeedContent = { [N in CollectionName]: SeedRecord<N>[] };

/** Marks every sample policy text, so no school publishes ours by mistake. */
export const SAMPLE = 'Texto de ejemplo: reemplácelo por el de su institución.';

/** Staff rows of a school whose addresses end in `@domain` (San José's: colegio.edu.co). */
export const staffAt =
  (domain: string) => (rows: Array<[nombres: string, apellidos: string, cargo: string, usuario: string]>) =>
    rows.map(([title, titleone, stringone, user], i) => ({
      title,
      titleone,
      stringone,
      stringtwo: i === 1 ? '' : `https://www.facebook.com/${user}`,
      stringthree: `tel:+5760${String(4_410_000 + i * 37)}`,
      stringfour: i === 2 ? '' : `https://wa.me/57300${String(5_550_000 + i * 101)}`,
      stringfive: `mailto:${user}@${domain}`,
    }));
const staff = staffAt('colegio.edu.co');

/**
 * News dates relative to the seed's own clock: published ones in the past days, one scheduled
 * for next week (so a fresh site shows the scheduling at work). Whole hours, Bogotá morning.
 */
const DAY = 86_400_000;
const daysFromSeed = (days: number) =>
  new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + 13 * 3_600_000).toISOString();

type NewsRow = SeedRecord<'noticias'>;
export const news = (
  days: number,
  row: Omit<NewsRow, 'publishAt' | 'slug' | 'imageAlt'> & { imageAlt?: string },
): NewsRow => ({
  publishAt: daysFromSeed(days),
  slug: slugify(String(row.title)),
  imageAlt: `Ilustración de «${row.title}»`,
  ...row,
});

/**
 * An instant `days` after today in the school (America/Bogota) at `time`: the sample calendar is
 * always ahead of whoever seeds it. Whole days, so every seed of one day writes the same values.
 */
export function schoolDaysAhead(days: number, time: string): string {
  const [y, m, d] = toSchoolWallClock(new Date().toISOString()).date.split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
  return fromSchoolWallClock(day, time)!;
}

export const SEED_CONTENT: SeedContent = {
  sitio: [
    {
      title: 'Institución Educativa San José',
      tagline: 'Educación pública de calidad · Municipio de San José',
      siteUrl: 'https://www.iesanjose.edu.co',
      peiName: 'PEI 2026 - Institución Educativa San José.pdf',
      address: 'Calle 10 # 12-34, barrio Centro, San José',
      postalCode: '050001',
      phoneOne: '(604) 444 1234',
      phoneTwo: '+57 300 555 1234',
      email: 'contacto@iesanjose.edu.co',
      judicialEmail: 'notificacionesjudiciales@iesanjose.edu.co',
      hours: 'Lunes a viernes, 7:00 a. m. a 3:00 p. m.',
      formRecipient: 'secretaria@iesanjose.edu.co',
      boletinAcademico: 'https://notas.iesanjose.edu.co/boletines',
      tramitesMatricula: 'https://matriculas.iesanjose.edu.co',
      studentSystemLogin: 'https://notas.iesanjose.edu.co/login',
      facebook: 'https://www.facebook.com/iesanjose',
      instagram: 'https://www.instagram.com/iesanjose',
      youtubeChannel: 'https://www.youtube.com/@iesanjose',
      searchSynonyms: [...DEFAULT_SYNONYMS],
      chatNumber: '+57 300 555 1234',
      chatMessage:
        'Hola, quisiera recibir información sobre el proceso de matrícula para el próximo año escolar.',
      communityVideo: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      facebookFeed: 'https://www.facebook.com/iesanjose',
      radioName: 'Emisora escolar San José Estéreo',
      radioDescription: 'Música, noticias de la institución y programas hechos por nuestros estudiantes.',
      radioStream: 'https://radio.iesanjose.edu.co/stream',
      pedagogyTitle: '¿Quién dijo que la educación es aburrida?',
      pedagogyTagline: 'Aquí jugamos, exploramos y aprendemos juntos todos los días.',
      tileOneTitle: 'Aprendiendo',
      tileOneText:
        'Cada día descubrimos algo nuevo a partir de la curiosidad y las preguntas de nuestros estudiantes.',
      tileTwoTitle: 'Filosofía',
      tileTwoText:
        'Formamos personas críticas, solidarias y respetuosas de la diferencia, capaces de transformar su entorno.',
      tileThreeTitle: 'Práctica',
      tileThreeText:
        'Aprendemos haciendo: proyectos, laboratorios y salidas que conectan el aula con la vida real.',
      tileFourTitle: 'Juegos',
      tileFourText:
        'El juego es nuestra mejor estrategia: motiva, integra y hace que el conocimiento se quede.',
      communityEyebrow: 'Proyecto comunitario',
      communityTitle: 'Escuela y familia, conectadas',
      communityText:
        'Nuestro proyecto comunitario es una estrategia de comunicación mediada por las TIC que acerca a estudiantes, padres de familia, docentes y directivos.\n\nA través de la emisora escolar, las redes sociales y los encuentros virtuales compartimos lo que pasa en el aula, escuchamos a las familias y construimos juntos una comunidad que aprende.',
      servicesTitle: 'Nuestros servicios',
      servicesLine:
        'Ofrecemos educación pública en los niveles de preescolar, básica primaria, básica secundaria y media, y educación sabatina para jóvenes y adultos.',
      serviceOneTitle: 'Preescolar',
      serviceOneText: 'Transición: primeros pasos en el juego, el arte y la convivencia.',
      serviceTwoTitle: 'Primaria',
      serviceTwoText: 'De primero a quinto: lectura, escritura, pensamiento lógico y ciudadanía.',
      serviceThreeTitle: 'Secundaria',
      serviceThreeText: 'De sexto a once: ciencia, tecnología y orientación vocacional.',
      serviceFourTitle: 'Sabatinos',
      serviceFourText: 'Educación para jóvenes y adultos en jornada sabatina, por ciclos.',
    },
  ],
  carousel: [
    {
      title: 'Bienvenidos al año escolar 2026',
      stringone: 'Una comunidad que aprende, juega y crece unida.',
    },
    {
      title: 'Feria de la ciencia',
      stringone: 'Nuestros estudiantes presentan sus proyectos de investigación.',
    },
    {
      title: 'Matrículas abiertas',
      stringone: 'Preescolar, primaria, secundaria y sabatinos: inscríbase ya.',
    },
  ],
  resenahistorica: [
    {
      title: 'Reseña histórica',
      stringone:
        'La institución nació en 1962 como una escuela rural de dos aulas, fundada por la junta de acción comunal del barrio con el apoyo de las familias que donaron el terreno y los primeros pupitres.',
      stringtwo:
        'En 1985 se amplió a la básica secundaria y en 2002, por resolución de la Secretaría de Educación, se fusionó con la escuela vecina para formar la institución educativa que hoy conocemos.',
      stringthree:
        'Desde 2010 ofrece la jornada sabatina para jóvenes y adultos, y en 2018 inauguró la sala de sistemas y la emisora escolar, que hoy transmite en línea.',
      stringfour:
        'Hoy atendemos a más de 1.200 estudiantes en tres jornadas, con un equipo de 54 docentes comprometidos con una educación pública de calidad.',
    },
  ],
  horizonte: [
    {
      title: 'Horizonte institucional',
      titleone: 'Misión',
      stringone:
        'Formar personas íntegras, críticas y creativas, capaces de transformar su entorno mediante el conocimiento, la convivencia pacífica y el respeto por la diferencia.',
      titletwo: 'Visión',
      stringtwo:
        'En 2030 seremos reconocidos en el municipio por la calidad de nuestros procesos pedagógicos, la inclusión y el uso responsable de la tecnología.',
      titlethree: 'Filosofía',
      stringthree: 'Creemos que se aprende jugando, preguntando y construyendo con otros.',
      titlefour: 'Valores institucionales',
      stringfour: ['Respeto', 'Responsabilidad', 'Solidaridad', 'Honestidad', 'Tolerancia'],
      titlefive: 'Objetivos',
      stringfive: [
        'Mejorar los resultados de las pruebas Saber en todos los grados.',
        'Fortalecer la lectura crítica desde el preescolar.',
        'Vincular a las familias en los procesos de aula.',
      ],
      titlesix: 'Perfil del estudiante',
      stringsix: 'Un estudiante autónomo, solidario y con sentido crítico frente a su realidad.',
      titleseven: 'Perfil del docente',
      stringseven: 'Un docente investigador, mediador y comprometido con la comunidad.',
      titleeight: 'Política de calidad',
      stringeight: 'Mejoramos continuamente nuestros procesos escuchando a la comunidad educativa.',
      titlenine: 'Símbolos',
      stringnine: 'La bandera, el escudo y el himno expresan nuestra historia y nuestros sueños.',
      titleten: 'Lema',
      stringten: 'Aprender para servir.',
    },
  ],
  directivos: staff([
    ['María Fernanda', 'Gómez Restrepo', 'Rectora', 'mfgomez'],
    ['Carlos Andrés', 'Pérez Díaz', 'Coordinador académico', 'caperez'],
    ['Luz Marina', 'Ospina Cardona', 'Coordinadora de convivencia', 'lmospina'],
  ]),
  administrativos: staff([
    ['Jorge Iván', 'Salazar Mejía', 'Secretario académico', 'jisalazar'],
    ['Ana Lucía', 'Torres Vélez', 'Auxiliar administrativa', 'altorres'],
    ['Diana Patricia', 'Rojas Henao', 'Bibliotecaria', 'dprojas'],
  ]),
  docentes: staff([
    ['Natalia', 'Arango Muñoz', 'Docente de matemáticas', 'narango'],
    ['Juan Pablo', 'Castaño Ríos', 'Docente de ciencias naturales', 'jpcastano'],
    ['Sandra Milena', 'López Giraldo', 'Docente de preescolar', 'smlopez'],
    ['Andrés Felipe', 'Quintero Zapata', 'Docente de educación física', 'afquintero'],
  ]),
  rendicioncuentas: [
    {
      title: 'Rendición de cuentas',
      titleone: 'Informe de gestión 2025',
      stringone: 'Resultados académicos, administrativos y financieros del año lectivo 2025.',
      titletwo: 'Ejecución presupuestal',
      stringtwo: 'Ingresos y gastos del Fondo de Servicios Educativos, con corte a diciembre.',
      titlethree: 'Plan de mejoramiento',
      stringthree: 'Acciones priorizadas con la comunidad para el año 2026.',
    },
  ],
  enfoquepedagogico: [
    {
      title: 'Enfoque pedagógico',
      stringone:
        'Nuestro enfoque es social-cognitivo: el estudiante construye conocimiento en interacción con sus pares, sus docentes y su comunidad.',
      titleone: 'Aprendizaje significativo',
      stringtwo:
        'Partimos de los saberes previos y de situaciones reales del entorno para que lo aprendido tenga sentido y se pueda aplicar.',
      stringthree:
        'La evaluación es formativa: acompaña el proceso, reconoce los avances y orienta los planes de apoyo.',
    },
  ],
  modelopedagogico: [
    {
      title: 'Modelo pedagógico',
      stringone: 'El modelo desarrollista orienta la planeación de aula en todas las áreas y niveles.',
      titleone: 'Principios del modelo',
      stringtwo: [
        'El estudiante es el centro del proceso.',
        'El docente es mediador y guía.',
        'El juego y la pregunta son estrategias de aprendizaje.',
        'La evaluación es permanente e integral.',
      ],
    },
  ],
  manualconvivencia: [
    {
      title: 'Manual de convivencia',
      titleone: 'Acuerdos para vivir juntos',
      stringone:
        'El manual recoge los derechos, deberes, estímulos y rutas de atención de la comunidad educativa, según la Ley 1620 de 2013.',
    },
  ],
  tramiteretiros: [
    {
      title: 'Trámite de retiros',
      string: 'Si su hijo o hija se retira de la institución, siga estos pasos para recibir sus documentos.',
      titleone: '1. Solicitud',
      stringone: 'Presente la solicitud escrita en secretaría, firmada por el acudiente.',
      titletwo: '2. Paz y salvo',
      stringtwo: 'Obtenga el paz y salvo de biblioteca, restaurante escolar y coordinación.',
      titlethree: '3. Retiro en el SIMAT',
      stringthree:
        'La secretaría registra el retiro en el sistema de matrícula en un plazo de tres días hábiles.',
      titlefour: '4. Documentos',
      stringfour: 'Reciba las calificaciones y la constancia de estudio del último grado cursado.',
      titlefive: '5. Entrega',
      stringfive: 'Los documentos se entregan al acudiente con su documento de identidad.',
    },
  ],
  protocolobioseguridad: [
    {
      title: 'Protocolo de bioseguridad',
      string: 'Cuidarnos entre todos es parte de aprender. Estas son las medidas vigentes en la institución.',
      titleone: 'Medidas generales',
      stringone:
        'Lavado frecuente de manos, ventilación de las aulas y permanencia en casa ante síntomas respiratorios.',
      titletwo: 'Responda la encuesta diaria de síntomas antes de venir a la institución.',
      stringtwo: 'https://forms.example.org/encuesta-sintomas',
    },
  ],
  convocatorias: [
    {
      title: 'Convocatoria restaurante escolar 2026',
      string: 'Invitación pública a presentar propuestas para el suministro del restaurante escolar.',
      titleone: 'Estudios previos',
      stringone: 'Necesidad, objeto y presupuesto oficial de la contratación.',
      titletwo: 'Invitación pública',
      stringtwo: 'Requisitos habilitantes, cronograma y criterios de evaluación.',
      titlethree: '',
      stringthree: '',
      titlefour: '',
      stringfour: '',
    },
    {
      title: 'Contrato de mantenimiento de infraestructura',
      string: 'Contratación de obras menores de mantenimiento en la sede principal.',
      titleone: 'Invitación',
      stringone: 'Condiciones de la invitación y documentos a presentar.',
      titletwo: 'Acta de evaluación',
      stringtwo: 'Resultado de la evaluación de las propuestas recibidas.',
      titlethree: 'Contrato firmado',
      stringthree: 'Contrato suscrito con el proponente seleccionado.',
      titlefour: '',
      stringfour: '',
    },
  ],
  // A sample transparency tree: PDFs kept here and links to the national platforms where the
  // information lives (contracts in SECOP II, data sets in datos.gov.co). `pdf: ''` marks an entry
  // that is only a link.
  transparencia: [
    {
      subitem: '1.1',
      title: 'Misión, visión y funciones de la institución',
      description:
        'Horizonte institucional adoptado por el Consejo Directivo y funciones según la Ley 115 de 1994.',
      date: '2026-01-20',
    },
    {
      subitem: '1.2',
      title: 'Organigrama institucional 2026',
      description: 'Estructura del gobierno escolar, las coordinaciones y las áreas de apoyo.',
      date: '2026-01-20',
    },
    {
      subitem: '1.5',
      title: 'Directorio de docentes y directivos docentes',
      description: 'Nombre, cargo, sede y correo institucional del personal de la institución.',
      date: '2026-02-02',
    },
    {
      subitem: '3.1',
      title: 'Plan Anual de Adquisiciones 2026',
      description:
        'Bienes y servicios que la institución prevé adquirir con el Fondo de Servicios Educativos.',
      date: '2026-01-30',
    },
    {
      subitem: '3.2',
      title: 'Procesos de contratación en SECOP II',
      description:
        'Consulte en SECOP II los procesos de contratación de la institución, con sus documentos y estados.',
      date: '2026-02-10',
      link: 'https://www.colombiacompra.gov.co/secop-ii',
      pdf: '',
    },
    {
      subitem: '4.1',
      title: 'Presupuesto de ingresos y gastos 2026',
      description:
        'Acuerdo del Consejo Directivo que aprueba el presupuesto del Fondo de Servicios Educativos.',
      date: '2026-01-15',
    },
    {
      subitem: '4.2',
      title: 'Ejecución presupuestal primer trimestre 2026',
      description: 'Ingresos recaudados y gastos comprometidos y pagados a 31 de marzo.',
      date: '2026-04-10',
    },
    {
      subitem: '4.7',
      title: 'Informe de gestión 2025',
      description:
        'Resultados de la gestión directiva, académica, administrativa y comunitaria del año 2025.',
      date: '2026-02-27',
    },
    {
      subitem: '7.2',
      title: 'Datos abiertos del sector educativo',
      description:
        'Matrícula y resultados del sector educativo publicados en el portal de datos abiertos del Estado.',
      date: '2026-03-05',
      link: 'https://www.datos.gov.co',
      pdf: '',
    },
  ],
  transparencianotas: [
    {
      nota4_5:
        'La institución no ha tenido cambio de rector en el periodo publicado; el informe de empalme se publicará cuando ocurra.',
      nota4_9:
        'La institución no tiene procesos judiciales en curso. La defensa judicial del sector educativo oficial está a cargo de la Secretaría de Educación.',
    },
  ],
  politicaprivacidad: [
    {
      title: 'Política de privacidad y tratamiento de datos personales',
      date: '2026-01-15',
      string: `${SAMPLE} La institución trata los datos personales de estudiantes, familias, docentes y visitantes de este sitio conforme a la Ley 1581 de 2012 y al Decreto 1377 de 2013 (compilado en el Decreto 1074 de 2015).`,
      titleone: 'Responsable del tratamiento',
      stringone: `${SAMPLE} Institución Educativa San José, Calle 10 # 12-34, San José. Correo: contacto@iesanjose.edu.co.`,
      titletwo: 'Finalidades',
      stringtwo: `${SAMPLE} Responder los mensajes del formulario de contacto, adelantar trámites escolares y cumplir las obligaciones legales de la institución.`,
      titlethree: 'Derechos de los titulares',
      stringthree: `${SAMPLE} Conocer, actualizar, rectificar y suprimir sus datos, revocar la autorización y presentar quejas ante la Superintendencia de Industria y Comercio.`,
      titlefour: 'Datos de niñas, niños y adolescentes',
      stringfour: `${SAMPLE} Se tratan solo con la autorización de su representante legal y respetando su interés superior.`,
    },
  ],
  terminoscondiciones: [
    {
      title: 'Términos y condiciones de uso',
      date: '2026-01-15',
      string: `${SAMPLE} Al usar este sitio web usted acepta estos términos. El sitio informa sobre la institución y sus trámites; no reemplaza la atención en la secretaría.`,
      titleone: 'Uso del sitio',
      stringone: `${SAMPLE} El contenido se ofrece para consulta. No está permitido usar el sitio para fines ilícitos ni intentar alterar su funcionamiento.`,
      titletwo: 'Enlaces a otros sitios',
      stringtwo: `${SAMPLE} Los enlaces a SECOP, datos.gov.co y otras entidades llevan a sitios que la institución no administra.`,
      titlethree: '',
      stringthree: '',
      titlefour: '',
      stringfour: '',
    },
  ],
  derechosautor: [
    {
      title: 'Política de derechos de autor',
      date: '2026-01-15',
      string: `${SAMPLE} Los textos, fotografías y documentos de este sitio pertenecen a la institución o a sus autores, y están protegidos por la Ley 23 de 1982.`,
      titleone: 'Uso permitido',
      stringone: `${SAMPLE} Puede reproducir los contenidos con fines educativos y sin ánimo de lucro, citando la fuente.`,
      titletwo: 'Fotografías de estudiantes',
      stringtwo: `${SAMPLE} Las imágenes de estudiantes se publican con autorización de sus acudientes y no pueden reutilizarse.`,
      titlethree: '',
      stringthree: '',
      titlefour: '',
      stringfour: '',
    },
  ],
  noticias: [
    news(-20, {
      title: 'Bienvenidos al nuevo año escolar',
      kind: 'noticia',
      summary:
        'Iniciamos clases con nuevas aulas, el comedor renovado y la alegría de recibir a 120 estudiantes nuevos.',
      body: 'El lunes comenzamos el año escolar con la izada de bandera en la sede principal.\n\nAgradecemos a las familias que participaron en la jornada de embellecimiento de las aulas durante las vacaciones.',
    }),
    news(-14, {
      title: 'Circular 001: horario de la primera semana',
      kind: 'circular',
      summary: 'Horario especial de ingreso y salida durante la primera semana de clases, por grados.',
      body: 'Durante la primera semana los estudiantes de preescolar saldrán a las 11:00 a. m. y los de primaria a las 12:00 m.\n\nEl horario completo está en el documento adjunto.',
      attachmentName: 'Circular 001 - horario primera semana.pdf',
    }),
    news(-9, {
      title: 'Nuestros estudiantes en la feria de ciencias municipal',
      kind: 'noticia',
      summary: 'Tres proyectos de grado décimo fueron seleccionados para la feria de ciencias del municipio.',
      body: 'Los proyectos sobre agua lluvia, huerta escolar y reciclaje representarán a la institución.\n\nFelicitamos a los estudiantes y a sus docentes asesores.',
    }),
    news(-5, {
      title: 'Circular 002: reunión de padres de familia',
      kind: 'circular',
      summary:
        'Citamos a madres, padres y acudientes a la primera reunión general del año, el viernes a las 7:00 a. m.',
      body: 'La reunión será en el patio central. Se entregará el cronograma del primer periodo y se elegirá el consejo de padres.\n\nLa asistencia es obligatoria.',
      attachmentName: 'Circular 002 - reunion de padres.pdf',
    }),
    news(-2, {
      title: 'Jornada de vacunación en la sede principal',
      kind: 'noticia',
      summary:
        'La secretaría de salud vacunará a los estudiantes de 5 a 11 años que tengan la autorización firmada.',
      body: 'Traiga el carné de vacunación de su hijo o hija.\n\nLa jornada será de 8:00 a. m. a 12:00 m.',
    }),
    news(7, {
      title: 'Semana cultural: programación completa',
      kind: 'noticia',
      summary: 'Danzas, teatro y muestras gastronómicas de todos los grados durante la semana cultural.',
      body: 'Publicaremos aquí la programación de cada día.\n\nLas familias están invitadas a todas las presentaciones.',
    }),
  ],
  galerias: [
    {
      title: 'Feria de la ciencia 2026',
      date: '2026-03-20',
      description:
        'Nuestros estudiantes presentaron sus proyectos de ciencia, tecnología y medio ambiente a las familias y a la comunidad.',
      // The seed draws each photo; only the text alternatives are written here.
      photos: [
        'Estudiantes de grado quinto explican su maqueta de un volcán a un grupo de familias.',
        'Dos estudiantes de grado noveno muestran un circuito eléctrico con bombillas encendidas.',
        'La docente de ciencias naturales entrega un reconocimiento a un equipo ganador.',
        'Vista general del patio con las mesas de los proyectos y los visitantes recorriéndolas.',
        'Un estudiante de grado tercero señala las partes de una planta en un cartel dibujado a mano.',
        'Estudiantes de grado once presentan un prototipo de filtro de agua con botellas recicladas.',
        'Familias escuchan la exposición sobre el reciclaje en la institución.',
        'Un grupo de estudiantes posa junto a su robot hecho con material reutilizado.',
        'El rector inaugura la feria frente a estudiantes y docentes en el patio principal.',
        'Estudiantes de grado séptimo observan muestras de hojas con una lupa.',
        'Una estudiante explica con un mapa el recorrido del río que pasa por el municipio.',
        'Foto de grupo de los expositores y sus docentes al final de la jornada.',
      ].map((alt) => ({ image: '', alt })),
      consent: true,
    },
  ],
  eventos: [
    {
      title: 'Reunión de padres de familia',
      start: schoolDaysAhead(5, '07:00'),
      end: schoolDaysAhead(5, '09:00'),
      allDay: 'no',
      location: 'Auditorio principal',
      description:
        'Entrega de informes del periodo y encuentro con los directores de grupo. Asista con el documento del estudiante.',
    },
    {
      title: 'Jornada pedagógica: no hay clases',
      start: schoolDaysAhead(12, '00:00'),
      end: schoolDaysAhead(12, '00:00'),
      allDay: 'si',
      location: 'Sede principal',
      description:
        'Los docentes se reúnen para planear el siguiente periodo. Los estudiantes no asisten ese día.',
    },
    {
      title: 'Feria de la ciencia',
      start: schoolDaysAhead(20, '08:00'),
      end: schoolDaysAhead(20, '12:00'),
      allDay: 'no',
      location: 'Patio central',
      description: 'Los grupos de sexto a once presentan sus proyectos. Las familias están invitadas.',
    },
    {
      title: 'Izada de bandera',
      start: schoolDaysAhead(33, '07:15'),
      end: schoolDaysAhead(33, '08:00'),
      allDay: 'no',
      location: 'Cancha múltiple',
      description: 'Acto cívico con reconocimiento a los estudiantes destacados del periodo.',
    },
    {
      title: 'Semana cultural',
      start: schoolDaysAhead(50, '00:00'),
      end: schoolDaysAhead(52, '00:00'),
      allDay: 'si',
      location: 'Todas las sedes',
      description: 'Tres días de danza, música, teatro y gastronomía preparados por los estudiantes.',
    },
  ],
  avisos: [
    {
      // Not current yet: the sample shows how a notice is scheduled, and no page shows it today.
      text: 'El lunes no hay clases por jornada pedagógica. Las clases se reanudan el martes en el horario habitual.',
      link: '',
      level: 'urgente',
      from: schoolDaysAhead(10, '06:00'),
      until: schoolDaysAhead(12, '18:00'),
    },
  ],
  // A few entries in each section of Participa (a PDF is drawn where `pdf` is not given).
  participa: [
    {
      seccion: 'diagnostico',
      title: 'Encuesta de necesidades de la comunidad educativa 2026',
      description:
        'Cuéntenos qué debe mejorar la institución: la encuesta toma diez minutos y está abierta hasta el 30 de abril.',
      date: '2026-03-02',
      link: 'https://forms.office.com/r/encuesta-comunidad',
      pdf: '',
    },
    {
      seccion: 'diagnostico',
      title: 'Resultados del diagnóstico institucional 2025',
      description: 'Las necesidades que señalaron 412 estudiantes, familias y docentes, y cómo se atenderán.',
      date: '2026-02-20',
    },
    {
      seccion: 'planeacion',
      title: 'Plan de mejoramiento institucional 2026',
      description:
        'Construido con los aportes del Consejo Directivo, el Consejo de Padres y el Consejo Estudiantil.',
      date: '2026-02-10',
    },
    {
      seccion: 'planeacion',
      title: 'Reunión abierta sobre el presupuesto del Fondo de Servicios Educativos',
      description:
        'El jueves 28 de mayo a las 6:00 p. m., en el auditorio: la rectoría presenta el proyecto de presupuesto 2027 y recibe propuestas.',
      date: '2026-05-28',
      pdf: '',
    },
    {
      seccion: 'consulta',
      title: 'Proyecto de ajuste del manual de convivencia',
      description:
        'Lea el proyecto y envíe sus comentarios por Atención al ciudadano hasta el 30 de abril; las respuestas se publicarán aquí.',
      date: '2026-04-01',
    },
    {
      seccion: 'colaboracion',
      title: 'Reto: ideas para la huerta escolar',
      description:
        'Estudiantes y familias proponen cómo aprovechar la huerta en las clases y en el restaurante escolar. Las tres mejores ideas se ponen en marcha en el segundo semestre.',
      date: '2026-03-20',
      pdf: '',
    },
    {
      seccion: 'control-social',
      title: 'Contraloría estudiantil 2026',
      description:
        'La contralora estudiantil, elegida el 13 de marzo, vigila el uso de los recursos de la institución. Puede escribirle por Atención al ciudadano.',
      date: '2026-03-13',
      pdf: '',
    },
    {
      seccion: 'control-social',
      title: 'Cómo conformar una veeduría ciudadana',
      description: 'La guía de Función Pública para vigilar la gestión de una entidad pública.',
      link: 'https://www.funcionpublica.gov.co/web/eva/control-social',
      pdf: '',
    },
  ],
  accesibilidad: [
    {
      title: 'Declaración de accesibilidad',
      reviewed: '2026-01-15',
      string: `La Institución Educativa San José quiere que todas las personas, incluidas las que tienen una discapacidad, puedan consultar este sitio y hacer sus trámites en él.`,
      limitations: [
        'Algunos documentos PDF antiguos son imágenes escaneadas que un lector de pantalla no puede leer; pídalos en un formato accesible por Atención al ciudadano.',
        'No todos los videos del canal de YouTube de la institución tienen subtítulos.',
      ],
      alternatives:
        'Toda la información de este sitio puede pedirse también en la secretaría, de lunes a viernes, o por teléfono.',
    },
  ],
};
