/**
 * The Secretaría's templates for a new school's first texts: the institutional pages (reseña,
 * horizonte), the transparency tree's notes, Participa's sections, the accessibility statement and
 * the privacy, terms and copyright pages. Defaults live here, in code; the Secretaría may replace
 * a collection's rows in `platform/plantillas` (`{ [collection]: row[] }`). A row's texts may
 * carry placeholders ({{colegio}}, {{municipio}}, {{correo}}, {{telefono}}, {{direccion}},
 * {{dane}}), filled with the new school's facts; each row is then checked with its collection's
 * own declaration (model/schema.ts validateRecord), exactly as a save would be, and a stored
 * template that fails it is replaced by the default (never a half-written site).
 * The records are saved by TEMPLATE_ACTOR, so they show "Texto de ejemplo" until the school edits
 * them (model/sample-text.ts). docs/decisions/0036-new-school-templates.md.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { getCollection, validateRecord, withCurrentKinds, type FieldValue } from '../model';
import { toSchoolWallClock } from '../model/date-time';
import { PARTICIPA_PAGES } from '../model/participa';
import { TEMPLATE_ACTOR, TEMPLATE_COLLECTIONS, type TemplateCollection } from '../model/sample-text';
import { ANNEX_SUBITEMS, noteKey } from '../model/transparency-annex';
import { withDeadline } from '../domain/deadline';

/** Where the Secretaría's own templates are kept (root Firestore). */
export const PLATFORM_TEMPLATES = 'platform/plantillas';

/** A template's row: the collection's fields as plain texts (a formatted text: paragraphs, one per line). */
export type TemplateRow = Record<string, string | string[]>;
export type Templates = Record<TemplateCollection, TemplateRow[]>;

/** What the placeholders stand for. */
export interface TemplateFacts {
  colegio: string;
  municipio: string;
  dane: string;
  correo?: string;
  telefono?: string;
  direccion?: string;
}

export const TEMPLATE_PLACEHOLDERS: Record<keyof TemplateFacts, string> = {
  colegio: 'Nombre de la institución',
  municipio: 'Municipio',
  dane: 'Código DANE de la institución',
  correo: 'Correo de contacto',
  telefono: 'Teléfono de contacto',
  direccion: 'Dirección de la sede principal',
};

const POLICY_DATE = '{{fecha}}';

const policy = (title: string, intro: string, sections: Array<[string, string]>): TemplateRow => {
  const names = ['one', 'two', 'three', 'four'];
  const row: TemplateRow = { title, date: POLICY_DATE, string: intro };
  sections.forEach(([heading, text], i) => {
    row[`title${names[i]}`] = heading;
    row[`string${names[i]}`] = text;
  });
  return row;
};

export const DEFAULT_TEMPLATES: Templates = {
  resenahistorica: [
    {
      title: 'Nuestra historia',
      stringone:
        '{{colegio}} es una institución educativa oficial del municipio de {{municipio}}, con código DANE {{dane}}.',
      stringtwo:
        'Escriba aquí cómo nació la institución, quiénes la fundaron y los hechos que marcaron su historia.',
      stringthree: 'Cuente también cómo se formaron sus sedes y qué ofrece hoy a la comunidad.',
    },
  ],
  horizonte: [
    {
      title: 'Horizonte institucional',
      titleone: 'Misión',
      stringone:
        '{{colegio}} forma a niños, niñas, jóvenes y adultos de {{municipio}} como ciudadanos críticos, solidarios y responsables con su entorno.',
      titletwo: 'Visión',
      stringtwo:
        'En los próximos años {{colegio}} será reconocida en {{municipio}} por la calidad de su educación y por su convivencia.',
      titlethree: 'Valores',
      stringthree: ['Respeto', 'Responsabilidad', 'Solidaridad', 'Honestidad'],
    },
  ],
  transparencianotas: [
    Object.fromEntries(
      ANNEX_SUBITEMS.map((s) => [
        noteKey(s),
        '{{colegio}} publicará aquí esta información en cuanto la tenga. Para pedirla antes, escriba a {{correo}}.',
      ]),
    ),
  ],
  participa: PARTICIPA_PAGES.map((section) => ({
    seccion: section.slug,
    title: `${section.name} en {{colegio}}`,
    description: `${section.purpose}\n{{colegio}} publicará aquí sus convocatorias y resultados. Escriba a {{correo}} para participar.`,
    date: POLICY_DATE,
  })),
  accesibilidad: [
    {
      title: 'Declaración de accesibilidad',
      reviewed: POLICY_DATE,
      string:
        '{{colegio}} quiere que todas las personas puedan consultar este sitio y hacer sus trámites en él, conforme a la Resolución MinTIC 1519 de 2020 (WCAG 2.1, nivel AA).',
      limitations: ['Algunos documentos PDF antiguos pueden no ser legibles con un lector de pantalla.'],
      alternatives:
        'Puede pedir cualquier información en la secretaría de la institución ({{direccion}}), por teléfono ({{telefono}}) o al correo {{correo}}.',
    },
  ],
  politicaprivacidad: [
    policy(
      'Política de tratamiento de datos personales',
      '{{colegio}} trata los datos personales de estudiantes, familias y visitantes conforme a la Ley 1581 de 2012 y el Decreto 1377 de 2013.',
      [
        [
          'Responsable',
          '{{colegio}}, {{direccion}}, {{municipio}}. Correo: {{correo}}. Teléfono: {{telefono}}.',
        ],
        [
          'Finalidades',
          'Atender solicitudes, matrículas, la comunicación con las familias y los trámites del sitio.',
        ],
        [
          'Derechos de los titulares',
          'Conocer, actualizar, rectificar y suprimir sus datos y revocar la autorización, escribiendo a {{correo}}.',
        ],
      ],
    ),
  ],
  terminoscondiciones: [
    policy('Términos y condiciones de uso', 'Este sitio informa sobre {{colegio}} y sus trámites.', [
      [
        'Uso permitido',
        'La información es de consulta pública; no intente alterar el sitio ni sus servicios.',
      ],
      ['Responsabilidad', '{{colegio}} revisa lo que publica; si encuentra un error, escriba a {{correo}}.'],
    ]),
  ],
  derechosautor: [
    policy('Derechos de autor', 'Los contenidos de este sitio pertenecen a {{colegio}} o a sus autores.', [
      [
        'Uso de los contenidos',
        'Puede reproducirlos con fines educativos, sin ánimo de lucro, citando la fuente.',
      ],
    ]),
  ],
};

/** `text` with each {{name}} replaced; a placeholder without a value becomes the field's name in brackets. */
export function fillText(text: string, facts: TemplateFacts & { fecha: string }): string {
  return text.replace(/\{\{\s*([a-z]+)\s*\}\}/g, (whole, name: string) => {
    const label = name === 'fecha' ? 'fecha' : TEMPLATE_PLACEHOLDERS[name as keyof TemplateFacts];
    if (!label) return whole;
    const value = (facts as unknown as Record<string, string | undefined>)[name];
    return value ? value : `[${label.toLowerCase()}]`;
  });
}

export interface FilledRecord {
  collection: TemplateCollection;
  values: Record<string, FieldValue>;
}

/**
 * The records of `templates` for a school, each filled and checked with its declaration; a
 * collection whose rows fail falls back to the default rows (which the unit test keeps valid).
 */
export function filledRecords(
  templates: Partial<Templates>,
  facts: TemplateFacts,
  now: number,
): FilledRecord[] {
  const fecha = toSchoolWallClock(new Date(now).toISOString()).date;
  const fill = (name: TemplateCollection, rows: TemplateRow[]) =>
    rows.map((row) => {
      const def = getCollection(name);
      const filled = Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          Array.isArray(value)
            ? value.map((v) => fillText(v, { ...facts, fecha }))
            : fillText(value, { ...facts, fecha }),
        ]),
      );
      const checked = validateRecord(def, withCurrentKinds(def, filled), { partial: false });
      if (!checked.ok) throw new Error(`${name}: ${checked.message}`);
      return { collection: name, values: checked.value };
    });
  return TEMPLATE_COLLECTIONS.flatMap((name) => {
    const own = templates[name];
    if (Array.isArray(own) && own.length > 0) {
      try {
        return fill(name, own);
      } catch (err) {
        logger.warn('school-template-invalid', {
          event: 'school-template-invalid',
          collection: name,
          error: String(err),
        });
      }
    }
    return fill(name, DEFAULT_TEMPLATES[name]);
  });
}

/** The Secretaría's stored templates (only well-formed rows: objects of texts), by collection. */
export async function storedTemplates(root: Firestore): Promise<Partial<Templates>> {
  const data = (await withDeadline('Firestore', root.doc(PLATFORM_TEMPLATES).get())).data() ?? {};
  const isRow = (row: unknown): row is TemplateRow =>
    typeof row === 'object' &&
    row !== null &&
    Object.values(row).every(
      (v) => typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')),
    );
  return Object.fromEntries(
    TEMPLATE_COLLECTIONS.flatMap((name) => {
      const rows: unknown = data[name];
      return Array.isArray(rows) && rows.every(isRow) ? [[name, rows]] : [];
    }),
  );
}

/** Writes the filled records into a school's (scoped) Firestore, in one batch, as the template's actor. */
export async function writeTemplateRecords(
  db: Firestore,
  records: FilledRecord[],
  now: number,
): Promise<void> {
  const stamp = new Date(now).toISOString();
  const batch = db.batch();
  for (const { collection, values } of records) {
    batch.create(db.collection(collection).doc(), {
      ...values,
      createdAt: stamp,
      updatedAt: stamp,
      updatedBy: { ...TEMPLATE_ACTOR },
    });
  }
  await withDeadline('Firestore', batch.commit());
}
