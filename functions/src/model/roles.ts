/**
 * Roles: who may do what, in ONE table. The function's middleware
 * (http/require-role.ts) and the admin area's menus, buttons and route guards read this same
 * table, so the screen never offers what the server refuses, and a new capability is one line.
 *
 * A role is one custom claim, `role`. Accounts from before roles carry only `admin: true`: they
 * read as `admin`. Plain data: imports nothing, so the admin bundle takes it whole.
 */

export const ROLES = ['admin', 'editor', 'colaborador', 'atencion'] as const;
export type Role = (typeof ROLES)[number];

/** Spanish names, as the Administradores screen shows them. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  editor: 'Editor',
  colaborador: 'Colaborador',
  atencion: 'Atención al ciudadano',
};

/** One sentence per role, for the role select's help and the "No tiene permiso" page. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Todo: contenido, datos del colegio, cuentas, Papelera y copias de seguridad.',
  editor: 'Crea, edita, ordena, elimina y restaura el contenido, sube archivos y ve el historial.',
  colaborador:
    'Propone noticias, eventos, álbumes y avisos: crea y edita sus propios borradores, sube sus archivos y los envía a revisión; un editor los publica.',
  atencion: 'Atiende las solicitudes ciudadanas (PQRSD) y sus informes.',
};

/**
 * Every capability and the roles that hold it. `content` covers create, edit, order, delete and
 * restore in every collection but the settings ones (SETTINGS_COLLECTIONS), which need `settings`.
 */
export const PERMISSIONS = {
  /** Write records of content collections: create, edit, order, delete, restore. */
  content: ['admin', 'editor'],
  /**
   * Drafts: create and edit one's OWN drafts in DRAFT_COLLECTIONS and send them for
   * review. Publishing, and anyone else's record, stay `content`.
   */
  drafts: ['admin', 'editor', 'colaborador'],
  /** POST /api/upload (and a multipart create): only for a collection the role may write. */
  uploads: ['admin', 'editor', 'colaborador'],
  /** Read a record's kept versions (only of a collection the role may write). */
  history: ['admin', 'editor'],
  /** The Papelera's list and "Restaurar" (restore is also a write of its collection). */
  trash: ['admin', 'editor'],
  /** Write the school's settings (SETTINGS_COLLECTIONS). */
  settings: ['admin'],
  /** Administradores: list, add, change a role, revoke, new links. */
  accounts: ['admin'],
  /** "Eliminar definitivamente" and emptying the Papelera. */
  purge: ['admin'],
  /** The citizen requests (PQRSD) inbox and its reports. */
  pqrsd: ['admin', 'atencion'],
  /** Backup export and restore. */
  backup: ['admin'],
  /**
   * The ITA checklist: read it, change an item's status, evidence and "no aplica"
   * reason. Editors too: they publish the transparency content the items point to, and a reason
   * they write is published like any content of theirs.
   */
  ita: ['admin', 'editor'],
  /** "Revisar ahora": start the conformity check of the school's site (its results: `ita`). */
  conformidad: ['admin'],
  /**
   * The families' subscriptions: the counts per topic, the notices and their queue, who confirmed
   * a circular («Enterado», the staff's only list of those addresses), «Notificar de nuevo» and
   * the reminder.
   */
  avisos: ['admin', 'editor'],
  /** The subscribers' addresses: the list, its export and a deletion on request (Ley 1581). */
  suscriptores: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof PERMISSIONS;
export const CAPABILITIES = Object.keys(PERMISSIONS) as Capability[];

/**
 * The school's settings: collections only an administrator writes. Every other collection,
 * including ones added later, is content an editor writes.
 */
export const SETTINGS_COLLECTIONS: readonly string[] = ['sitio'];

/**
 * The publishing collections, whose records may be drafts (model/drafts.ts; each declares
 * `drafts`): the only ones a colaborador writes, and only its own drafts.
 */
export const DRAFT_COLLECTIONS: readonly string[] = ['noticias', 'eventos', 'galerias', 'avisos'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return !!role && (PERMISSIONS[capability] as readonly Role[]).includes(role);
}

/** The capability that writing (and reading the history of) a collection needs. */
export function writeCapabilityOf(collection: string): Capability {
  return SETTINGS_COLLECTIONS.includes(collection) ? 'settings' : 'content';
}

/**
 * The capability that opens a collection's screens and its creates and saves: `drafts` for the
 * publishing collections (a colaborador's own drafts; the route then applies the rest), else the
 * write capability. Editing anyone's record or publishing stays writeCapabilityOf's.
 */
export function editCapabilityOf(collection: string): Capability {
  return DRAFT_COLLECTIONS.includes(collection) ? 'drafts' : writeCapabilityOf(collection);
}

/** Whether the role writes records of the collection (a colaborador: its own drafts). */
export function canWriteCollection(role: Role | null | undefined, collection: string): boolean {
  return can(role, editCapabilityOf(collection));
}

/** Whether the role may only propose there (own drafts), not publish nor touch others' records. */
export function proposesOnly(role: Role | null | undefined, collection: string): boolean {
  return can(role, editCapabilityOf(collection)) && !can(role, writeCapabilityOf(collection));
}

/**
 * The role of an account's claims (an ID token's, or a user record's custom claims): the `role`
 * claim when it names a role, else `admin` for the accounts from before roles (`admin: true`),
 * else none (an ordinary account: anyone can create one with the public API key).
 */
export function roleOfClaims(claims: Record<string, unknown> | null | undefined): Role | null {
  if (!claims) return null;
  if (isRole(claims.role)) return claims.role;
  return claims.admin === true ? 'admin' : null;
}

/**
 * The custom claims that give `role`, keeping any other claim. `admin: true` stays set for (and
 * only for) administrators, so code that still checks the old claim refuses editors.
 */
export function claimsWithRole(
  claims: Record<string, unknown> | null | undefined,
  role: Role | null,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(claims ?? {}) };
  delete next.role;
  delete next.admin;
  if (role) next.role = role;
  if (role === 'admin') next.admin = true;
  return next;
}
