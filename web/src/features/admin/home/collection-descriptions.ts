/**
 * One line under the admin select saying what the chosen section holds, in the words
 * of the public page. Typed by collection name, so a new collection without a line does not compile.
 */
import type { CollectionName } from '@model';

export const COLLECTION_DESCRIPTIONS: Record<CollectionName, string> = {
  sitio:
    'Nombre, escudo, teléfonos, correo, enlaces, chat y los textos de la página de inicio: lo que aparece en todas las páginas.',
  carousel:
    'Las imágenes grandes que pasan en la parte de arriba de la página de inicio, con su título y leyenda.',
  resenahistorica:
    'La página «Reseña histórica»: título, imagen de cabecera y los cuatro párrafos de la historia del colegio.',
  horizonte: 'La página «Horizonte institucional»: misión, visión y los diez bloques de título y texto.',
  directivos: 'Las tarjetas de las personas directivas: foto, nombre, cargo, teléfono, WhatsApp y correo.',
  administrativos:
    'Las tarjetas del personal administrativo: foto, nombre, cargo, teléfono, WhatsApp y correo.',
  docentes: 'Las tarjetas de los docentes: foto, nombre, cargo, teléfono, WhatsApp y correo.',
  rendicioncuentas: 'La página «Rendición de cuentas»: sus secciones con texto y documento PDF.',
  enfoquepedagogico: 'La página «Enfoque pedagógico»: introducción, subtítulo y textos.',
  modelopedagogico: 'La página «Modelo pedagógico»: introducción y el texto o la lista del subtítulo.',
  manualconvivencia: 'La página «Manual de convivencia»: el documento PDF y su presentación.',
  tramiteretiros: 'La página «Trámite de retiros»: la introducción y las tarjetas de los pasos.',
  protocolobioseguridad: 'La página «Protocolo de bioseguridad»: el documento PDF y su presentación.',
  convocatorias: 'Las convocatorias y contratos publicados, cada uno con sus secciones y documentos PDF.',
  transparencia:
    'Los documentos de la sección Transparencia (Ley 1712 de 2014): cada uno bajo su ítem, con un PDF o un enlace.',
  transparencianotas:
    'Lo que dice cada ítem de Transparencia mientras no tiene publicaciones. Si un ítem no aplica, escriba la razón en «Índice de transparencia»: es la única que se publica.',
  politicaprivacidad: 'La página «Política de privacidad y tratamiento de datos personales».',
  terminoscondiciones: 'La página «Términos y condiciones» del sitio.',
  derechosautor: 'La página «Política de derechos de autor» del sitio.',
  noticias:
    'Noticias y circulares a las familias, con fecha y hora de publicación (y de retiro, si se quiere).',
  galerias:
    'Los álbumes de la «Galería de fotos»: cada uno con su fecha, sus fotos con texto alternativo y su portada.',
  eventos:
    'El calendario de la página «Eventos»: cada evento con su inicio, fin, lugar y descripción; los terminados no se muestran.',
  avisos:
    'Los avisos que aparecen arriba de todas las páginas entre su fecha «Visible desde» y «Visible hasta».',
  participa:
    'Lo que se publica en el menú «Participa»: convocatorias, encuestas, proyectos para comentarios y sus resultados, cada uno en su sección.',
  accesibilidad:
    'Los textos de la «Declaración de accesibilidad»: compromiso, limitaciones conocidas, alternativas y fecha de revisión.',
};
