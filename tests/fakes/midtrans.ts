import { createHash, randomUUID } from 'node:crypto';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

// A Midtrans payment gateway on 127.0.0.1 (HTTP, a free port) speaking the protocol of
// https://docs.midtrans.com closely enough that the official client (`midtrans-client`) works
// against it unchanged once an instance's base URLs point here:
//   snap.apiConfig.getSnapApiBaseUrl = () => fake.url + '/snap/v1';
//   snap.apiConfig.getCoreApiBaseUrl = () => fake.url;
// It knows Snap's POST /snap/v1/transactions (201 { token, redirect_url }, 400 error_messages),
// the status API GET /v2/<order_id or transaction_id>/status, the core API's cancel and expire,
// HTTP Basic auth with the server key, and a payment page at the redirect_url with Pay and Decline
// that settles or denies, sends the signed HTTP notification and redirects to callbacks.finish.
// Tests move transactions along (`settle`, `capture`, `deny`, `expire`, `cancel`, `refund`), send
// any body as a notification (`notify`: forged, altered, replayed), script errors (`failNext`)
// and read what happened (`notifications`, `requests`, `transactions`). The same controls answer
// on `/__control/*` for a test in another process (`midtransControl`).
//
// Simplifications: a transaction exists (pending, bank_transfer) as soon as Snap creates it, where
// Midtrans creates it when the customer picks a payment method; order ids are unique across all
// merchants of one fake; notifications are sent once (`resend` repeats one), over HTTP only.

export interface FakeMidtransMerchant {
  serverKey: string;
  clientKey: string;
  merchantId: string;
}

export type MidtransTransactionStatus =
  'pending' | 'settlement' | 'capture' | 'deny' | 'cancel' | 'expire' | 'refund';
export type MidtransFraudStatus = 'accept' | 'challenge' | 'deny';

export interface FakeMidtransTransaction {
  readonly orderId: string;
  readonly transactionId: string;
  readonly merchantId: string;
  /** The Snap token; the payment page is `${fake.url}/snap/v2/vtweb/${token}`. */
  readonly token: string;
  /** Rupiah, a whole number. */
  readonly grossAmount: number;
  readonly status: MidtransTransactionStatus;
  readonly fraudStatus: MidtransFraudStatus;
  readonly paymentType: string;
  /** "YYYY-MM-DD HH:mm:ss", Jakarta time, as Midtrans writes times. */
  readonly transactionTime: string;
  readonly settlementTime: string | undefined;
  readonly finishUrl: string | undefined;
  /** The Snap request body as the merchant sent it. */
  readonly request: Readonly<Record<string, unknown>>;
}

/** What the status API answers and (with status_message "midtrans payment notification") what a notification carries. */
export interface MidtransStatusBody {
  status_code: string;
  status_message: string;
  transaction_id: string;
  order_id: string;
  merchant_id: string;
  /** "350000.00" */
  gross_amount: string;
  currency: 'IDR';
  payment_type: string;
  transaction_time: string;
  transaction_status: MidtransTransactionStatus;
  fraud_status: MidtransFraudStatus;
  /** SHA512(order_id + status_code + gross_amount + serverKey), hex. */
  signature_key: string;
  settlement_time?: string;
  va_numbers?: { bank: string; va_number: string }[];
  refund_amount?: string;
}

export interface MidtransNotification {
  url: string;
  /** The body as sent: the object, or the raw string when a test sent one. */
  body: unknown;
  /** The receiver's HTTP status, or 0 when the connection failed. */
  status: number;
  /** Date.now() when the answer (or the failure) came. */
  at: number;
  error?: string;
}

export interface MidtransRequest {
  method: string;
  /** The path without the query; never the key (it travels in the Authorization header). */
  path: string;
  status: number;
  at: number;
}

/** A scripted error answer; without a body, Midtrans's own 5xx text in the area's shape. */
export interface MidtransErrorAnswer {
  status: number;
  body?: unknown;
}

/**
 * Which requests a failNext applies to: 'snap' (creating a transaction), 'status' (the status
 * API), a path with `*` for one segment (`/v2/*\/cancel`), an exact path, or a RegExp over the path.
 */
export type MidtransFailurePattern = 'snap' | 'status' | string | RegExp;

export interface ChangeOptions {
  /** Send the signed notification (default true); false only changes what the status API reports. */
  notify?: boolean;
}

export interface FakeMidtrans {
  /** "http://127.0.0.1:<port>": the core API base URL; Snap's is this + "/snap/v1". */
  url: string;
  addMerchant(merchant: FakeMidtransMerchant): { merchantId: string; clientKey: string };
  /** Midtrans's dashboard setting "Payment Notification URL"; null stops notifications. */
  setNotificationUrl(merchant: string | FakeMidtransMerchant, url: string | null): void;
  /** By order id; the objects change as the transactions do. */
  readonly transactions: ReadonlyMap<string, FakeMidtransTransaction>;
  /** Each of these sets what the status API reports and returns the notification body (sent unless notify: false). */
  settle(orderId: string, options?: ChangeOptions & { paymentType?: string }): Promise<MidtransStatusBody>;
  /** A card payment: accept -> capture (200), challenge -> capture (201), deny -> deny (202). */
  capture(
    orderId: string,
    fraudStatus: MidtransFraudStatus,
    options?: ChangeOptions & { paymentType?: string },
  ): Promise<MidtransStatusBody>;
  deny(orderId: string, options?: ChangeOptions): Promise<MidtransStatusBody>;
  expire(orderId: string, options?: ChangeOptions): Promise<MidtransStatusBody>;
  cancel(orderId: string, options?: ChangeOptions): Promise<MidtransStatusBody>;
  refund(orderId: string, options?: ChangeOptions): Promise<MidtransStatusBody>;
  /** The body the status API would answer now for this order. */
  statusOf(orderId: string): MidtransStatusBody;
  /**
   * POSTs any body (an object as JSON, a string as is) as a notification and resolves with the
   * receiver's HTTP status (0: no connection). The URL: options.url, else the notification URL of
   * the merchant owning body.order_id, else the only one set.
   */
  notify(body: unknown, options?: { url?: string }): Promise<number>;
  /** Sends notifications[index] again to the same URL (a replay, as Midtrans's retries are). */
  resend(index: number): Promise<number>;
  signature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string;
  /** The next `times` requests matching the pattern answer with this error. */
  failNext(pattern: MidtransFailurePattern, answer: MidtransErrorAnswer, times?: number): void;
  /** Every notification sent, oldest first, recorded when its answer came. */
  readonly notifications: MidtransNotification[];
  /** Every request to the Snap, core API and payment pages, oldest first. */
  readonly requests: MidtransRequest[];
  /** Resolves with predicate()'s value once it is truthy (checked every 20 ms); rejects after timeoutMs (5 s). */
  waitFor<T>(predicate: () => T | false | null | undefined | 0 | '', timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

interface Transaction {
  orderId: string;
  transactionId: string;
  merchantId: string;
  token: string;
  grossAmount: number;
  status: MidtransTransactionStatus;
  fraudStatus: MidtransFraudStatus;
  paymentType: string;
  transactionTime: string;
  settlementTime: string | undefined;
  finishUrl: string | undefined;
  request: Record<string, unknown>;
  vaNumber: string;
}

interface Failure {
  pattern: MidtransFailurePattern;
  answer: MidtransErrorAnswer;
  remaining: number;
}

type Answer = { status: number; body: unknown };
type Page = { status: number; html: string } | { redirect: string };

export const snapUnauthorized =
  'Access denied due to unauthorized transaction, please check client or server key';
const recovering = 'Sorry. Our system is recovering from unexpected issues. Please retry.';
const orderIdFormat = /^[A-Za-z0-9\-_~.]{1,50}$/;
const notificationTimeoutMs = 10_000;

/** SHA512(order_id + status_code + gross_amount + serverKey), hex: how Midtrans signs a notification. */
export function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

export async function startFakeMidtrans(): Promise<FakeMidtrans> {
  const merchants = new Map<string, FakeMidtransMerchant>(); // by server key
  const notificationUrls = new Map<string, string>(); // by merchant id
  const transactions = new Map<string, Transaction>(); // by order id
  const byToken = new Map<string, Transaction>();
  const failures: Failure[] = [];
  const notifications: MidtransNotification[] = [];
  const requests: MidtransRequest[] = [];
  const inFlight = new Set<ClientRequest>();
  let closed = false;

  const merchantById = (merchantId: string) =>
    [...merchants.values()].find((merchant) => merchant.merchantId === merchantId);

  function transactionOf(orderId: string): Transaction {
    const transaction = transactions.get(orderId);
    if (!transaction) throw new Error(`midtrans fake: no transaction with order id "${orderId}"`);
    return transaction;
  }

  function statusCodeOf(transaction: Transaction): string {
    switch (transaction.status) {
      case 'settlement':
      case 'refund':
        return '200';
      case 'capture':
        // Midtrans reports a card payment held by its fraud detection as 201 "Challenge by FDS".
        return transaction.fraudStatus === 'challenge' ? '201' : '200';
      case 'pending':
        return '201';
      case 'deny':
      case 'cancel':
        return '202';
      case 'expire':
        return '407';
    }
  }

  function bodyOf(transaction: Transaction, statusMessage: string): MidtransStatusBody {
    const merchant = merchantById(transaction.merchantId);
    const statusCode = statusCodeOf(transaction);
    const grossAmount = `${transaction.grossAmount}.00`;
    return {
      status_code: statusCode,
      status_message: statusMessage,
      transaction_id: transaction.transactionId,
      order_id: transaction.orderId,
      merchant_id: transaction.merchantId,
      gross_amount: grossAmount,
      currency: 'IDR',
      payment_type: transaction.paymentType,
      transaction_time: transaction.transactionTime,
      transaction_status: transaction.status,
      fraud_status: transaction.fraudStatus,
      signature_key: midtransSignature(
        transaction.orderId,
        statusCode,
        grossAmount,
        merchant?.serverKey ?? '',
      ),
      ...(transaction.settlementTime ? { settlement_time: transaction.settlementTime } : {}),
      ...(transaction.paymentType === 'bank_transfer'
        ? { va_numbers: [{ bank: 'bca', va_number: transaction.vaNumber }] }
        : {}),
      ...(transaction.status === 'refund' ? { refund_amount: grossAmount } : {}),
    };
  }

  // --- Notifications.

  function post(url: string, body: unknown): Promise<MidtransNotification> {
    return new Promise((resolve) => {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      const record = (status: number, error?: string) => {
        const sent: MidtransNotification = { url, body, status, at: Date.now(), ...(error ? { error } : {}) };
        notifications.push(sent);
        resolve(sent);
      };
      const target = URL.canParse(url) ? new URL(url) : undefined;
      if (closed || target?.protocol !== 'http:') {
        record(0, closed ? 'the fake is closed' : 'the fake sends notifications to http: URLs only');
        return;
      }
      const finish = (status: number, error?: string) => {
        if (!inFlight.delete(request)) return;
        record(status, error);
      };
      const request = httpRequest(
        target,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'content-length': Buffer.byteLength(raw),
          },
          agent: false,
          timeout: notificationTimeoutMs,
        },
        (response) => {
          response.resume();
          response.on('end', () => finish(response.statusCode ?? 0));
          response.on('error', () => finish(response.statusCode ?? 0));
        },
      );
      inFlight.add(request);
      request.on('timeout', () => request.destroy(new Error('Read timeout expired')));
      request.on('error', (error: NodeJS.ErrnoException) =>
        finish(0, error.code === 'ECONNREFUSED' ? 'Connection refused' : error.message),
      );
      request.end(raw);
    });
  }

  async function change(
    transaction: Transaction,
    update: Partial<Pick<Transaction, 'status' | 'fraudStatus' | 'paymentType'>>,
    options: ChangeOptions | undefined,
  ): Promise<MidtransStatusBody> {
    Object.assign(transaction, update);
    if (transaction.status === 'settlement' && !transaction.settlementTime) {
      transaction.settlementTime = jakartaTime(Date.now());
    }
    const body = bodyOf(transaction, 'midtrans payment notification');
    const url = notificationUrls.get(transaction.merchantId);
    // Without a notification URL Midtrans sends nothing, and neither does the fake.
    if (options?.notify !== false && url) await post(url, body);
    return body;
  }

  // --- Snap.

  function createTransaction(merchant: FakeMidtransMerchant, params: Record<string, unknown>): Answer {
    const errors: string[] = [];
    const details = isObject(params.transaction_details) ? params.transaction_details : undefined;
    const orderId = details?.order_id;
    const gross = details?.gross_amount;
    if (!details) errors.push('transaction_details is required');
    if (details && (orderId === undefined || orderId === '')) {
      errors.push('transaction_details.order_id is required');
    } else if (details && (typeof orderId !== 'string' || !orderIdFormat.test(orderId))) {
      errors.push(
        'transaction_details.order_id may only contain alphanumeric characters, dash (-), underscore (_), tilde (~), and dot (.), at most 50',
      );
    }
    const grossAmount = integer(gross);
    if (details && gross === undefined) {
      errors.push('transaction_details.gross_amount is required');
    } else if (details && (grossAmount === undefined || grossAmount < 1)) {
      errors.push('transaction_details.gross_amount must be a positive whole number of rupiah');
    }
    const items = params.item_details;
    if (items !== undefined) {
      if (!Array.isArray(items) || items.length === 0) {
        errors.push('item_details must be a non-empty list');
      } else {
        let sum = 0;
        items.forEach((item: unknown, index) => {
          const price = isObject(item) ? integer(item.price) : undefined;
          const quantity = isObject(item) ? integer(item.quantity) : undefined;
          if (price === undefined) errors.push(`item_details[${index}].price must be a whole number`);
          if (quantity === undefined || quantity < 1) {
            errors.push(`item_details[${index}].quantity must be a positive whole number`);
          }
          if (!isObject(item) || typeof item.name !== 'string' || item.name === '') {
            errors.push(`item_details[${index}].name is required`);
          }
          sum += (price ?? 0) * (quantity ?? 0);
        });
        if (grossAmount !== undefined && sum !== grossAmount) {
          errors.push('transaction_details.gross_amount is not equal to the sum of item_details');
        }
      }
    }
    const finish = isObject(params.callbacks) ? params.callbacks.finish : undefined;
    if (finish !== undefined && (typeof finish !== 'string' || !isHttpUrl(finish))) {
      errors.push('callbacks.finish format is invalid');
    }
    if (errors.length > 0) return { status: 400, body: { error_messages: errors } };
    if (transactions.has(orderId as string)) {
      return {
        status: 400,
        body: { error_messages: ['transaction_details.order_id has already been taken'] },
      };
    }
    const transaction: Transaction = {
      orderId: orderId as string,
      transactionId: randomUUID(),
      merchantId: merchant.merchantId,
      token: randomUUID(),
      grossAmount: grossAmount as number,
      status: 'pending',
      fraudStatus: 'accept',
      paymentType: 'bank_transfer',
      transactionTime: jakartaTime(Date.now()),
      settlementTime: undefined,
      finishUrl: finish as string | undefined,
      request: params,
      vaNumber: String(10_000_000_000 + transactions.size + 1).slice(-11),
    };
    transactions.set(transaction.orderId, transaction);
    byToken.set(transaction.token, transaction);
    return {
      status: 201,
      body: { token: transaction.token, redirect_url: `${fake.url}/snap/v2/vtweb/${transaction.token}` },
    };
  }

  // --- Core API.

  function coreApi(merchant: FakeMidtransMerchant, method: string, id: string, action: string): Answer {
    const transaction =
      transactions.get(id) ?? [...transactions.values()].find((candidate) => candidate.transactionId === id);
    if (!transaction || transaction.merchantId !== merchant.merchantId) {
      return coreError(404, "Transaction doesn't exist.");
    }
    if (method === 'GET' && action === 'status') {
      return { status: 200, body: bodyOf(transaction, 'Success, transaction is found') };
    }
    if (method === 'POST' && (action === 'cancel' || action === 'expire')) {
      const cancellable =
        transaction.status === 'pending' ||
        (action === 'cancel' && transaction.status === 'capture' && transaction.fraudStatus === 'challenge');
      if (!cancellable) return coreError(412, 'Merchant cannot modify the status of the transaction');
      // Midtrans answers at once and notifies on its own time; the notification is not awaited here.
      void change(transaction, { status: action }, undefined);
      return {
        status: 200,
        body: bodyOf(
          transaction,
          action === 'cancel' ? 'Success, transaction is canceled' : 'Success, transaction has expired',
        ),
      };
    }
    return coreError(404, 'The requested resource is not found');
  }

  // --- The payment page at the redirect_url.

  async function paymentPage(method: string, token: string, action: string | undefined): Promise<Page> {
    const transaction = byToken.get(token);
    if (!transaction)
      return { status: 404, html: page('Payment not found', '<p>This payment link is not valid.</p>') };
    const summary = `<dl>
      <dt>Order ID</dt><dd>${escapeHtml(transaction.orderId)}</dd>
      <dt>Amount</dt><dd>${rupiah(transaction.grossAmount)}</dd>
    </dl>`;
    if (method === 'GET' && action === undefined) {
      if (transaction.status !== 'pending') {
        return { status: 200, html: page(`Transaction ${transaction.status}`, summary) };
      }
      const base = `/snap/v2/vtweb/${encodeURIComponent(token)}`;
      return {
        status: 200,
        html: page(
          'Choose how to finish this test payment',
          `${summary}
    <form method="post" action="${base}/pay"><button type="submit">Pay</button></form>
    <form method="post" action="${base}/decline"><button type="submit">Decline</button></form>`,
        ),
      };
    }
    if (method !== 'POST' || (action !== 'pay' && action !== 'decline')) {
      return { status: 404, html: page('Not found', '<p>There is nothing here.</p>') };
    }
    if (transaction.status !== 'pending') {
      return { status: 409, html: page(`Transaction already ${transaction.status}`, summary) };
    }
    const body =
      action === 'pay'
        ? await change(transaction, { status: 'settlement', fraudStatus: 'accept' }, undefined)
        : await change(transaction, { status: 'deny', fraudStatus: 'accept' }, undefined);
    if (transaction.finishUrl) {
      const target = new URL(transaction.finishUrl);
      target.searchParams.set('order_id', transaction.orderId);
      target.searchParams.set('status_code', body.status_code);
      target.searchParams.set('transaction_status', body.transaction_status);
      return { redirect: target.toString() };
    }
    return { status: 200, html: page(action === 'pay' ? 'Payment complete' : 'Payment declined', summary) };
  }

  // --- HTTP.

  function failureFor(method: string, path: string): MidtransErrorAnswer | undefined {
    const failure = failures.find((candidate) => matches(candidate.pattern, method, path));
    if (!failure) return undefined;
    failure.remaining -= 1;
    if (failure.remaining <= 0) failures.splice(failures.indexOf(failure), 1);
    return failure.answer;
  }

  function sendJson(response: ServerResponse, answer: Answer) {
    if (response.writableEnded || response.destroyed) return;
    const body = JSON.stringify(answer.body);
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  }

  function sendPage(response: ServerResponse, answer: Page) {
    if (response.writableEnded || response.destroyed) return;
    if ('redirect' in answer) {
      response.writeHead(303, { location: answer.redirect, 'content-length': 0 });
      response.end();
      return;
    }
    response.writeHead(answer.status, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(answer.html),
    });
    response.end(answer.html);
  }

  async function handle(request: IncomingMessage, response: ServerResponse, path: string) {
    const method = request.method ?? 'GET';
    const record: MidtransRequest = { method, path, status: 0, at: Date.now() };
    requests.push(record);
    const reply = (answer: Answer) => {
      record.status = answer.status;
      sendJson(response, answer);
    };
    const params = await readParams(request);
    const snap = path.startsWith('/snap/v1/');
    const failure = failureFor(method, path);
    if (failure) {
      const fallback = snap ? { error_messages: [recovering] } : coreBody(failure.status, recovering);
      return reply({ status: failure.status, body: failure.body ?? fallback });
    }

    const vtweb = /^\/snap\/v2\/vtweb\/([^/]+)(?:\/([a-z]+))?$/.exec(path);
    if (vtweb?.[1]) {
      const answer = await paymentPage(method, decodeURIComponent(vtweb[1]), vtweb[2]);
      record.status = 'redirect' in answer ? 303 : answer.status;
      return sendPage(response, answer);
    }

    const merchant = merchants.get(serverKeyOf(request) ?? '');
    if (snap) {
      if (method !== 'POST' || path !== '/snap/v1/transactions') {
        return reply({ status: 404, body: { error_messages: ['The requested resource is not found'] } });
      }
      if (!merchant) return reply({ status: 401, body: { error_messages: [snapUnauthorized] } });
      return reply(createTransaction(merchant, params));
    }
    const core = /^\/v2\/([^/]+)\/([a-z]+)$/.exec(path);
    if (!core?.[1] || !core[2]) return reply(coreError(404, 'The requested resource is not found'));
    if (!merchant) return reply(coreError(401, snapUnauthorized));
    return reply(coreApi(merchant, method, decodeURIComponent(core[1]), core[2]));
  }

  const server = createHttpServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const work = path.startsWith('/__control/')
      ? readParams(request).then(async (params) =>
          sendJson(
            response,
            await control(request.method ?? 'GET', path.slice('/__control/'.length), params),
          ),
        )
      : handle(request, response, path);
    work.catch((error: Error) =>
      sendJson(response, { status: 400, body: coreBody(400, `Bad request: ${error.message}`) }),
    );
  });

  // --- Control, in process and over HTTP.

  const fake: FakeMidtrans = {
    url: '',
    addMerchant(merchant) {
      if (!merchant.serverKey || !merchant.merchantId) {
        throw new Error('midtrans fake: a merchant needs a serverKey and a merchantId');
      }
      merchants.set(merchant.serverKey, { ...merchant });
      return { merchantId: merchant.merchantId, clientKey: merchant.clientKey };
    },
    setNotificationUrl(merchant, url) {
      const known =
        typeof merchant === 'string'
          ? (merchants.get(merchant) ?? merchantById(merchant))
          : merchants.get(merchant.serverKey);
      // Never the key in a message: it ends up in test output.
      if (!known) throw new Error('midtrans fake: no merchant with that server key or merchant id');
      if (url === null) notificationUrls.delete(known.merchantId);
      else notificationUrls.set(known.merchantId, url);
    },
    transactions,
    settle(orderId, options) {
      const transaction = transactionOf(orderId);
      return change(
        transaction,
        {
          status: 'settlement',
          fraudStatus: 'accept',
          paymentType: options?.paymentType ?? transaction.paymentType,
        },
        options,
      );
    },
    capture(orderId, fraudStatus, options) {
      return change(
        transactionOf(orderId),
        {
          status: fraudStatus === 'deny' ? 'deny' : 'capture',
          fraudStatus,
          paymentType: options?.paymentType ?? 'credit_card',
        },
        options,
      );
    },
    deny: (orderId, options) => change(transactionOf(orderId), { status: 'deny' }, options),
    expire: (orderId, options) => change(transactionOf(orderId), { status: 'expire' }, options),
    cancel: (orderId, options) => change(transactionOf(orderId), { status: 'cancel' }, options),
    refund: (orderId, options) => change(transactionOf(orderId), { status: 'refund' }, options),
    statusOf: (orderId) => bodyOf(transactionOf(orderId), 'Success, transaction is found'),
    async notify(body, options) {
      const orderId = isObject(body) ? body.order_id : undefined;
      const owner = typeof orderId === 'string' ? transactions.get(orderId)?.merchantId : undefined;
      const set = [...new Set(notificationUrls.values())];
      const url =
        options?.url ??
        (owner ? notificationUrls.get(owner) : undefined) ??
        (set.length === 1 ? set[0] : undefined);
      if (!url) throw new Error('midtrans fake: no notification URL for this body; pass { url }');
      return (await post(url, body)).status;
    },
    async resend(index) {
      const earlier = notifications[index];
      if (!earlier) throw new Error(`midtrans fake: no notification #${index}`);
      return (await post(earlier.url, earlier.body)).status;
    },
    signature: midtransSignature,
    failNext(pattern, answer, times = 1) {
      failures.push({ pattern, answer, remaining: times });
    },
    notifications,
    requests,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          let value: ReturnType<typeof predicate>;
          try {
            value = predicate();
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
            return;
          }
          if (value) return resolve(value);
          if (Date.now() - started >= timeoutMs) {
            reject(
              new Error(
                `midtrans fake: condition not met within ${timeoutMs} ms (${transactions.size} transactions, ` +
                  `${notifications.length} notifications, ${requests.length} requests): ${String(predicate).slice(0, 200)}`,
              ),
            );
            return;
          }
          setTimeout(check, 20);
        };
        check();
      });
    },
    async close() {
      closed = true;
      // Each notification under way fails (status 0) and resolves whoever awaits it.
      for (const request of inFlight) request.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function control(method: string, action: string, body: Record<string, unknown>): Promise<Answer> {
    const ok = (result: unknown): Answer => ({ status: 200, body: { ok: true, result: result ?? null } });
    try {
      const orderId = String(body.orderId ?? '');
      const options = { notify: body.notify !== false && body.notify !== 'false' };
      switch (`${method} ${action}`) {
        case 'POST addMerchant':
          return ok(fake.addMerchant(body as unknown as FakeMidtransMerchant));
        case 'POST setNotificationUrl':
          fake.setNotificationUrl(String(body.merchant), typeof body.url === 'string' ? body.url : null);
          return ok(true);
        case 'POST settle':
          return ok(
            await fake.settle(orderId, {
              ...options,
              ...(typeof body.paymentType === 'string' ? { paymentType: body.paymentType } : {}),
            }),
          );
        case 'POST capture':
          return ok(await fake.capture(orderId, body.fraudStatus as MidtransFraudStatus, options));
        case 'POST deny':
          return ok(await fake.deny(orderId, options));
        case 'POST expire':
          return ok(await fake.expire(orderId, options));
        case 'POST cancel':
          return ok(await fake.cancel(orderId, options));
        case 'POST refund':
          return ok(await fake.refund(orderId, options));
        case 'POST notify':
          return ok(
            await fake.notify(body.body, typeof body.url === 'string' ? { url: body.url } : undefined),
          );
        case 'POST resend':
          return ok(await fake.resend(Number(body.index)));
        case 'POST failNext':
          fake.failNext(String(body.pattern), body.answer as MidtransErrorAnswer, integer(body.times) ?? 1);
          return ok(true);
        case 'GET notifications':
          return ok(notifications);
        case 'GET transactions':
          return ok([...transactions.values()].map(publicTransaction));
        case 'GET requests':
          return ok(requests);
        case 'GET status':
          return ok(fake.statusOf(String(body.orderId ?? '')));
        default:
          return { status: 404, body: { ok: false, description: `no control action "${method} ${action}"` } };
      }
    } catch (error) {
      return {
        status: 400,
        body: { ok: false, description: error instanceof Error ? error.message : String(error) },
      };
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** The HTTP control API of a fake started in another process (a Playwright test's). */
export function midtransControl(url: string) {
  async function call<T>(method: 'GET' | 'POST', action: string, body?: unknown, query = ''): Promise<T> {
    const response = await fetch(`${url}/__control/${action}${query}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { ok: boolean; result?: T; description?: string };
    if (!answer.ok)
      throw new Error(`midtrans fake control ${action}: ${answer.description ?? response.status}`);
    return answer.result as T;
  }
  return {
    addMerchant: (merchant: FakeMidtransMerchant) =>
      call<{ merchantId: string; clientKey: string }>('POST', 'addMerchant', merchant),
    /** merchant: its server key or merchant id. */
    setNotificationUrl: (merchant: string, notificationUrl: string | null) =>
      call<true>('POST', 'setNotificationUrl', { merchant, url: notificationUrl }),
    settle: (orderId: string, options: ChangeOptions & { paymentType?: string } = {}) =>
      call<MidtransStatusBody>('POST', 'settle', { orderId, ...options }),
    capture: (orderId: string, fraudStatus: MidtransFraudStatus, options: ChangeOptions = {}) =>
      call<MidtransStatusBody>('POST', 'capture', { orderId, fraudStatus, ...options }),
    deny: (orderId: string, options: ChangeOptions = {}) =>
      call<MidtransStatusBody>('POST', 'deny', { orderId, ...options }),
    expire: (orderId: string, options: ChangeOptions = {}) =>
      call<MidtransStatusBody>('POST', 'expire', { orderId, ...options }),
    cancel: (orderId: string, options: ChangeOptions = {}) =>
      call<MidtransStatusBody>('POST', 'cancel', { orderId, ...options }),
    refund: (orderId: string, options: ChangeOptions = {}) =>
      call<MidtransStatusBody>('POST', 'refund', { orderId, ...options }),
    notify: (body: unknown, options: { url?: string } = {}) =>
      call<number>('POST', 'notify', { body, ...options }),
    resend: (index: number) => call<number>('POST', 'resend', { index }),
    /** pattern: 'snap', 'status' or a path (with `*` for one segment); no RegExp over HTTP. */
    failNext: (pattern: string, answer: MidtransErrorAnswer, times = 1) =>
      call<true>('POST', 'failNext', { pattern, answer, times }),
    notifications: () => call<MidtransNotification[]>('GET', 'notifications'),
    transactions: () => call<FakeMidtransTransaction[]>('GET', 'transactions'),
    requests: () => call<MidtransRequest[]>('GET', 'requests'),
    status: (orderId: string) =>
      call<MidtransStatusBody>('GET', 'status', undefined, `?orderId=${encodeURIComponent(orderId)}`),
  };
}

export type MidtransControl = ReturnType<typeof midtransControl>;

// --- Helpers.

function publicTransaction(transaction: Transaction): FakeMidtransTransaction {
  const { vaNumber: _vaNumber, ...rest } = transaction;
  return rest;
}

function coreBody(status: number, message: string) {
  return { status_code: String(status), status_message: message };
}

/** Core API errors carry the code in the body and, as the API does today, as the HTTP status. */
function coreError(status: number, message: string): Answer {
  return { status, body: coreBody(status, message) };
}

function matches(pattern: MidtransFailurePattern, method: string, path: string): boolean {
  if (pattern instanceof RegExp) return pattern.test(path);
  if (pattern === 'snap') return method === 'POST' && path === '/snap/v1/transactions';
  if (pattern === 'status') return method === 'GET' && /^\/v2\/[^/]+\/status$/.test(path);
  if (!pattern.includes('*')) return path === pattern;
  const glob = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${glob}$`).test(path);
}

/** HTTP Basic: the server key is the username, the password is empty. */
function serverKeyOf(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? decoded : decoded.slice(0, colon);
}

async function readParams(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const query = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams;
  const params: Record<string, unknown> = Object.fromEntries(query);
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (raw.trim() === '') return params;
  if (type === 'application/json') {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new Error('the body is not valid JSON');
    }
    // The client sends `null` as the body of cancel and expire.
    if (body === null) return params;
    if (!isObject(body)) throw new Error('the JSON body must be an object');
    return { ...params, ...body };
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { ...params, ...Object.fromEntries(new URLSearchParams(raw)) };
  }
  return params;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function integer(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value);
  return undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Midtrans writes times as "YYYY-MM-DD HH:mm:ss" in Jakarta (UTC+7). */
function jakartaTime(ms: number): string {
  return new Date(ms + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** "Rp350.000": rupiah with dots between thousands, as Snap shows amounts. */
export function rupiah(amount: number): string {
  return `Rp${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function page(heading: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(heading)} - Midtrans (test)</title>
</head>
<body>
  <main>
    <h1>Midtrans (test)</h1>
    <h2>${escapeHtml(heading)}</h2>
    ${content}
  </main>
</body>
</html>
`;
}
