/**
 * The text inside the site's PDFs, page by page, for the search (decisions 0020 and 0026: a hit
 * opens the PDF at its page): read from Storage and parsed
 * with pdf.js (the same library the web's viewer uses) the first time the index meets a stored
 * name, then kept: a stored name never changes its bytes (model/stored-names.ts), so a PDF is
 * parsed once per instance. Each index build parses new PDFs for at most a time budget
 * (SEARCH_PDF_BUDGET_MS, default 5 s) so no search waits long; what is left is parsed by the next
 * builds, a minute apart. A PDF that cannot be read or parsed counts as one without text.
 */
const DEFAULT_BUDGET_MS = 5_000;
/** Per PDF, all pages together: enough for a long manual; beyond it the index grows for words nobody reads there. */
const MAX_CHARS = 100_000;
/** PDFs remembered at most (a site has a few hundred); past it the oldest are parsed again. */
const MAX_PDFS = 2_000;

interface PdfJs {
  getDocument(source: Record<string, unknown>): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: Array<{ str?: string }> }> }>;
      destroy(): Promise<void>;
    }>;
  };
}

let pdfjs: PdfJs | null = null;

/** pdf.js refuses a Node Buffer (Storage's download gives one): the same bytes as a plain array. */
const plainBytes = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? new Uint8Array(bytes) : bytes);

/** The texts of a PDF's pages, in order (an empty string for a page without text), cut at MAX_CHARS in all. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  // pdf.js ships only as an ES module, which Node 22 (and 20.19+) can require; loaded on the first
  // PDF, not with the function (0.1 s, a few MB).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: an ES module, required once
  pdfjs ??= require('pdfjs-dist/legacy/build/pdf.mjs') as PdfJs;
  const lib = pdfjs;
  // No eval, no fonts: text only, as little of the parser as a hostile file could reach.
  const doc = await lib.getDocument({
    data: plainBytes(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    let left = MAX_CHARS;
    for (let n = 1; n <= doc.numPages && left > 0; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      const text = content.items
        .map((item) => item.str ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, left);
      pages.push(text);
      left -= text.length;
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

export class PdfTexts {
  private readonly texts = new Map<string, readonly string[]>();

  constructor(
    private readonly read: (storedName: string) => Promise<Uint8Array>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The pages' texts of a stored PDF, when already parsed. */
  pagesOf(storedName: string): readonly string[] | undefined {
    return this.texts.get(storedName);
  }

  /** Parses the PDFs not parsed yet, one after another, until the time budget is spent. */
  async fill(storedNames: Iterable<string>): Promise<void> {
    const configured = Number(process.env.SEARCH_PDF_BUDGET_MS ?? DEFAULT_BUDGET_MS);
    const budget = Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_BUDGET_MS;
    const until = this.clock() + budget;
    for (const name of new Set(storedNames)) {
      if (this.texts.has(name)) continue;
      if (this.clock() >= until) return;
      let pages: string[] = [];
      try {
        pages = await pdfPages(await this.read(name));
      } catch (error) {
        // The name only: a stored name carries no personal data.
        console.warn('search: PDF text unreadable', { name, error: String(error) });
      }
      if (this.texts.size >= MAX_PDFS) this.texts.delete(this.texts.keys().next().value!);
      this.texts.set(name, pages);
    }
  }
}
