/**
 * The sample content of Las Acacias: an urban school of Comuna 4 with one sede, a night shift for
 * adults and a media técnica in software. Fewer records than San José's, with texts of its own, so
 * a page of one school is never mistaken for another's.
 */
import { DEFAULT_SYNONYMS } from '../../functions/src/model/search-synonyms';
import { news, SAMPLE, schoolDaysAhead, staffAt, type SeedContent } from './content';

const staff = staffAt('lasacacias.edu.co');

export const LAS_ACACIAS_CONTENT: SeedContent = {
  sitio: [
    {
      title: 'Institución Educativa Las Acacias',
      tagline: 'Ciencia, convivencia y tecnología en la Comuna 4',
      siteUrl: 'https://www.ielasacacias.edu.co',
      peiName: 'PEI 2026 - Institución Educativa Las Acacias.pdf',
      address: 'Calle 45 # 20-10, barrio Las Acacias, Comuna 4, Villa del Río',
      postalCode: '050012',
      phoneOne: '(604) 444 5678',
      phoneTwo: '+57 310 555 4545',
      email: 'contacto@ielasacacias.edu.co',
      judicialEmail: 'notificacionesjudiciales@ielasacacias.edu.co',
      hours: 'Lunes a viernes, 6:30 a. m. a 9:30 p. m. (jornada nocturna incluida)',
      formRecipient: 'secretaria@ielasacacias.edu.co',
      boletinAcademico: 'https://notas.ielasacacias.edu.co/boletines',
      tramitesMatricula: 'https://matriculas.ielasacacias.edu.co',
      studentSystemLogin: 'https://notas.ielasacacias.edu.co/login',
      facebook: 'https://www.facebook.com/ielasacacias',
      xAccount: 'https://x.com/ielasacacias',
      youtubeChannel: 'https://www.youtube.com/@ielasacacias',
      searchSynonyms: [...DEFAULT_SYNONYMS],
      chatNumber: '+57 310 555 4545',
      chatMessage: 'Buenas tardes, quisiera información sobre la jornada nocturna para adultos.',
      communityVideo: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
      facebookFeed: 'https://www.facebook.com/ielasacacias',
      radioName: 'Acacias Radio Comuna 4',
      radioDescription:
        'La voz de los jóvenes del barrio: música urbana, entrevistas y noticias del colegio.',
      radioStream: 'https://radio.ielasacacias.edu.co/en-vivo',
      pedagogyTitle: 'Programar también es aprender a pensar',
      pedagogyTagline: 'Desde sexto grado, nuestros estudiantes crean sus propias aplicaciones.',
      tileOneTitle: 'Tecnología',
      tileOneText: 'La media técnica en desarrollo de software, con el SENA, abre caminos al primer empleo.',
      tileTwoTitle: 'Convivencia',
      tileTwoText: 'Mediadores escolares formados en cada grupo resuelven los conflictos con diálogo.',
      tileThreeTitle: 'Ciencia',
      tileThreeText: 'El semillero de investigación estudia la calidad del aire y del agua de la quebrada.',
      tileFourTitle: 'Deporte',
      tileFourText: 'Escuelas de fútbol de salón y baloncesto en contrajornada, abiertas al barrio.',
      communityEyebrow: 'Colegio abierto',
      communityTitle: 'Las Acacias, un colegio para el barrio',
      communityText:
        'Por las tardes y los sábados abrimos la biblioteca, la sala de sistemas y la cancha a la comunidad de la Comuna 4.\n\nLa junta de acción comunal, los padres y los egresados acompañan los proyectos de convivencia y de cuidado del entorno.',
      servicesTitle: 'Lo que ofrecemos',
      servicesLine:
        'Preescolar, básica, media técnica en desarrollo de software y educación nocturna para jóvenes y adultos por ciclos.',
      serviceOneTitle: 'Primera infancia',
      serviceOneText: 'Transición con énfasis en lenguaje y juego.',
      serviceTwoTitle: 'Básica',
      serviceTwoText: 'De primero a noveno, con inglés intensivo desde tercero.',
      serviceThreeTitle: 'Media técnica',
      serviceThreeText: 'Décimo y once: desarrollo de software en convenio con el SENA.',
      serviceFourTitle: 'Nocturna',
      serviceFourText: 'Ciclos lectivos especiales integrados para mayores de 15 años.',
    },
  ],
  carousel: [
    {
      title: 'Las Acacias: 40 años en la Comuna 4',
      stringone: 'Celebramos cuatro décadas educando al barrio.',
    },
    {
      title: 'Hackatón escolar 2026',
      stringone: 'Equipos de décimo y once crean aplicaciones para su comunidad.',
    },
  ],
  resenahistorica: [
    {
      title: 'Nuestra historia',
      stringone:
        'Las Acacias nació en 1986 en un salón comunal del barrio, cuando las familias que llegaban a la Comuna 4 pidieron una escuela cerca de sus casas.',
      stringtwo:
        'En 1998 se construyó la sede actual de tres pisos y en 2005 se abrió la jornada nocturna para jóvenes y adultos.',
      stringthree:
        'Desde 2016 la media técnica en desarrollo de software, en convenio con el SENA, gradúa cada año a técnicos laborales.',
      stringfour: 'Hoy estudian aquí 1.650 niños, jóvenes y adultos en tres jornadas, con 61 docentes.',
    },
  ],
  horizonte: [
    {
      title: 'Horizonte institucional',
      titleone: 'Misión',
      stringone:
        'Formar ciudadanos de la Comuna 4 con pensamiento científico y tecnológico, que convivan en paz y aporten al desarrollo de su barrio.',
      titletwo: 'Visión',
      stringtwo: 'En 2030 Las Acacias será referente de la ciudad en media técnica y en convivencia escolar.',
      titlethree: 'Filosofía',
      stringthree: 'Cada estudiante puede crear, investigar y transformar su entorno.',
      titlefour: 'Valores',
      stringfour: ['Convivencia', 'Creatividad', 'Perseverancia', 'Cuidado del otro'],
      titlefive: 'Objetivos',
      stringfive: [
        'Aumentar la permanencia de los estudiantes de la jornada nocturna.',
        'Certificar en competencias laborales al 90 % de los graduados de la media técnica.',
      ],
      titlesix: 'Perfil del estudiante',
      stringsix: 'Un joven creativo, que resuelve problemas y dialoga antes de actuar.',
      titleseven: 'Perfil del docente',
      stringseven: 'Un docente que investiga su práctica y acompaña a cada estudiante.',
      titleeight: 'Política de calidad',
      stringeight: 'Medimos, aprendemos y mejoramos con la comunidad cada periodo.',
      titlenine: 'Símbolos',
      stringnine: 'La acacia amarilla de nuestro escudo florece en el parque del barrio.',
      titleten: 'Lema',
      stringten: 'Pensar, crear, convivir.',
    },
  ],
  directivos: staff([
    ['Jairo Alberto', 'Montoya Restrepo', 'Rector', 'jamontoya'],
    ['Claudia Patricia', 'Úsuga Londoño', 'Coordinadora académica', 'cpusuga'],
    ['Hernán Darío', 'Bedoya Cano', 'Coordinador de la jornada nocturna', 'hdbedoya'],
  ]),
  administrativos: staff([
    ['Yuliana', 'Marín Correa', 'Secretaria académica', 'ymarin'],
    ['Óscar Mauricio', 'Tabares Gil', 'Auxiliar de biblioteca', 'omtabares'],
  ]),
  docentes: staff([
    ['Paula Andrea', 'Echeverri Soto', 'Docente de tecnología e informática', 'paecheverri'],
    ['Wilson', 'Agudelo Franco', 'Docente de matemáticas', 'wagudelo'],
    ['Lina María', 'Cardona Vélez', 'Docente de inglés', 'lmcardona'],
    ['Fabio Nelson', 'Ríos Zuluaga', 'Docente de química', 'fnrios'],
    ['Daniela', 'Hoyos Acevedo', 'Docente de lengua castellana', 'dhoyos'],
    ['Esteban', 'Gallego Arias', 'Instructor de la media técnica', 'egallego'],
  ]),
  rendicioncuentas: [
    {
      title: 'Rendición de cuentas',
      titleone: 'Audiencia pública 2025',
      stringone: 'Presentación de la gestión del año a la comunidad en el coliseo del barrio.',
      titletwo: 'Estados financieros',
      stringtwo: 'Balance del Fondo de Servicios Educativos a diciembre de 2025.',
      titlethree: '',
      stringthree: '',
    },
  ],
  enfoquepedagogico: [
    {
      title: 'Enfoque pedagógico',
      stringone:
        'Trabajamos por proyectos: cada grado investiga un problema real del barrio y lo aborda desde todas las áreas.',
      titleone: 'Aprender haciendo',
      stringtwo: 'Los productos de cada proyecto se muestran en la feria de fin de año.',
      stringthree: 'La evaluación incluye la autoevaluación y la de los compañeros.',
    },
  ],
  modelopedagogico: [
    {
      title: 'Modelo pedagógico',
      stringone: 'El modelo sociocrítico orienta el plan de estudios y los proyectos transversales.',
      titleone: 'Principios',
      stringtwo: [
        'El conocimiento se construye en comunidad.',
        'La escuela dialoga con el barrio.',
        'La tecnología está al servicio de las personas.',
      ],
    },
  ],
  manualconvivencia: [
    {
      title: 'Manual de convivencia',
      titleone: 'Pactos de aula',
      stringone:
        'Cada grupo construye sus pactos al inicio del año; el manual fija las rutas de atención de la Ley 1620 de 2013 y el papel de los mediadores.',
    },
  ],
  tramiteretiros: [
    {
      title: 'Retiro de estudiantes',
      string: 'Pasos para retirar a un estudiante y recibir sus documentos.',
      titleone: '1. Solicitud en secretaría',
      stringone: 'El acudiente firma el formato de retiro en la secretaría, en cualquier jornada.',
      titletwo: '2. Paz y salvo',
      stringtwo: 'Biblioteca y sala de sistemas firman el paz y salvo.',
      titlethree: '3. Documentos',
      stringthree: 'Reciba el certificado de notas y la constancia de retiro en tres días hábiles.',
      titlefour: '',
      stringfour: '',
      titlefive: '',
      stringfive: '',
    },
  ],
  protocolobioseguridad: [
    {
      title: 'Protocolo de bioseguridad',
      string: 'Medidas de cuidado vigentes en la sede de Las Acacias.',
      titleone: 'En el aula',
      stringone: 'Ventanas abiertas, lavado de manos antes del refrigerio y tapabocas ante síntomas.',
      titletwo: 'Reporte sus síntomas antes de venir.',
      stringtwo: 'https://forms.example.org/acacias-sintomas',
    },
  ],
  convocatorias: [
    {
      title: 'Dotación de la sala de sistemas 2026',
      string: 'Invitación a presentar propuestas para la compra de 30 computadores portátiles.',
      titleone: 'Estudios previos',
      stringone: 'Necesidad y especificaciones técnicas de los equipos.',
      titletwo: 'Invitación pública',
      stringtwo: 'Requisitos, cronograma y criterios de evaluación.',
      titlethree: '',
      stringthree: '',
      titlefour: '',
      stringfour: '',
    },
  ],
  transparencia: [
    {
      subitem: '1.1',
      title: 'Misión y visión de Las Acacias',
      description: 'Horizonte institucional aprobado por el Consejo Directivo en enero de 2026.',
      date: '2026-01-22',
    },
    {
      subitem: '1.5',
      title: 'Directorio del personal de Las Acacias',
      description: 'Docentes y directivos de las tres jornadas, con su correo institucional.',
      date: '2026-02-05',
    },
    {
      subitem: '3.1',
      title: 'Plan Anual de Adquisiciones 2026 de Las Acacias',
      description: 'Compras previstas con el Fondo de Servicios Educativos, incluida la sala de sistemas.',
      date: '2026-01-31',
    },
    {
      subitem: '4.1',
      title: 'Presupuesto 2026 de Las Acacias',
      description: 'Acuerdo del Consejo Directivo que aprueba el presupuesto de ingresos y gastos.',
      date: '2026-01-16',
    },
  ],
  transparencianotas: [
    {
      nota4_5: 'Las Acacias no ha tenido cambio de rector en el periodo publicado.',
      nota4_9: 'Las Acacias no tiene procesos judiciales en curso.',
    },
  ],
  politicaprivacidad: [
    {
      title: 'Política de tratamiento de datos personales',
      date: '2026-01-20',
      string: `${SAMPLE} Las Acacias trata los datos personales conforme a la Ley 1581 de 2012.`,
      titleone: 'Responsable',
      stringone: `${SAMPLE} Institución Educativa Las Acacias, Calle 45 # 20-10, Comuna 4. Correo: contacto@ielasacacias.edu.co.`,
      titletwo: 'Finalidades',
      stringtwo: `${SAMPLE} Atender solicitudes, matrículas y la comunicación con las familias.`,
      titlethree: '',
      stringthree: '',
      titlefour: '',
      stringfour: '',
    },
  ],
  terminoscondiciones: [
    {
      title: 'Términos de uso del sitio',
      date: '2026-01-20',
      string: `${SAMPLE} Este sitio informa sobre Las Acacias y sus trámites.`,
      titleone: 'Uso permitido',
      stringone: `${SAMPLE} La información es de consulta; no intente alterar el sitio.`,
      titletwo: '',
      stringtwo: '',
      titlethree: '',
      stringthree: '',
      titlefour: '',
      stringfour: '',
    },
  ],
  derechosautor: [
    {
      title: 'Derechos de autor',
      date: '2026-01-20',
      string: `${SAMPLE} Los contenidos de este sitio pertenecen a Las Acacias o a sus autores.`,
      titleone: 'Citas',
      stringone: `${SAMPLE} Puede reproducirlos con fines educativos citando la fuente.`,
      titletwo: '',
      stringtwo: '',
      titlethree: '',
      stringthree: '',
      titlefour: '',
      stringfour: '',
    },
  ],
  noticias: [
    news(-18, {
      title: 'Abiertas las inscripciones a la jornada nocturna',
      kind: 'noticia',
      summary:
        'Jóvenes mayores de 15 años y adultos pueden terminar el bachillerato por ciclos en Las Acacias.',
      body: 'Las clases son de lunes a viernes de 6:00 p. m. a 9:30 p. m.\n\nTraiga el documento de identidad y el último certificado de estudios.',
    }),
    news(-12, {
      title: 'Circular 01 de Las Acacias: uniformes y horarios',
      kind: 'circular',
      summary: 'Horarios de las tres jornadas y uso del uniforme de educación física.',
      body: 'La jornada de la mañana ingresa a las 6:30 a. m. y la de la tarde a las 12:30 p. m.\n\nEl detalle está en el documento adjunto.',
      attachmentName: 'Circular 01 Las Acacias - horarios.pdf',
    }),
    news(-8, {
      title: 'Semillero de investigación mide la calidad del aire de la Comuna 4',
      kind: 'noticia',
      summary:
        'Estudiantes de noveno instalaron sensores hechos por ellos mismos en tres esquinas del barrio.',
      body: 'Los datos se publican cada semana en la cartelera del colegio.\n\nEl proyecto participa en la convocatoria municipal de ciencia escolar.',
    }),
    news(-6, {
      title: 'Circular 02 de Las Acacias: escuela de padres',
      kind: 'circular',
      summary: 'Invitamos a las familias a la escuela de padres sobre el uso seguro de redes sociales.',
      body: 'Será el miércoles a las 6:30 p. m. en el auditorio.\n\nHabrá cuidado de niños para quienes lo necesiten.',
      attachmentName: 'Circular 02 Las Acacias - escuela de padres.pdf',
    }),
    news(-3, {
      title: 'Mediadores escolares reciben su certificado',
      kind: 'noticia',
      summary: 'Treinta y dos estudiantes terminaron la formación en resolución pacífica de conflictos.',
      body: 'La personería municipal acompañó la ceremonia.\n\nCada grupo cuenta ahora con dos mediadores.',
    }),
    news(-1, {
      title: 'Hackatón escolar: ganadores de la primera edición',
      kind: 'noticia',
      summary:
        'Una aplicación para reportar huecos en las calles del barrio ganó la hackatón de la media técnica.',
      body: 'Participaron doce equipos de décimo y once.\n\nEl equipo ganador presentará su aplicación a la junta de acción comunal.',
    }),
  ],
  galerias: [
    {
      title: 'Hackatón escolar 2026',
      date: '2026-03-14',
      description:
        'Doce equipos de la media técnica programaron durante 24 horas aplicaciones para el barrio.',
      photos: [
        'Estudiantes de décimo frente a sus portátiles durante la noche de la hackatón.',
        'El equipo ganador muestra su aplicación en un celular.',
        'Instructores del SENA revisan el código de un equipo.',
        'Foto de grupo de los participantes en el auditorio.',
      ].map((alt) => ({ image: '', alt })),
      consent: true,
    },
  ],
  eventos: [
    {
      title: 'Escuela de padres: redes sociales seguras',
      start: schoolDaysAhead(4, '18:30'),
      end: schoolDaysAhead(4, '20:00'),
      allDay: 'no',
      location: 'Auditorio de Las Acacias',
      description: 'Charla con la policía de infancia y adolescencia. Entrada libre para las familias.',
    },
    {
      title: 'Torneo intercursos de fútbol de salón',
      start: schoolDaysAhead(9, '13:00'),
      end: schoolDaysAhead(9, '17:00'),
      allDay: 'no',
      location: 'Coliseo del barrio Las Acacias',
      description: 'Finales de primaria y bachillerato. Las familias están invitadas.',
    },
    {
      title: 'Feria de proyectos de la media técnica',
      start: schoolDaysAhead(18, '08:00'),
      end: schoolDaysAhead(18, '12:00'),
      allDay: 'no',
      location: 'Sala de sistemas',
      description: 'Los estudiantes de once presentan sus proyectos de grado a empresas del sector.',
    },
    {
      title: 'Comisión de evaluación: no hay clases en la tarde',
      start: schoolDaysAhead(25, '00:00'),
      end: schoolDaysAhead(25, '00:00'),
      allDay: 'si',
      location: 'Sede única',
      description: 'La jornada de la tarde no tiene clases por la comisión de evaluación del periodo.',
    },
    {
      title: 'Grados de la jornada nocturna',
      start: schoolDaysAhead(40, '19:00'),
      end: schoolDaysAhead(40, '21:00'),
      allDay: 'no',
      location: 'Auditorio de Las Acacias',
      description: 'Ceremonia de grado de los ciclos V y VI.',
    },
  ],
  avisos: [
    {
      text: 'Las Acacias: el viernes la jornada de la tarde sale a las 4:00 p. m. por reunión de docentes.',
      link: '',
      level: 'info',
      from: schoolDaysAhead(-1, '06:00'),
      until: schoolDaysAhead(3, '18:00'),
    },
  ],
  participa: [
    {
      seccion: 'diagnostico',
      title: 'Encuesta de convivencia 2026 de Las Acacias',
      description: 'Cuéntenos cómo se vive la convivencia en el colegio y en el barrio.',
      date: '2026-03-05',
      link: 'https://forms.office.com/r/acacias-convivencia',
      pdf: '',
    },
    {
      seccion: 'planeacion',
      title: 'Plan de mejoramiento 2026 de Las Acacias',
      description: 'Acciones acordadas con el Consejo Directivo y el Consejo de Padres.',
      date: '2026-02-12',
    },
    {
      seccion: 'control-social',
      title: 'Contralor estudiantil de Las Acacias 2026',
      description: 'El contralor estudiantil vigila el uso de los recursos del colegio.',
      date: '2026-03-13',
      pdf: '',
    },
  ],
  accesibilidad: [
    {
      title: 'Declaración de accesibilidad',
      reviewed: '2026-01-20',
      string:
        'La Institución Educativa Las Acacias quiere que todas las personas puedan consultar este sitio y hacer sus trámites en él.',
      limitations: ['Algunos PDF escaneados no pueden leerse con un lector de pantalla.'],
      alternatives: 'Puede pedir cualquier información en la secretaría, en cualquiera de las tres jornadas.',
    },
  ],
};
