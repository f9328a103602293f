// What every better-auth call answers with, turned into data or one AuthError. Apart from the
// client itself (auth-client.ts), so that code that only reads an AuthError (lib/api-errors.ts, in
// the shell's first load) does not bring better-auth with it.

export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    /** HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    /** better-auth's code (e.g. INVALID_EMAIL_OR_PASSWORD), or network_error / unknown. */
    readonly code: string,
    message: string,
    /** True when `message` came from the server and can be shown as it is. */
    readonly fromServer: boolean,
    /** The server's per-field reasons (e.g. password: too common), when it named fields. */
    readonly fields: Partial<Record<string, string>> = {},
  ) {
    super(message);
  }
}

interface AuthErrorBody {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
  /** Our own error body: checks the server makes before better-auth (common passwords, bad input). */
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthErrorBody };

/** Resolves with the call's data, or rejects with an AuthError (status 0 when offline). */
export async function authCall<T>(call: () => Promise<AuthResult<T>>): Promise<T> {
  let result: AuthResult<T>;
  try {
    result = await call();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AuthError(0, 'network_error', 'Unable to reach the server.', false);
  }
  if (result.error) {
    const { status, error: ours } = result.error;
    const code = ours?.code ?? result.error.code;
    const message = ours?.message ?? result.error.message;
    const hasMessage = typeof message === 'string' && message.trim() !== '';
    throw new AuthError(
      status,
      typeof code === 'string' ? code : 'unknown',
      hasMessage ? message : `Request failed with status ${status}.`,
      hasMessage,
      ours?.fields ?? {},
    );
  }
  return result.data;
}
