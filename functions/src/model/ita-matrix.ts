/**
 * The Procuraduría's ITA matrix (Índice de Transparencia y Acceso a la Información, Ley 1712 de
 * 2014 and Resolución MinTIC 1519 de 2020) as DATA: every item that applies to a public school,
 * with its number, its norm, its category, and, where this site covers it by itself, the site
 * paths that are its evidence and how often it must be reviewed. The checklist (GET /api/ita),
 * its CSV, the hourly evidence check and the admin dashboard all read this list; the next version
 * of the matrix is an edit here, not code (docs/decisions/0022-ita-checklist.md says where each
 * item comes from).
 *
 * The Anexo 2 sub-items are not retyped: they come from transparency-annex.ts, the same data the
 * /transparencia pages are built from. Items whose number we could not confirm against the
 * norm's text carry `inferred: true` (the decision record lists them).
 *
 * Plain data: imports nothing with zod, so any layer may read it.
 */
import { PAGES, type PageDef } from './pages';
import { ANNEX_SUBITEMS, TRANSPARENCY_ANNEX, type AnnexSubitem } from './transparency-annex';

export const ITA_STATUSES = ['cumple', 'no_cumple', 'no_aplica', 'pendiente'] as const;
export type ItaStatus = (typeof ITA_STATUSES)[number];

/** How the matrix answers each status (its columns SÍ / NO / N/A; pending is left blank). */
export const ITA_STATUS_LABELS: Record<ItaStatus, string> = {
  cumple: 'Cumple',
  no_cumple: 'No cumple',
  no_aplica: 'No aplica',
  pendiente: 'Pendiente',
};
export const ITA_MATRIX_ANSWER: Record<ItaStatus, string> = {
  cumple: 'SÍ',
  no_cumple: 'NO',
  no_aplica: 'N/A',
  pendiente: '',
};

/** The matrix's "Menú nivel I": the annex an item belongs to. */
export type ItaAnnex = 'Anexo 1' | 'Anexo 2' | 'Anexo 3' | 'Anexo 4';

export interface ItaCategory {
  id: string;
  annex: ItaAnnex;
  /** The matrix's "Menú nivel II" (or the annex's section). */
  name: string;
}

export interface ItaItem {
  /** Stable, URL-safe: the Firestore document id of its state (collection `ita`). */
  id: string;
  /** The number as the norm gives it ("1.10", "2.3.2", "a"). */
  number: string;
  category: string;
  name: string;
  /** The norm that asks for it. */
  norm: string;
  /**
   * The site's own pages that prove it (paths, maybe with a #fragment): filled in automatically,
   * checked hourly (maintenance/ita-check.ts). Empty: the school gives the evidence.
   */
  evidence: readonly string[];
  /** Default days between reviews: a calendar monthly, a quarterly report every 90 days, a policy yearly. */
  reviewDays: number;
  /** For an Anexo 2 sub-item: its number, so the transparency page shows a "no aplica" reason under it. */
  subitem?: string;
  /** The number was inferred from public copies of the matrix, not read in the norm itself. */
  inferred?: true;
}

const RES = 'Resolución MinTIC 1519 de 2020';
const YEAR = 365;

/** The transparency category page where a sub-item lives (its anchor is the sub-item's slug). */
const subitemPath = (s: AnnexSubitem & { category: { slug: string } }) =>
  `/transparencia/${s.category.slug}#${s.slug}`;

export const ITA_CATEGORIES: readonly ItaCategory[] = [
  { id: 'accesibilidad', annex: 'Anexo 1', name: 'Accesibilidad web' },
  { id: 'sitio', annex: 'Anexo 2', name: 'Menú destacado, identidad y políticas del sitio' },
  ...TRANSPARENCY_ANNEX.map((c) => ({
    id: `transparencia-${c.number}`,
    annex: 'Anexo 2' as const,
    name: `${c.number}. ${c.name}`,
  })),
  { id: 'participa', annex: 'Anexo 2', name: 'Menú Participa' },
  { id: 'seguridad', annex: 'Anexo 3', name: 'Condiciones técnicas y de seguridad digital' },
  { id: 'datos-abiertos', annex: 'Anexo 4', name: 'Datos abiertos' },
];

/** Review periods of the Anexo 2 sub-items that change often (the rest: yearly). */
const SUBITEM_REVIEW: Record<string, number> = {
  '1.11': 30, // calendar: updated every month
  '3.2': 30, // contracts: published as they are signed
  '4.10': 90, // the quarterly requests report
  '1.12': 90,
};

/** Extra automatic evidence for a sub-item beyond the page that covers it. */
const SUBITEM_EVIDENCE: Record<string, readonly string[]> = {
  // Participa's own menu (helper pages: /participa and its sections).
  '6.1': ['/participa'],
  '6.2': ['/participa'],
};

const accessibility = (
  n: string,
  name: string,
  criterion: string,
  evidence: readonly string[] = ['/accesibilidad'],
  confirmed = false,
): ItaItem => ({
  id: `accesibilidad-${n}`,
  number: n,
  category: 'accesibilidad',
  name,
  norm: `Ley 1712 de 2014 art. 8; ${RES}, Anexo 1, ${criterion}`,
  evidence,
  reviewDays: YEAR,
  ...(confirmed ? {} : { inferred: true as const }),
});

export const ITA_ITEMS: readonly ItaItem[] = [
  // Anexo 1: accessibility (WCAG 2.1 AA). The matrix asks each criterion with a letter; the
  // statement at /accesibilidad says how the site is checked (the automated checkers the tests run).
  accessibility(
    'a',
    'Los elementos no textuales (imágenes, diagramas, mapas) tienen texto alternativo',
    'criterio 1',
    undefined,
    true,
  ),
  accessibility(
    'b',
    'Los videos y audios tienen subtítulos, transcripción o audiodescripción',
    'criterio de multimedia (WCAG 2.1, 1.2)',
    [],
  ),
  accessibility(
    'c',
    'El texto y los elementos gráficos tienen contraste suficiente con el fondo',
    'criterio de contraste (WCAG 2.1, 1.4.3)',
  ),
  accessibility(
    'd',
    'Todo el sitio se puede recorrer y usar solo con el teclado',
    'criterio de teclado (WCAG 2.1, 2.1.1)',
  ),
  accessibility(
    'e',
    'Cada página declara su idioma y tiene un título que la describe',
    'criterio de idioma y títulos (WCAG 2.1, 3.1.1 y 2.4.2)',
  ),
  accessibility(
    'f',
    'Los formularios tienen etiquetas, instrucciones y mensajes de error comprensibles',
    'criterio de formularios (WCAG 2.1, 3.3.1 y 3.3.2)',
    ['/accesibilidad', '/pqrsd'],
  ),
  accessibility(
    'g',
    'Declaración de accesibilidad y mecanismo para reportar barreras',
    'declaración de conformidad (WCAG 2.1 AA)',
  ),

  // Anexo 2, 2.1 to 2.3: the highlighted menu, the site's identity and its policies.
  {
    id: 'sitio-2-1',
    number: '2.1',
    category: 'sitio',
    name: 'Menú destacado «Transparencia y acceso a la información pública»',
    norm: `Ley 1712 de 2014 art. 9; ${RES}, Anexo 2, numeral 2.1`,
    evidence: ['/transparencia'],
    reviewDays: YEAR,
  },
  {
    id: 'sitio-2-2-1',
    number: '2.2.1',
    category: 'sitio',
    name: 'Barra superior GOV.CO y articulación con el Portal Único del Estado',
    norm: `${RES}, Anexo 2, numeral 2.2`,
    evidence: [],
    reviewDays: YEAR,
    inferred: true,
  },
  {
    id: 'sitio-2-2-2',
    number: '2.2.2',
    category: 'sitio',
    name: 'Pie de página con los datos de contacto, horarios y canales de atención',
    norm: `${RES}, Anexo 2, numeral 2.2`,
    evidence: ['/contacto'],
    reviewDays: YEAR,
    inferred: true,
  },
  {
    id: 'sitio-2-3-1',
    number: '2.3.1',
    category: 'sitio',
    name: 'Términos y condiciones de uso del sitio',
    norm: `${RES}, Anexo 2, numeral 2.3`,
    evidence: ['/terminos-y-condiciones'],
    reviewDays: YEAR,
  },
  {
    id: 'sitio-2-3-2',
    number: '2.3.2',
    category: 'sitio',
    name: 'Política de privacidad y tratamiento de datos personales',
    norm: `Ley 1581 de 2012; ${RES}, Anexo 2, numeral 2.3`,
    evidence: ['/politica-de-privacidad'],
    reviewDays: YEAR,
  },
  {
    id: 'sitio-2-3-3',
    number: '2.3.3',
    category: 'sitio',
    name: 'Política de derechos de autor y autorización de uso de los contenidos',
    norm: `${RES}, Anexo 2, numeral 2.3`,
    evidence: ['/derechos-de-autor'],
    reviewDays: YEAR,
  },
  {
    id: 'sitio-2-3-4',
    number: '2.3.4',
    category: 'sitio',
    name: 'Mapa del sitio',
    norm: `${RES}, Anexo 2, numeral 2.3`,
    evidence: ['/mapa-del-sitio'],
    reviewDays: YEAR,
    inferred: true,
  },

  // Anexo 2, numeral 2.4.2: the transparency menu's sub-items, from the model's annex data.
  ...ANNEX_SUBITEMS.map((s): ItaItem => ({
    id: `transparencia-${s.number.replace('.', '-')}`,
    number: s.number,
    category: `transparencia-${s.category.number}`,
    name: s.name,
    norm: `Ley 1712 de 2014; ${RES}, Anexo 2, numeral 2.4.2, ítem ${s.number}`,
    evidence: [
      ...(s.coveredBy ? [s.coveredBy.path] : []),
      ...(s.report ? [subitemPath(s)] : []),
      ...(SUBITEM_EVIDENCE[s.number] ?? []),
    ],
    reviewDays: SUBITEM_REVIEW[s.number] ?? YEAR,
    subitem: s.number,
  })),

  // The "Participa" menu (Anexo 2, 2.4.2 ítem 6.2; Función Pública's guideline for citizen
  // participation, Ley 1757 de 2015): its six sections.
  ...(
    [
      ['1', 'Diagnóstico e identificación de problemas', '/participa/diagnostico'],
      ['2', 'Planeación y presupuesto participativo', '/participa/planeacion'],
      ['3', 'Consulta ciudadana', '/participa/consulta'],
      ['4', 'Colaboración e innovación abierta', '/participa/colaboracion'],
      ['5', 'Rendición de cuentas', '/rendicioncuentas'],
      ['6', 'Control social', '/participa/control-social'],
    ] as const
  ).map(([n, name, path]): ItaItem => ({
    id: `participa-6-2-${n}`,
    number: `6.2.${n}`,
    category: 'participa',
    name,
    norm: `Ley 1757 de 2015; ${RES}, Anexo 2, numeral 2.4.2, ítem 6.2; lineamientos del menú Participa (Función Pública)`,
    evidence: [path],
    reviewDays: 180,
    inferred: true,
  })),

  // Anexo 3: the technical and security conditions this site itself meets, and the school's policy.
  {
    id: 'seguridad-https',
    number: 'A3.1',
    category: 'seguridad',
    name: 'El sitio se sirve solo por HTTPS con un certificado válido',
    norm: `${RES}, Anexo 3 (condiciones mínimas técnicas y de seguridad digital)`,
    // Firebase Hosting serves HTTPS only, with HSTS (decision 0002): the home page is the proof.
    evidence: ['/'],
    reviewDays: YEAR,
    inferred: true,
  },
  {
    id: 'seguridad-datos-personales',
    number: 'A3.2',
    category: 'seguridad',
    name: 'Política de tratamiento de datos personales publicada y enlazada desde los formularios',
    norm: `Ley 1581 de 2012; Decreto 1074 de 2015; ${RES}, Anexo 3`,
    evidence: ['/politica-de-privacidad', '/pqrsd'],
    reviewDays: YEAR,
    inferred: true,
  },
  {
    id: 'seguridad-terminos',
    number: 'A3.3',
    category: 'seguridad',
    name: 'Términos y condiciones con las reglas de uso y responsabilidad del sitio',
    norm: `${RES}, Anexo 3`,
    evidence: ['/terminos-y-condiciones'],
    reviewDays: YEAR,
    inferred: true,
  },
  {
    id: 'seguridad-politica-si',
    number: 'A3.4',
    category: 'seguridad',
    name: 'Política de seguridad y privacidad de la información (MSPI) adoptada por la institución',
    norm: `Decreto 1078 de 2015 (Política de Gobierno Digital); ${RES}, Anexo 3`,
    evidence: [],
    reviewDays: YEAR,
    inferred: true,
  },

  // Anexo 4: open data. The school publishes its datasets on datos.gov.co: evidence it gives.
  {
    id: 'datos-abiertos-publicacion',
    number: 'A4.1',
    category: 'datos-abiertos',
    name: 'Conjuntos de datos abiertos publicados en el portal datos.gov.co',
    norm: `Ley 1712 de 2014 art. 11 k; ${RES}, Anexo 4`,
    evidence: [],
    reviewDays: YEAR,
    inferred: true,
  },
  {
    id: 'datos-abiertos-metadatos',
    number: 'A4.2',
    category: 'datos-abiertos',
    name: 'Los datos publicados tienen metadatos, licencia de uso y frecuencia de actualización',
    norm: `${RES}, Anexo 4`,
    evidence: [],
    reviewDays: YEAR,
    inferred: true,
  },
];

export function findItaItem(id: string): ItaItem | undefined {
  return ITA_ITEMS.find((item) => item.id === id);
}

export function itaCategoryOf(item: Pick<ItaItem, 'category'>): ItaCategory {
  return ITA_CATEGORIES.find((c) => c.id === item.category)!;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an item has gone stale: last updated (by the school, or its page's newest record for
 * automatic evidence) more than its review period ago. Never updated: not stale, but pending.
 */
export function isItaStale(
  updatedAt: string | null | undefined,
  reviewPeriodDays: number,
  now: number,
): boolean {
  if (!updatedAt) return false;
  const at = Date.parse(updatedAt);
  return Number.isFinite(at) && at + reviewPeriodDays * DAY_MS < now;
}

/**
 * An item's one state, as its line says it: its status, and for an answer given but due for review
 * (a stale "Cumple" or "No aplica") "· revisar" after it, never "Cumple" beside "Vencido". A stale
 * item that does not comply or is pending already asks for work: its status says it all.
 */
export function itaStateLabel(view: { status: ItaStatus; stale: boolean }): string {
  const label = ITA_STATUS_LABELS[view.status];
  const answered = view.status === 'cumple' || view.status === 'no_aplica';
  return view.stale && answered ? `${label} · revisar` : label;
}

/** An evidence address: an https URL or a path of this site (not `//host`). */
export const ITA_SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
export const isSitePath = (value: string) => ITA_SITE_PATH.test(value);

/**
 * Whether every `%` escape of an address decodes to a character (UTF-8): the page registry reads
 * a path's parameter and fragment decoded, and `/transparencia/%E0%A4%A` names no page at all.
 */
export function decodesWhole(value: string): boolean {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

/** One item as GET /api/ita answers it: the matrix's data, the stored state and the check. */
/**
 * A "no aplica" as the public pages publish it (the matrix asks for the reason to be published):
 * in the data of the transparency pages, under its sub-item and in their list of items that do
 * not apply (GET /api/ita/no-aplica answers the same).
 */
export interface NoAplicaReason {
  id: string;
  number: string;
  name: string;
  annex: ItaAnnex;
  categoryName: string;
  /** The Anexo 2 sub-item it stands under, or null (an item of another annex or of Participa). */
  subitem: string | null;
  /** The site's pages that are its evidence (no #fragment): each shows the reason too. */
  paths: string[];
  reason: string;
}

export interface ItaItemView {
  id: string;
  number: string;
  annex: ItaAnnex;
  category: string;
  categoryName: string;
  name: string;
  norm: string;
  inferred: boolean;
  subitem: string | null;
  /** The site's own evidence (automatic), and what the school added. */
  automaticEvidence: string[];
  evidence: string[];
  status: ItaStatus;
  /** For `no_aplica`: the legal reason, published on the item's public page. */
  reason: string;
  responsible: string;
  reviewPeriodDays: number;
  /** The school's last change, or for automatic evidence its page's newest record. */
  updatedAt: string | null;
  updatedBy: string | null;
  stale: boolean;
  /** What the last hourly check found wrong with the internal evidence (then status is no_cumple). */
  checkProblem: string | null;
  checkedAt: string | null;
  /** Evidence on other sites: listed for a person to check (offline it cannot be fetched). */
  externalToCheck: string[];
  /** Its evidence page still shows a template's "Texto de ejemplo": pending until the school edits it. */
  sampleText?: boolean;
}

/** The matrix's columns, in its order (Menú nivel I, nivel II, ítem, norm, answer, URL, N/A reason), then ours. */
export const ITA_CSV_COLUMNS = [
  'Menú nivel I',
  'Menú nivel II',
  'Número',
  'Ítem',
  'Normatividad',
  'Cumplimiento (SÍ/NO/N/A)',
  'URL de publicación',
  'Justificación de no aplica',
  'Responsable',
  'Última actualización',
  'Revisión cada (días)',
  'Vencido',
  'Observación de la revisión automática',
] as const;

/** One row of the export, cells in ITA_CSV_COLUMNS order (the CSV and the admin's TSV copy). */
export function itaRow(view: ItaItemView, origin: string): Array<string | number> {
  const absolute = (u: string) => (u.startsWith('/') ? `${origin}${u}` : u);
  return [
    view.annex,
    view.categoryName,
    view.number,
    view.name,
    view.norm,
    ITA_MATRIX_ANSWER[view.status],
    [...view.automaticEvidence, ...view.evidence].map(absolute).join(' '),
    view.status === 'no_aplica' ? view.reason : '',
    view.responsible,
    view.updatedAt ? view.updatedAt.slice(0, 10) : '',
    view.reviewPeriodDays,
    view.stale ? 'Sí' : 'No',
    view.checkProblem ?? '',
  ];
}

/**
 * The registry page an internal evidence path names, and its parameter (`/transparencia/:category`
 * → the category's slug), or null when the site has no such page (a 404). The fragment and the
 * query are the caller's business.
 */
export function pageOfPath(path: string): { page: PageDef; param: string | null } | null {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  for (const page of PAGES as readonly PageDef[]) {
    if (page.path === clean) return { page, param: null };
  }
  for (const page of PAGES as readonly PageDef[]) {
    const [prefix, param] = page.path.split('/:');
    if (param !== undefined && clean.startsWith(`${prefix}/`)) {
      const rest = clean.slice(prefix!.length + 1);
      if (rest && !rest.includes('/')) return { page, param: decodeURIComponent(rest) };
    }
  }
  return null;
}
