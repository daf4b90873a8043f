/**
 * The platform's own sample: a Secretaría de Educación and its three schools, each with a fixed
 * id (its slug), DANE code, municipality and sedes, and the table of hosts. San José answers at
 * the emulator's http://127.0.0.1:5000/ as if that were its own domain; the other two at
 * http://localhost:5000/{slug}/ (and http://{slug}.localhost:5000/ in a browser).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { SCHOOLS } from '../../functions/src/tenancy/school-scope';
import { HOME_SCHOOL, HOSTS, PLATFORM_SETTINGS, type SchoolEntry } from '../../functions/src/tenancy/schools';

/** The emulator's Hosting for this suite (scripts/with-emulators.sh exports it). */
const SITE = process.env.EMULATOR_SITE ?? 'http://127.0.0.1:5000';

export const SEED_SECRETARIA = {
  name: 'Secretaría de Educación de Villa del Río',
  shortName: 'SED Villa del Río',
  email: 'contacto@sedvilladelrio.gov.co',
  phone: '+57 601 555 0100',
  address: 'Carrera 7 # 10-20, Villa del Río',
  // The GOV.CO shell every school shares: the same lines in every footer, and the defaults.
  tollFree: '01 8000 91 0101',
  anticorruption: '01 8000 91 2667',
  hours: 'Lunes a viernes, 8:00 a. m. a 4:00 p. m.',
  facebook: 'https://www.facebook.com/sedvilladelrio',
  youtube: 'https://www.youtube.com/@sedvilladelrio',
} as const;

export const SEED_SCHOOLS: readonly SchoolEntry[] = [
  {
    id: HOME_SCHOOL,
    name: 'Institución Educativa San José',
    dane: '105001000101',
    municipio: 'Villa del Río',
    comuna: 'Comuna 1 - Centro',
    sedes: [
      { name: 'Sede principal', address: 'Calle 10 # 5-20', dane: '105001000101' },
      { name: 'Sede Las Flores', address: 'Carrera 12 # 3-45', dane: '105001000102' },
    ],
    domain: new URL(SITE).host,
    status: 'activa',
  },
  {
    id: 'lasacacias',
    name: 'Institución Educativa Las Acacias',
    dane: '105001000201',
    municipio: 'Villa del Río',
    comuna: 'Comuna 4 - Las Acacias',
    sedes: [{ name: 'Sede única', address: 'Calle 45 # 20-10', dane: '105001000201' }],
    status: 'activa',
  },
  {
    id: 'elcarmen',
    name: 'Institución Educativa Rural El Carmen',
    dane: '205001000301',
    municipio: 'El Carmen de la Sierra',
    sedes: [
      { name: 'Sede central', address: 'Vereda El Carmen', dane: '205001000301' },
      { name: 'Sede La Loma', address: 'Vereda La Loma', dane: '205001000302' },
      { name: 'Sede El Salado', address: 'Vereda El Salado', dane: '205001000303' },
    ],
    status: 'activa',
  },
];

/** Writes the Secretaría's settings, the schools' table and the hosts (idempotent). */
export async function seedPlatform(
  root: Firestore,
  schools: readonly SchoolEntry[] = SEED_SCHOOLS,
): Promise<void> {
  await root.doc(PLATFORM_SETTINGS).set({ ...SEED_SECRETARIA });
  for (const { id, ...school } of schools) {
    await root.collection(SCHOOLS).doc(id).set(school);
    if (school.domain) await root.collection(HOSTS).doc(school.domain).set({ school: id });
  }
}
