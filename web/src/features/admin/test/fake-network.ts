/**
 * The network boundary, faked: fetch (apiRequest: reads and JSON writes) and XMLHttpRequest (uploads).
 * Tests register answers per "METHOD /path" and read back what was sent.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  cache?: RequestCache;
}

type Answer = { status: number; body?: unknown } | 'network-error';
type Handler = (req: SentRequest) => Answer | Promise<Answer>;

/** A promise the test settles later (a request left pending to look at the form meanwhile). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export class FakeServer {
  readonly sent: SentRequest[] = [];
  private readonly handlers = new Map<string, Handler>();

  on(route: string, answer: Answer | Handler): this {
    this.handlers.set(route, typeof answer === 'function' ? answer : () => answer);
    return this;
  }

  requests(route: string): SentRequest[] {
    const [method, path] = route.split(' ');
    return this.sent.filter((r) => r.method === method && r.path === path);
  }

  async answer(req: SentRequest): Promise<Answer> {
    this.sent.push(req);
    const handler = this.handlers.get(`${req.method} ${req.path}`);
    if (!handler)
      return {
        status: 404,
        body: { error: 'not-found', message: `Sin respuesta de prueba para ${req.method} ${req.path}` },
      };
    return handler(req);
  }
}

function headersOf(init?: HeadersInit): Record<string, string> {
  return Object.fromEntries(new Headers(init ?? {}).entries());
}

/** A fake XMLHttpRequest, enough for sendMultipart: open, setRequestHeader, upload progress, send. */
function fakeXhrClass(server: FakeServer) {
  return class FakeXHR {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      const req: SentRequest = {
        method: this.method,
        path: new URL(this.url, 'http://x').pathname,
        headers: this.headers,
        body,
      };
      // Half the body "sent" at once; the rest when the test's answer arrives.
      queueMicrotask(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
      void server.answer(req).then((answer) => {
        if (answer === 'network-error') {
          this.onerror?.();
          return;
        }
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  };
}

/** Installs the fakes on globalThis; vi.unstubAllGlobals() (afterEach) removes them. */
export function installFakeServer(): FakeServer {
  const server = new FakeServer();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      let body: unknown = init?.body;
      if (typeof body === 'string') body = JSON.parse(body);
      const answer = await server.answer({
        method: init?.method ?? 'GET',
        path: new URL(input, 'http://x').pathname,
        headers: headersOf(init?.headers),
        body,
        cache: init?.cache,
      });
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(server));
  return server;
}

/**
 * For a test file: a fresh fake server before each test, with console.error silenced (the screens
 * log the failures the tests provoke on purpose), and every stub and spy undone after it. `use`
 * receives each test's server. Register it before any beforeEach that talks to the server.
 */
export function fakeServerForEachTest(use: (server: FakeServer) => void): void {
  beforeEach(() => {
    use(installFakeServer());
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
