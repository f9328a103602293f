import type { FastifyInstance, InjectOptions } from 'fastify';

// A browser-like client over app.inject: keeps cookies, sends our own Origin (as a browser does on
// a same-site POST), and parses JSON answers.

export interface ClientResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

let clientCount = 0;

export class TestClient {
  private readonly cookies = new Map<string, string>();
  /** Each client comes from its own address (a label only: inject sends nothing on a network),
   * so per-address rate limits count one client's requests. */
  readonly remoteAddress: string;

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin: string,
    remoteAddress?: string,
  ) {
    clientCount += 1;
    this.remoteAddress =
      remoteAddress ?? `198.51.${Math.floor(clientCount / 250) % 250}.${(clientCount % 250) + 1}`;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasCookie(name: string): boolean {
    return [...this.cookies.keys()].some((key) => key.includes(name));
  }

  async request<T = any>(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    /** Extra headers; `undefined` leaves a header out (`{ origin: undefined }`: no Origin). */
    headers: Record<string, string | undefined> = {},
  ): Promise<ClientResponse<T>> {
    const sent: Record<string, string | undefined> = {
      origin: this.origin,
      ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    };
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: Object.fromEntries(
        Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    let parsed: unknown = response.body;
    if (String(response.headers['content-type'] ?? '').includes('json') && response.body) {
      parsed = JSON.parse(response.body);
    }
    return { status: response.statusCode, body: parsed as T, headers: response.headers };
  }

  get<T = any>(url: string) {
    return this.request<T>('GET', url);
  }

  /** A GET whose answer is a file (an image): its bytes as sent; a JSON error is parsed. */
  async getFile(url: string): Promise<ClientResponse & { bytes: Buffer }> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      remoteAddress: this.remoteAddress,
      headers: { origin: this.origin, ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}) },
    });
    const json = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: json ? JSON.parse(response.body) : undefined,
      headers: response.headers,
      bytes: response.rawPayload,
    };
  }

  post<T = any>(url: string, body: unknown = {}) {
    return this.request<T>('POST', url, body);
  }

  patch<T = any>(url: string, body: unknown) {
    return this.request<T>('PATCH', url, body);
  }

  put<T = any>(url: string, body: unknown) {
    return this.request<T>('PUT', url, body);
  }

  delete<T = any>(url: string) {
    return this.request<T>('DELETE', url);
  }
}
