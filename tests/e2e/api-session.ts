// A minimal signed-in HTTP client for process-level tests (no browser): keeps the session cookie
// and sends our own Origin, as the web app does.

export class ApiSession {
  private cookie = '';

  /** `headers`: sent with every request (a benchmark's X-Forwarded-For per account, behind TRUST_PROXY). */
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** `signal`: gives up the request (a benchmark's bound on an answer that never comes). */
  async request(
    method: string,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...this.headers,
        origin: this.baseUrl,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      redirect: 'manual',
      ...(signal ? { signal } : {}),
    });
    const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (cookies.length > 0) this.cookie = cookies.join('; ');
    const text = await response.text();
    return {
      status: response.status,
      body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      headers: response.headers,
    };
  }

  /** The session cookie, for a request this client does not make itself (a live stream). */
  get cookieHeader(): string {
    return this.cookie;
  }

  /**
   * Signs up and is signed in: at once as the install's first account (or on a server started with
   * REQUIRE_EMAIL_VERIFICATION=false), else through the confirmation link `confirmationLink` finds
   * (accounts.ts's mailedConfirmation reads the tests' mailbox).
   */
  async signUp(
    email: string,
    password: string,
    confirmationLink?: (email: string) => Promise<string>,
  ): Promise<void> {
    const before = this.cookie;
    const response = await this.request('POST', '/api/auth/sign-up/email', { email, password, name: 'E2E' });
    if (response.status !== 200)
      throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    if (this.cookie !== before) return;
    if (!confirmationLink) {
      throw new Error(
        `the sign-up of ${email} left no session: new accounts confirm their email first (pass confirmationLink)`,
      );
    }
    const link = new URL(await confirmationLink(email));
    const opened = await this.request('GET', `${link.pathname}${link.search}`);
    if (opened.status !== 302 || this.cookie === before)
      throw new Error(`confirming ${email} failed: ${opened.status}`);
  }

  async signIn(email: string, password: string): Promise<void> {
    const response = await this.request('POST', '/api/auth/sign-in/email', { email, password });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  }
}
