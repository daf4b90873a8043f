/** Records as GET /api/{collection} returns them, for component tests. */
import type { PqrsdSemesterReport } from '@model';
import type { CollectionName, PublicRecord, RichTextDoc } from '@model/public';

const stamp = { createdAt: '2026-01-15T12:00:00.000Z', updatedAt: '2026-01-15T12:00:00.000Z' };
let counter = 0;
/** A stored-looking file name. */
export const stored = (ext: 'jpg' | 'pdf') =>
  `mfz${String(++counter).padStart(3, '0')}-0123456789abcdef0123.${ext}`;

/**
 * Formatted texts are mostly written here as plain paragraphs (or lists), as records stored before
 * the kind existed hold them: the pages read both (decision 0011), so these fixtures test that too.
 */
type Loose<V> = V extends RichTextDoc ? RichTextDoc | string | string[] : V;
type Fields<N extends CollectionName> = {
  [K in keyof Omit<PublicRecord<N>, '_id'>]: Loose<PublicRecord<N>[K]>;
};

function record<N extends CollectionName>(_name: N, fields: Fields<N>, id?: string) {
  return { _id: id ?? `id${++counter}`, ...stamp, ...fields } as PublicRecord<N>;
}

export const carousel = [
  record('carousel', {
    title: 'Bienvenidos al año escolar',
    stringone: 'Una comunidad que aprende.',
    image: stored('jpg'),
  }),
  record('carousel', {
    title: 'Feria de la ciencia',
    stringone: 'Proyectos de investigación.',
    image: stored('jpg'),
  }),
  record('carousel', { title: 'Matrículas abiertas', stringone: 'Inscríbase ya.', image: stored('jpg') }),
];

export const resenahistorica = record('resenahistorica', {
  title: 'Nuestra historia',
  stringone: 'La institución nació en 1962.',
  stringtwo: 'En 1985 se amplió a la secundaria.',
  stringthree: 'Desde 2010 ofrece la jornada sabatina.',
  stringfour: 'Hoy atendemos a 1.200 estudiantes.',
  image: stored('jpg'),
});

export const horizonte = record('horizonte', {
  title: 'Horizonte institucional',
  image: stored('jpg'),
  imagemision: stored('jpg'),
  imagevision: stored('jpg'),
  titleone: 'Misión',
  stringone: 'Formar personas íntegras.',
  titletwo: 'Visión',
  stringtwo: 'En 2030 seremos referentes.',
  titlefour: 'Valores institucionales',
  stringfour: ['Respeto', 'Responsabilidad', 'Solidaridad'],
  titlefive: 'Objetivos',
  stringfive: ['Mejorar los resultados.'],
  titleten: 'Lema',
  stringten: 'Aprender para servir.',
});

export const directivos = [
  record('directivos', {
    title: 'María Fernanda',
    titleone: 'Gómez Restrepo',
    stringone: 'Rectora',
    stringtwo: 'https://www.facebook.com/mfgomez',
    stringthree: 'tel:+576044410000',
    stringfour: 'https://wa.me/573005550000',
    stringfive: 'mailto:mfgomez@colegio.edu.co',
    image: stored('jpg'),
  }),
  record('directivos', {
    title: 'Carlos Andrés',
    titleone: 'Pérez Díaz',
    stringone: 'Coordinador académico',
    stringtwo: '',
    stringthree: 'tel:+576044410037',
    stringfour: '',
    stringfive: 'javascript:alert(1)',
    image: '',
  }),
];

export const rendicioncuentas = record('rendicioncuentas', {
  title: 'Rendición de cuentas',
  image: stored('jpg'),
  titleone: 'Informe de gestión 2025',
  stringone: 'Resultados del año.',
  pdfone: stored('pdf'),
  pdfoneName: 'informe-2025.pdf',
  titletwo: 'Ejecución presupuestal',
  stringtwo: 'Ingresos y gastos.',
  pdftwo: stored('pdf'),
  pdftwoName: 'ejecucion.pdf',
  titlethree: 'Plan de mejoramiento',
  stringthree: 'Acciones 2026.',
  pdfthree: '',
});

export const enfoquepedagogico = record('enfoquepedagogico', {
  title: 'Enfoque pedagógico',
  image: stored('jpg'),
  stringone: 'Nuestro enfoque es social-cognitivo.',
  titleone: 'Aprendizaje significativo',
  stringtwo: 'Partimos de los saberes previos.',
  stringthree: 'La evaluación es formativa.',
});

export const modeloLista = record('modelopedagogico', {
  title: 'Modelo pedagógico',
  image: stored('jpg'),
  stringone: 'El modelo desarrollista orienta la planeación.',
  titleone: 'Principios del modelo',
  stringtwo: ['El estudiante es el centro.', 'El docente es mediador.'],
});

export const modeloTexto = { ...modeloLista, stringtwo: 'Un solo principio en un párrafo.' };

export const manualconvivencia = record('manualconvivencia', {
  title: 'Manual de convivencia',
  image: stored('jpg'),
  titleone: 'Acuerdos para vivir juntos',
  stringone: 'Derechos, deberes y rutas de atención.',
  pdfone: stored('pdf'),
  pdfoneName: 'manual-2026.pdf',
});

export const tramiteretiros = record('tramiteretiros', {
  title: 'Trámite de retiros',
  image: stored('jpg'),
  string: 'Siga estos pasos para recibir sus documentos.',
  titleone: '1. Solicitud',
  stringone: 'Presente la solicitud escrita.',
  titletwo: '2. Paz y salvo',
  stringtwo: 'Obtenga el paz y salvo.',
  titlethree: '3. Retiro en el SIMAT',
  stringthree: 'La secretaría registra el retiro.',
  titlefour: '4. Documentos',
  stringfour: 'Reciba las calificaciones.',
  titlefive: '5. Entrega',
  stringfive: 'Se entregan al acudiente.',
});

export const protocolobioseguridad = record('protocolobioseguridad', {
  title: 'Protocolo de bioseguridad',
  image: stored('jpg'),
  string: 'Cuidarnos entre todos es parte de aprender.',
  titleone: 'Medidas generales',
  stringone: 'Lavado frecuente de manos.',
  titletwo: 'Responda la encuesta diaria de síntomas.',
  stringtwo: 'https://forms.example.org/encuesta',
});

export const convocatorias = [
  record('convocatorias', {
    title: 'Convocatoria restaurante escolar 2026',
    string: 'Invitación pública a presentar propuestas.',
    image: stored('jpg'),
    titleone: 'Estudios previos',
    stringone: 'Necesidad y presupuesto.',
    pdfone: stored('pdf'),
    pdfoneName: 'estudios-previos.pdf',
    titletwo: 'Invitación pública',
    stringtwo: 'Requisitos y cronograma.',
    pdftwo: stored('pdf'),
    titlethree: '',
    stringthree: 'Texto de una sección sin título: no se muestra.',
    titlefour: '',
  }),
  record('convocatorias', {
    title: 'Contrato de mantenimiento',
    string: 'Obras menores de mantenimiento.',
  }),
];

/** One semester of the requests report (GET /api/pqrsd/informe), as the function computes it. */
export const pqrsdSemester = (over: Partial<PqrsdSemesterReport> = {}): PqrsdSemesterReport => ({
  semester: '2026-2',
  from: '2026-07-01',
  to: '2026-12-31',
  received: { peticion: 3, queja: 1, reclamo: 0, sugerencia: 0, denuncia: 1, informacion: 2, consulta: 0 },
  total: 7,
  transferred: 1,
  answeredInTime: 3,
  answeredLate: 1,
  inProgress: 2,
  averageAnswerDays: 9.5,
  informationDenied: 1,
  ...over,
});
