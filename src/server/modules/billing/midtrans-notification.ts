import { classifyMidtransFailure, type TransactionStatus } from './midtrans';
import { signatureMatches, type OrdersDeps } from './order-parts';
import { applyStatus, askMidtrans } from './settle-order';

// POST /api/payments/midtrans/notification (ADR 0016).

/**
 * Midtrans's HTTP notification. The signature is checked first; then the status API is
 * asked, and only its answer changes anything. Answers: 200 handled (or an order we do not
 * know: logged, so that Midtrans stops), 403 a bad signature, 503 when Midtrans could not be
 * asked (it sends again later). A database failure throws: 500, sent again too.
 */
export async function midtransNotification(
  deps: OrdersDeps,
  body: unknown,
): Promise<{ status: number; message: string }> {
  const { repo, logger } = deps;
  const fields = body as Record<string, unknown> | null;
  const text = (key: string) => (typeof fields?.[key] === 'string' ? (fields[key] as string) : null);
  const orderId = text('order_id');
  const statusCode = text('status_code');
  const grossAmount = text('gross_amount');
  const signature = text('signature_key');
  if (!orderId || !statusCode || !grossAmount || !signature) {
    return { status: 400, message: 'order_id, status_code, gross_amount and signature_key are required' };
  }
  const serverKey = await deps.gateway.serverKey();
  if (
    !serverKey ||
    !signatureMatches(
      { order_id: orderId, status_code: statusCode, gross_amount: grossAmount, signature_key: signature },
      serverKey,
    )
  ) {
    logger.warn({ order: orderId }, 'midtrans notification with a wrong signature refused');
    return { status: 403, message: 'signature does not match' };
  }
  const order = await repo.findByOrderId(orderId);
  if (!order) {
    logger.warn({ order: orderId }, 'midtrans notification for an unknown order');
    return { status: 200, message: 'unknown order' };
  }
  let status: TransactionStatus | null;
  try {
    status = await askMidtrans(deps, order);
  } catch (error) {
    const failure = classifyMidtransFailure(error);
    if (failure.kind === 'not_found') {
      logger.warn({ order: orderId }, 'midtrans does not know an order it notified');
      return { status: 200, message: 'not known to midtrans' };
    }
    logger.warn(
      { order: orderId, reason: failure.description },
      'midtrans status API failed; the notification will come again',
    );
    return { status: 503, message: 'status could not be confirmed' };
  }
  if (!status) return { status: 503, message: 'midtrans is not set up' };
  const state = await applyStatus(deps, order, status);
  return { status: 200, message: state };
}
