import midtransClient from 'midtrans-client';

// Midtrans through its own client library (midtrans-client): Snap to open a payment page, the
// status API to learn what really happened to a transaction. MIDTRANS_SNAP_URL and
// MIDTRANS_API_URL point it elsewhere than Midtrans's own hosts (the tests' fake).

export type MidtransEnvironment = 'sandbox' | 'production';

export interface MidtransKeys {
  serverKey: string;
  clientKey: string | null;
  environment: MidtransEnvironment;
}

/** Where Midtrans is reached (unset: the library's own hosts), and how long a call may wait. */
export interface MidtransRoots {
  snap: string | undefined;
  api: string | undefined;
  timeoutMs: number;
}

export interface TransactionStatus {
  order_id: string;
  status_code: string;
  transaction_status: string;
  fraud_status?: string;
  gross_amount: string;
  payment_type?: string;
  status_message?: string;
}

export type MidtransFailure =
  | { kind: 'unauthorized'; description: string }
  | { kind: 'not_found'; description: string }
  | { kind: 'rejected'; description: string }
  | { kind: 'unavailable'; description: string };

export function classifyMidtransFailure(error: unknown): MidtransFailure {
  const status = (error as { httpStatusCode?: number | string } | null)?.httpStatusCode;
  const code = Number(status);
  const body = (error as { ApiResponse?: { status_message?: string; error_messages?: string[] } } | null)
    ?.ApiResponse;
  const description =
    body?.error_messages?.join('; ') ??
    body?.status_message ??
    (error instanceof Error ? error.message : String(error));
  if (code === 401) return { kind: 'unauthorized', description };
  if (code === 404) return { kind: 'not_found', description };
  if (code >= 400 && code < 500) return { kind: 'rejected', description };
  return { kind: 'unavailable', description };
}

export function midtransGateway(keys: MidtransKeys, roots: MidtransRoots) {
  const options = {
    isProduction: keys.environment === 'production',
    serverKey: keys.serverKey,
    clientKey: keys.clientKey ?? '',
  };
  const snap = new midtransClient.Snap(options);
  const core = new midtransClient.CoreApi(options);
  for (const client of [snap, core]) {
    // The library's axios instance has no time-out of its own: a hanging Midtrans would hold a
    // buyer's checkout (and a reconcile run) for as long as the connection stays open.
    client.httpClient.http_client.defaults.timeout = roots.timeoutMs;
    if (roots.snap) client.apiConfig.getSnapApiBaseUrl = () => roots.snap!;
    if (roots.api) client.apiConfig.getCoreApiBaseUrl = () => roots.api!;
  }
  return {
    /** A Snap payment page for the order: its token and where to send the buyer. */
    async createTransaction(
      parameters: Record<string, unknown>,
    ): Promise<{ token: string; redirect_url: string }> {
      return (await snap.createTransaction(parameters)) as { token: string; redirect_url: string };
    },
    /** What Midtrans knows of the order now. */
    async status(orderId: string): Promise<TransactionStatus> {
      return (await core.transaction.status(orderId)) as TransactionStatus;
    },
  };
}

export type MidtransGateway = ReturnType<typeof midtransGateway>;
