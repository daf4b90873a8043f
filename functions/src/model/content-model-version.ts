/**
 * The version of the content model's stored shape. A backup carries it in its
 * manifest, and the restore refuses a backup from a newer model: its records could hold fields
 * or values this code would not understand. Raise it by one whenever stored records change
 * shape (a field renamed or re-typed, a collection split); adding a collection or an optional
 * field does not need it, older backups still restore.
 */
export const CONTENT_MODEL_VERSION = 1;
