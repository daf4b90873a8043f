/**
 * Each seeded school's sample content set: its records (content*.ts), its ITA checklist's "no
 * aplica" answers and its sample citizens' requests. San José's is the one the site has always
 * had (its fixed ids, file names and texts never change: many tests read them); Las Acacias and
 * El Carmen have smaller sets of their own.
 */
import { HOME_SCHOOL } from '../../functions/src/tenancy/schools';
import { schoolAdminOf } from './accounts';
import { SEED_CONTENT, type SeedContent } from './content';
import { EL_CARMEN_CONTENT } from './content-elcarmen';
import { LAS_ACACIAS_CONTENT } from './content-lasacacias';
import { SEED_NO_APLICA } from './ita';
import { SEED_PQRSD_SAMPLES, type PqrsdSample } from './pqrsd';

export interface SchoolSeed {
  content: SeedContent;
  noAplica: typeof SEED_NO_APLICA;
  pqrsd: readonly PqrsdSample[];
  /** Who the sample answers name: the school's seeded administrator. */
  adminEmail: string;
  /** Its colours: the first of the illustrations' palettes its drawn pictures start from (illustration.ts). */
  palette: number;
}

/** Another school's requests: San José's outcomes and dates, its own subjects (fewer of them). */
const requestsAbout = (subjects: readonly string[]): PqrsdSample[] =>
  subjects.map((asunto, i) => ({ ...SEED_PQRSD_SAMPLES[i]!, asunto }));

export const SCHOOL_SEEDS: Readonly<Record<string, SchoolSeed>> = {
  [HOME_SCHOOL]: {
    content: SEED_CONTENT,
    noAplica: SEED_NO_APLICA,
    pqrsd: SEED_PQRSD_SAMPLES,
    adminEmail: schoolAdminOf(HOME_SCHOOL).email,
    palette: 0,
  },
  lasacacias: {
    content: LAS_ACACIAS_CONTENT,
    noAplica: [
      {
        subitem: '10.1',
        reason: 'Las Acacias no recauda rentas locales: las publica la alcaldía de Villa del Río.',
        responsible: 'Rectoría',
      },
      {
        subitem: '10.2',
        reason: 'Las tarifas del impuesto de industria y comercio las fija el concejo de Villa del Río.',
        responsible: 'Rectoría',
      },
    ],
    pqrsd: requestsAbout([
      'Certificado de bachiller de la jornada nocturna',
      'Copia del diploma de técnico en software',
      'Ruido de la cancha en la noche',
      'Datos personales de los mediadores',
      'Horario de la jornada de la tarde',
      'Cobro del transporte a la salida pedagógica',
      'Préstamo de la sala de sistemas los sábados',
      'Requisitos para la media técnica',
    ]),
    adminEmail: schoolAdminOf('lasacacias').email,
    palette: 1,
  },
  elcarmen: {
    content: EL_CARMEN_CONTENT,
    noAplica: [
      {
        subitem: '10.1',
        reason: 'La institución rural no recauda rentas: las publica la alcaldía de El Carmen de la Sierra.',
        responsible: 'Rectoría',
      },
      {
        subitem: '10.2',
        reason: 'El impuesto de industria y comercio lo fija el municipio de El Carmen de la Sierra.',
        responsible: 'Rectoría',
      },
    ],
    pqrsd: requestsAbout([
      'Constancia de estudio de la sede La Loma',
      'Certificado de la media agropecuaria',
      'Retraso de la ruta de El Salado',
      'Listado de familias de la vereda',
      'Calendario de cosechas y clases',
      'Cobro del transporte escolar veredal',
    ]),
    adminEmail: schoolAdminOf('elcarmen').email,
    palette: 2,
  },
};

/** The sample set of `school`; throws, in Spanish, for a school the seed has none for. */
export function schoolSeedOf(school: string): SchoolSeed {
  const seed = SCHOOL_SEEDS[school];
  if (!seed) throw new Error(`No hay contenido de ejemplo para el colegio «${school}».`);
  return seed;
}
