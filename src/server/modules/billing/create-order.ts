import { orderExpiryHours, type CreateOrder, type Order } from '../../../shared/billing';
import { inLanguage, type Plan } from '../../../shared/plans';
import { AppError, notFound, validationFailed } from '../../platform/http/app-error';
import type { Actor } from '../../platform/http/principal';
import { billingTexts } from './billing-texts';
import { classifyMidtransFailure } from './midtrans';
import { newOrderId, toOrder, type OrdersDeps } from './order-parts';

// POST /api/orders - an order for a plan on sale, at the plan's price on the server; a Snap
// transaction for online payment, the bank accounts for a transfer.

/** The plan by its key, if it is on sale and is bought (the free trial is given, not sold). */
async function onSale(deps: OrdersDeps, name: string): Promise<Plan> {
  const plan = (await deps.plans.list()).find((candidate) => candidate.name === name);
  if (!plan) throw validationFailed({ plan: `There is no plan named "${name}" on sale.` });
  if (plan.price <= 0) {
    throw validationFailed({
      plan: 'The free trial is given once, when an account is made; it is not bought.',
    });
  }
  return plan;
}

export async function createOrder(deps: OrdersDeps, actor: Actor, input: CreateOrder): Promise<Order> {
  const { repo, logger } = deps;
  const plan = await onSale(deps, input.plan);
  const methods = await deps.gateway.methods();
  if (!methods[input.method]) {
    throw validationFailed({
      method:
        input.method === 'midtrans'
          ? 'Online payment is not available now.'
          : 'Bank transfer is not available now.',
    });
  }
  const profile = await deps.users.profile(actor.id);
  if (!profile) throw notFound('User');
  const now = deps.now();
  const row = await repo.insert({
    orderId: newOrderId(now),
    userId: actor.id,
    workspaceId: actor.workspaceId,
    planName: plan.name,
    planDisplayName: plan.display_name,
    planDuration: plan.duration,
    amount: plan.price,
    method: input.method,
    bankAccounts: input.method === 'bank_transfer' ? await deps.gateway.bankAccounts() : [],
    expiresAt: new Date(now.getTime() + orderExpiryHours * 3_600_000),
  });
  if (input.method === 'bank_transfer') return toOrder(row);

  const midtrans = (await deps.gateway.midtrans())!;
  try {
    const brand = await deps.brandName();
    const transaction = await midtrans.createTransaction({
      transaction_details: { order_id: row.orderId, gross_amount: row.amount },
      item_details: [
        {
          id: plan.name,
          price: plan.price,
          quantity: 1,
          name: billingTexts({ language: profile.language, timeZone: profile.timeZone })
            .itemName(brand, inLanguage(plan.display_name, profile.language), plan.duration)
            .slice(0, 50),
        },
      ],
      customer_details: { first_name: profile.name.slice(0, 255) || profile.email, email: profile.email },
      callbacks: { finish: new URL(`/payments?order=${row.id}`, deps.publicUrl).href },
      expiry: { unit: 'hours', duration: orderExpiryHours },
    });
    const updated = await repo.update(row.id, {
      snapToken: transaction.token,
      redirectUrl: transaction.redirect_url,
    });
    return toOrder(updated!);
  } catch (error) {
    const failure = classifyMidtransFailure(error);
    await repo.update(row.id, { state: 'failed', reason: `Midtrans: ${failure.description}` });
    logger.error({ order: row.orderId, reason: failure.description }, 'snap transaction not created');
    throw new AppError(
      502,
      'upstream_unavailable',
      'The payment page could not be opened. Try again in a moment.',
    );
  }
}
