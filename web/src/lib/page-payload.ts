/**
 * The data a page was rendered with (issue 47, decision 0019): the function renders every public
 * page with it and writes it into the page as one JSON script; the browser hydrates from the same
 * values, so its first render matches the server's HTML and asks `/api` for none of the records a
 * first view shows.
 */
import type { CollectionName, NoAplicaReason, PublicRecord, RecordOf, SearchAnswer } from '@model/public';

export const PAYLOAD_SCRIPT_ID = 'page-data';

export interface PagePayload {
  /** The school's settings (`sitio`), as GET /api/sitio answers them; null when there are none. */
  settings: Partial<RecordOf<'sitio'>> | null;
  /** The notices current at the function's clock (GET /api/avisos). */
  notices: PublicRecord<'avisos'>[];
  /** The page's collections (the registry's `collection` and `alsoLoads`), as GET /api/{name} answers them. */
  records: { [N in CollectionName]?: PublicRecord<N>[] };
  /** /buscar only: the site search's answer for the address's query (lib/served-search.ts). */
  search?: SearchAnswer;
  /** The transparency pages only: the ITA checklist's published "no aplica" reasons (lib/served-no-aplica.ts). */
  noAplica?: NoAplicaReason[];
  /**
   * Set when the function served a copy it rendered earlier because it could not read the data
   * now (stale-if-error): the page says its content may be a few minutes old.
   */
  stale?: boolean;
}

/**
 * The payload as the text of a `<script type="application/json">`: JSON whose `<`, `>`, `&` and
 * the two line separators are escapes, so no text an administrator typed (a `</script>`, a
 * U+2028) can end the element or break a parser; JSON.parse reads the escapes back.
 */
export function serializePayload(payload: PagePayload): string {
  return JSON.stringify(payload).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The payload the document was served with, or null (a page the dev server or a test made). */
export function readPayload(doc: Document = document): PagePayload | null {
  const script = doc.getElementById(PAYLOAD_SCRIPT_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as PagePayload;
  } catch (error) {
    console.error('Los datos de la página no se pudieron leer:', error);
    return null;
  }
}
