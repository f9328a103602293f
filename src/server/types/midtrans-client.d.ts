// midtrans-client (CommonJS, `module.exports = { Snap, CoreApi, ... }`) ships no types. Only the
// parts Ringkas uses are declared; import it as `import midtransClient from 'midtrans-client'`.
declare module 'midtrans-client' {
  namespace midtransClient {
    interface ClientOptions {
      isProduction?: boolean;
      serverKey?: string;
      clientKey?: string;
    }

    /** Per instance; tests replace the two base URL getters to reach a fake. */
    class ApiConfig {
      isProduction: boolean;
      serverKey: string;
      clientKey: string;
      get(): Required<ClientOptions>;
      set(options: ClientOptions): void;
      /** "https://api.sandbox.midtrans.com" (no trailing slash). */
      getCoreApiBaseUrl(): string;
      /** "https://app.sandbox.midtrans.com/snap/v1" (no trailing slash). */
      getSnapApiBaseUrl(): string;
    }

    interface ItemDetail {
      id?: string;
      /** Rupiah, a whole number. */
      price: number;
      quantity: number;
      name: string;
      [field: string]: unknown;
    }

    interface SnapTransactionParameters {
      transaction_details: { order_id: string; gross_amount: number };
      item_details?: ItemDetail[];
      customer_details?: {
        first_name?: string;
        last_name?: string;
        email?: string;
        phone?: string;
        [field: string]: unknown;
      };
      callbacks?: { finish?: string; error?: string; unfinish?: string };
      expiry?: { start_time?: string; unit: 'second' | 'minute' | 'hour' | 'day'; duration: number };
      [field: string]: unknown;
    }

    interface SnapTransaction {
      token: string;
      redirect_url: string;
    }

    type TransactionStatus =
      | 'capture'
      | 'settlement'
      | 'pending'
      | 'deny'
      | 'cancel'
      | 'expire'
      | 'failure'
      | 'refund'
      | 'partial_refund'
      | 'authorize';

    /** The status API's answer; a notification has the same fields. */
    interface TransactionStatusResponse {
      /** "200", "201", "202", "407"... (a string) */
      status_code: string;
      status_message: string;
      transaction_id: string;
      order_id: string;
      merchant_id?: string;
      /** "350000.00" */
      gross_amount: string;
      currency?: string;
      payment_type: string;
      transaction_time: string;
      transaction_status: TransactionStatus;
      fraud_status?: 'accept' | 'challenge' | 'deny';
      /** SHA512(order_id + status_code + gross_amount + serverKey), hex. */
      signature_key?: string;
      settlement_time?: string;
      [field: string]: unknown;
    }

    class Transaction {
      /** GET /v2/<id>/status; rejects with MidtransError for a status_code >= 400 other than 407 (expire). */
      status(transactionIdOrOrderId: string): Promise<TransactionStatusResponse>;
      /** Re-reads the status of the notification's transaction_id: the notification itself is not trusted. */
      notification(notification: object | string): Promise<TransactionStatusResponse>;
      cancel(transactionIdOrOrderId: string): Promise<TransactionStatusResponse>;
      expire(transactionIdOrOrderId: string): Promise<TransactionStatusResponse>;
    }

    /** SnapTransactionParameters documents the body; a plain record is accepted too (billing builds one). */
    type SnapParameters = SnapTransactionParameters | Record<string, unknown>;

    /** The library's wrapper of its own axios instance (lib/httpClient.js). */
    interface HttpClient {
      http_client: { defaults: { timeout?: number } };
    }

    class Snap {
      constructor(options?: ClientOptions);
      apiConfig: ApiConfig;
      httpClient: HttpClient;
      transaction: Transaction;
      createTransaction(parameters: SnapParameters): Promise<SnapTransaction>;
      createTransactionToken(parameters: SnapParameters): Promise<string>;
      createTransactionRedirectUrl(parameters: SnapParameters): Promise<string>;
    }

    class CoreApi {
      constructor(options?: ClientOptions);
      apiConfig: ApiConfig;
      httpClient: HttpClient;
      transaction: Transaction;
    }

    class MidtransError extends Error {
      /** The HTTP status, or the body's status_code (a string) when Midtrans answered 200 with an error; null without an answer. */
      httpStatusCode: number | string | null;
      /** The parsed answer: { error_messages } from Snap, { status_code, status_message } from the core API. */
      ApiResponse: unknown;
      rawHttpClientData: unknown;
    }
  }

  export = midtransClient;
}
