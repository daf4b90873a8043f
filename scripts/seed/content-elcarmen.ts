/**
 * The sample content of El Carmen: a rural school with three sedes in the veredas (a central one
 * with the secondary, two multigrade primary schools), Escuela Nueva, school transport and a
 * media técnica agropecuaria. Fewer records than San José's, with texts of its own.
 */
import { DEFAULT_SYNONYMS } from '../../functions/src/model/search-synonyms';
import { news, SAMPLE, schoolDaysAhead, staffAt, type SeedContent } from './content';

const staff = staffAt('elcarmen.edu.co');

export const EL_CARMEN_CONTENT: SeedContent = {
  sitio: [
    {
      title: 'Institución Educativa Rural El Carmen',
      tagline: 'Educación rural con raíces · Vereda El Carmen, El Carmen de la Sierra',
      siteUrl: 'https://www.ierelcarmen.edu.co',
      peiName: 'PEI 2026 - IER El Carmen.pdf',
      address: 'Vereda El Carmen, kilómetro 12 vía a La Sierra, El Carmen de la Sierra',
      postalCode: '052040',
      phoneOne: '+57 311 555 7070',
      email: 'ierelcarmen@ierelcarmen.edu.co',
      judicialEmail: 'judiciales@ierelcarmen.edu.co',
      hours: 'Lunes a viernes, 7:30 a. m. a 2:00 p. m.',
      formRecipient: 'rectoria@ierelcarmen.edu.co',
      boletinAcademico: 'https://notas.ierelcarmen.edu.co/boletines',
      tramitesMatricula: 'https://matriculas.ierelcarmen.edu.co',
      facebook: 'https://www.facebook.com/ierelcarmen',
      searchSynonyms: [...DEFAULT_SYNONYMS],
      chatNumber: '+57 311 555 7070',
      chatMessage: 'Hola, quisiera saber la ruta del transporte escolar para la vereda.',
      communityVideo: 'https://www.youtube.com/watch?v=LXb3EKWsInQ',
      facebookFeed: 'https://www.facebook.com/ierelcarmen',
      radioName: 'Voces de la Sierra',
      radioDescription: 'Programa escolar en la emisora comunitaria, los sábados a las 8:00 a. m.',
      radioStream: 'https://radio.ierelcarmen.edu.co/voces',
      pedagogyTitle: 'La huerta también es un aula',
      pedagogyTagline: 'Aprendemos ciencias, matemáticas y lenguaje sembrando y cosechando.',
      tileOneTitle: 'Escuela Nueva',
      tileOneText: 'Guías de aprendizaje y trabajo por grupos en las aulas multigrado de las sedes.',
      tileTwoTitle: 'Huerta escolar',
      tileTwoText: 'Cada sede cultiva su huerta, que abastece en parte el restaurante escolar.',
      tileThreeTitle: 'Café y cacao',
      tileThreeText: 'La media técnica agropecuaria acompaña a las familias en sus cultivos.',
      tileFourTitle: 'Territorio',
      tileFourText: 'Caminatas por las veredas para conocer el agua, el bosque y su gente.',
      communityEyebrow: 'Escuela y vereda',
      communityTitle: 'Tres sedes, una comunidad',
      communityText:
        'La sede central, La Loma y El Salado comparten proyectos, fiestas y la emisora comunitaria.\n\nLas familias campesinas participan en la huerta, el comité de alimentación escolar y las mingas de mantenimiento.',
      servicesTitle: 'Niveles y sedes',
      servicesLine:
        'Preescolar y primaria en las tres sedes; secundaria y media técnica agropecuaria en la sede central, con transporte escolar desde las veredas.',
      serviceOneTitle: 'Preescolar',
      serviceOneText: 'Transición en las tres sedes, con maestras de la vereda.',
      serviceTwoTitle: 'Primaria multigrado',
      serviceTwoText: 'Escuela Nueva en La Loma y El Salado.',
      serviceThreeTitle: 'Secundaria',
      serviceThreeText: 'De sexto a noveno en la sede central.',
      serviceFourTitle: 'Media agropecuaria',
      serviceFourText: 'Décimo y once con proyectos productivos de café y cacao.',
    },
  ],
  carousel: [
    {
      title: 'Cosecha de la huerta escolar',
      stringone: 'Las tres sedes recogen lo que sembraron en el primer periodo.',
    },
    {
      title: 'Ruta escolar veredal',
      stringone: 'Dos rutas llevan a los estudiantes desde La Loma y El Salado.',
    },
  ],
  resenahistorica: [
    {
      title: 'Historia de la institución',
      stringone:
        'La escuela de la vereda El Carmen abrió en 1958 en una casa de bahareque donada por la familia Quiceno.',
      stringtwo:
        'En 2004 se fusionó con las escuelas de La Loma y El Salado para formar la Institución Educativa Rural El Carmen.',
      stringthree: 'En 2012 llegó la media técnica agropecuaria y en 2020 la conectividad a las tres sedes.',
      stringfour: 'Hoy atiende a 310 estudiantes con 19 docentes en tres sedes.',
    },
  ],
  horizonte: [
    {
      title: 'Horizonte institucional',
      titleone: 'Misión',
      stringone:
        'Ofrecer a los niños y jóvenes del campo una educación pertinente, que valore el territorio y les permita quedarse y prosperar en él.',
      titletwo: 'Visión',
      stringtwo:
        'En 2030 seremos la institución rural de referencia del municipio en educación agropecuaria.',
      titlethree: 'Filosofía',
      stringthree: 'El campo enseña: la tierra, el agua y la comunidad son maestros.',
      titlefour: 'Valores',
      stringfour: ['Trabajo', 'Solidaridad', 'Respeto por la naturaleza', 'Honestidad'],
      titlefive: 'Objetivos',
      stringfive: [
        'Reducir la deserción escolar en las veredas.',
        'Llevar la huerta escolar a todos los grados.',
      ],
      titlesix: 'Perfil del estudiante',
      stringsix: 'Un joven campesino orgulloso de su territorio, emprendedor y solidario.',
      titleseven: 'Perfil del docente',
      stringseven: 'Un maestro rural que conoce a las familias y su vereda.',
      titleeight: 'Política de calidad',
      stringeight: 'Mejoramos con las familias en cada asamblea de padres.',
      titlenine: 'Símbolos',
      stringnine: 'El escudo lleva la montaña, el río y una mata de café.',
      titleten: 'Lema',
      stringten: 'Sembrar saber.',
    },
  ],
  directivos: staff([
    ['Gloria Inés', 'Quiceno Arboleda', 'Rectora', 'giquiceno'],
    ['Rubén Darío', 'Zapata Holguín', 'Coordinador de sedes', 'rdzapata'],
  ]),
  administrativos: staff([['Marleny', 'Osorio Patiño', 'Secretaria', 'mosorio']]),
  docentes: staff([
    ['Luz Dary', 'Henao Castaño', 'Docente de la sede La Loma (multigrado)', 'ldhenao'],
    ['José Arnulfo', 'Giraldo Loaiza', 'Docente de la sede El Salado (multigrado)', 'jagiraldo'],
    ['Ángela María', 'Betancur Ríos', 'Docente de ciencias naturales, sede central', 'ambetancur'],
    ['Ferney', 'Cardona Duque', 'Docente de la media técnica agropecuaria', 'fcardona'],
    ['Marta Lucía', 'Valencia Ruiz', 'Docente de preescolar, sede central', 'mlvalencia'],
  ]),
  rendicioncuentas: [
    {
      title: 'Rendición de cuentas',
      titleone: 'Informe de gestión 2025',
      stringone: 'Lo que se hizo en las tres sedes durante 2025, presentado en la asamblea de padres.',
      titletwo: '',
      stringtwo: '',
      titlethree: '',
      stringthree: '',
    },
  ],
  enfoquepedagogico: [
    {
      title: 'Enfoque pedagógico',
      stringone:
        'El modelo Escuela Nueva organiza la primaria multigrado con guías, gobierno estudiantil y rincones de trabajo.',
      titleone: 'Proyectos pedagógicos productivos',
      stringtwo:
        'En secundaria y media, la huerta, el café y el cacao son el punto de partida de las clases.',
      stringthree: 'La evaluación tiene en cuenta el trabajo en la finca familiar.',
    },
  ],
  modelopedagogico: [
    {
      title: 'Modelo pedagógico',
      stringone: 'Escuela Nueva en primaria y pedagogía activa con proyectos productivos en secundaria.',
      titleone: 'Principios',
      stringtwo: ['Aprendizaje activo y cooperativo.', 'Flexibilidad para el calendario de cosechas.'],
    },
  ],
  manualconvivencia: [
    {
      title: 'Manual de convivencia',
      titleone: 'Acuerdos de las tres sedes',
      stringone:
        'Un mismo manual para las tres sedes, con los acuerdos del transporte escolar y de la huerta, según la Ley 1620 de 2013.',
    },
  ],
  tramiteretiros: [
    {
      title: 'Retiro de estudiantes',
      string: 'Si su familia se traslada de vereda o de municipio, así recibe los documentos.',
      titleone: '1. Aviso a la sede',
      stringone: 'Avise al docente de la sede a la que asiste el estudiante.',
      titletwo: '2. Documentos',
      stringtwo: 'La secretaría de la sede central entrega el certificado en cinco días hábiles.',
      titlethree: '',
      stringthree: '',
      titlefour: '',
      stringfour: '',
      titlefive: '',
      stringfive: '',
    },
  ],
  protocolobioseguridad: [
    {
      title: 'Protocolo de bioseguridad',
      string: 'Medidas de cuidado en las sedes y en el transporte escolar.',
      titleone: 'En la ruta',
      stringone: 'Ventanas abiertas en el transporte y lavado de manos al llegar a la sede.',
      titletwo: 'Informe a su docente si el estudiante tiene síntomas.',
      stringtwo: 'https://forms.example.org/elcarmen-sintomas',
    },
  ],
  convocatorias: [
    {
      title: 'Transporte escolar veredal 2026',
      string: 'Invitación a presentar propuestas para las rutas La Loma y El Salado.',
      titleone: 'Estudios previos',
      stringone: 'Rutas, horarios y número de estudiantes por vereda.',
      titletwo: 'Invitación',
      stringtwo: 'Requisitos de los vehículos y de los conductores.',
      titlethree: '',
      stringthree: '',
      titlefour: '',
      stringfour: '',
    },
  ],
  transparencia: [
    {
      subitem: '1.1',
      title: 'Misión y visión de la IER El Carmen',
      description: 'Horizonte institucional de las tres sedes.',
      date: '2026-01-25',
    },
    {
      subitem: '1.5',
      title: 'Directorio de docentes por sede',
      description: 'Docentes de la sede central, La Loma y El Salado.',
      date: '2026-02-06',
    },
    {
      subitem: '4.1',
      title: 'Presupuesto 2026 de la IER El Carmen',
      description: 'Presupuesto del Fondo de Servicios Educativos, con el transporte escolar.',
      date: '2026-01-18',
    },
  ],
  transparencianotas: [
    {
      nota4_5: 'La IER El Carmen no ha tenido cambio de rectora en el periodo publicado.',
      nota4_9: 'La IER El Carmen no tiene procesos judiciales en curso.',
    },
  ],
  politicaprivacidad: [
    {
      title: 'Política de tratamiento de datos personales',
      date: '2026-01-25',
      string: `${SAMPLE} La IER El Carmen trata los datos personales conforme a la Ley 1581 de 2012.`,
      titleone: 'Responsable',
      stringone: `${SAMPLE} Institución Educativa Rural El Carmen, vereda El Carmen. Correo: ierelcarmen@ierelcarmen.edu.co.`,
      titletwo: '',
      stringtwo: '',
      titlethree: '',
      stringthree: '',
      titlefour: '',
      stringfour: '',
    },
  ],
  terminoscondiciones: [
    {
      title: 'Términos de uso del sitio',
      date: '2026-01-25',
      string: `${SAMPLE} Este sitio informa sobre la IER El Carmen y sus sedes.`,
      titleone: '',
      stringone: '',
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
      date: '2026-01-25',
      string: `${SAMPLE} Los textos y fotografías de este sitio pertenecen a la institución o a sus autores.`,
      titleone: '',
      stringone: '',
      titletwo: '',
      stringtwo: '',
      titlethree: '',
      stringthree: '',
      titlefour: '',
      stringfour: '',
    },
  ],
  noticias: [
    news(-16, {
      title: 'Llegó la conectividad a la sede El Salado',
      kind: 'noticia',
      summary: 'Los estudiantes de El Salado ya tienen internet en el aula multigrado.',
      body: 'La antena quedó instalada en el techo de la escuela.\n\nAgradecemos a la junta de acción comunal por su apoyo.',
    }),
    news(-11, {
      title: 'Circular 1 de El Carmen: rutas del transporte escolar',
      kind: 'circular',
      summary: 'Horarios y paradas de las rutas La Loma y El Salado.',
      body: 'La ruta de La Loma sale a las 6:15 a. m. y la de El Salado a las 6:30 a. m.\n\nLas paradas están en el documento adjunto.',
      attachmentName: 'Circular 1 El Carmen - rutas.pdf',
    }),
    news(-7, {
      title: 'Primera cosecha de cacao de la media técnica',
      kind: 'noticia',
      summary: 'Los estudiantes de once cosecharon el primer cacao de la parcela demostrativa.',
      body: 'El cacao se fermentará y secará en la sede central.\n\nLas familias aprendieron el proceso con los estudiantes.',
    }),
    news(-4, {
      title: 'Circular 2 de El Carmen: asamblea de padres en las tres sedes',
      kind: 'circular',
      summary: 'Citamos a las familias a la asamblea del primer periodo en cada sede.',
      body: 'Cada sede tiene su asamblea el sábado a las 9:00 a. m.\n\nSe elegirá el comité de alimentación escolar.',
      attachmentName: 'Circular 2 El Carmen - asamblea.pdf',
    }),
    news(-2, {
      title: 'Minga de mantenimiento en la sede La Loma',
      kind: 'noticia',
      summary: 'Padres y estudiantes pintaron el aula y arreglaron la cerca de la huerta.',
      body: 'Cuarenta personas participaron en la minga.\n\nGracias a todas las familias de La Loma.',
    }),
  ],
  galerias: [
    {
      title: 'Cosecha en la huerta de La Loma',
      date: '2026-03-28',
      description: 'Los niños de la sede La Loma recogieron la cosecha de frijol y cilantro.',
      photos: [
        'Niños de la sede La Loma recogen frijol en la huerta escolar.',
        'La docente muestra a los estudiantes cómo separar las semillas.',
        'Canastos con la cosecha junto a la puerta del aula.',
      ].map((alt) => ({ image: '', alt })),
      consent: true,
    },
  ],
  eventos: [
    {
      title: 'Asamblea de padres en las tres sedes',
      start: schoolDaysAhead(6, '09:00'),
      end: schoolDaysAhead(6, '11:00'),
      allDay: 'no',
      location: 'Sede central, La Loma y El Salado',
      description: 'Informe del periodo y elección del comité de alimentación escolar.',
    },
    {
      title: 'Día del campesino',
      start: schoolDaysAhead(14, '00:00'),
      end: schoolDaysAhead(14, '00:00'),
      allDay: 'si',
      location: 'Sede central',
      description: 'Muestra de productos de las fincas, música de cuerda y almuerzo comunitario.',
    },
    {
      title: 'Salida ecológica al nacimiento de la quebrada',
      start: schoolDaysAhead(21, '07:30'),
      end: schoolDaysAhead(21, '13:00'),
      allDay: 'no',
      location: 'Vereda El Salado',
      description: 'Recorrido de los grados sexto y séptimo con la corporación ambiental.',
    },
    {
      title: 'Feria agropecuaria escolar',
      start: schoolDaysAhead(35, '08:00'),
      end: schoolDaysAhead(35, '14:00'),
      allDay: 'no',
      location: 'Cancha de la sede central',
      description: 'Los proyectos productivos de la media técnica, abiertos a toda la vereda.',
    },
  ],
  avisos: [
    {
      text: 'El Carmen: por el paro de transportadores, la ruta de El Salado no circula el lunes.',
      link: '',
      level: 'urgente',
      from: schoolDaysAhead(8, '05:00'),
      until: schoolDaysAhead(9, '14:00'),
    },
  ],
  participa: [
    {
      seccion: 'diagnostico',
      title: 'Diagnóstico de necesidades de las veredas',
      description: 'Resultados de las visitas a las familias de las tres sedes.',
      date: '2026-02-25',
    },
    {
      seccion: 'colaboracion',
      title: 'Minga por la huerta escolar',
      description: 'Proponga cómo ampliar la huerta de su sede; las familias eligen las mejores ideas.',
      date: '2026-03-22',
      pdf: '',
    },
  ],
  accesibilidad: [
    {
      title: 'Declaración de accesibilidad',
      reviewed: '2026-01-25',
      string:
        'La Institución Educativa Rural El Carmen quiere que todas las personas puedan consultar este sitio, también con conexiones lentas.',
      limitations: ['Algunos documentos se publican como fotografías tomadas en la sede.'],
      alternatives: 'Toda la información puede pedirse al docente de cada sede o en la sede central.',
    },
  ],
};
