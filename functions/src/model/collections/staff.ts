import { defineCollection } from '../collection';

/**
 * Directivos, administrativos and docentes share one record shape (spec §3); only the name and
 * label differ, so one factory declares all three.
 */
function staffCollection<const N extends string>(name: N, label: string, singular: string) {
  return defineCollection({
    name,
    label,
    singular,
    gender: 'm',
    cardinality: 'many',
    canCreate: true,
    canDelete: true,
    orderable: true,
    fields: {
      title: { kind: 'text', label: 'Nombres', required: true },
      titleone: { kind: 'text', label: 'Apellidos' },
      stringone: { kind: 'text', label: 'Cargo' },
      stringtwo: { kind: 'link', label: 'Página de red social (Facebook, Instagram…)' },
      stringthree: { kind: 'link', label: 'Teléfono', contact: 'phone' },
      stringfour: { kind: 'link', label: 'WhatsApp (número de celular)', contact: 'whatsapp' },
      stringfive: { kind: 'link', label: 'Correo electrónico', contact: 'email' },
      image: { kind: 'image', label: 'Foto (1040x1040 px)', rule: 'staff' },
    },
  });
}

export const directivos = staffCollection('directivos', 'Directivos', 'directivo');
export const administrativos = staffCollection('administrativos', 'Administrativos', 'administrativo');
export const docentes = staffCollection('docentes', 'Docentes', 'docente');
