import { z } from 'zod';
import { entitlementRegistry, intervalsOf, type EntitlementRegistry } from './entitlements';
import { planSchema, planTextSchema } from './plans';
import { singleLine } from './text';

// Billing: orders and their payment (Midtrans Snap or a manual bank transfer), payment history,
// and the admin's plan and gateway settings. The API's shapes, shared by the server and the web app.
//
// Signed-in user:
//   POST   /api/orders                         { plan, method } -> 201 order (midtrans: with
//                                              snap_token and redirect_url; bank_transfer: with
//                                              the bank accounts to pay to)
//   GET    /api/orders                         the user's orders, newest first
//   GET    /api/orders/:id                     one (the finish page polls it until it is paid)
//   POST   /api/orders/:id/transfer            { bank, account_name, reference?, transferred_at }
//                                              the transfer's details -> order (awaiting approval)
//   POST   /api/orders/:id/cancel              a pending order -> order (cancelled)
//   POST   /api/orders/:id/resume              a pending Snap order: a fresh Snap token -> order
//   GET    /api/orders/:id/receipt             a paid order's receipt
//
// Anyone:
//   GET    /api/billing/methods                which methods checkout offers now (/pricing says
//                                              when there is none)
//
// Midtrans:
//   POST   /api/payments/midtrans/notification the HTTP notification (signature checked, then the
//                                              status API asked); 200 once handled or unknown
//
// Admin (403 for everyone else):
//   GET    /api/admin/plans                    every plan, archived ones too, with subscribers
//   POST   /api/admin/plans                    planInput -> 201 plan
//   PUT    /api/admin/plans/:id                planInput -> plan
//   DELETE /api/admin/plans/:id                deleted, or archived when accounts use it
//                                              -> { outcome: 'deleted' | 'archived' }
//   POST   /api/admin/plans/:id/restore        an archived plan back on sale -> plan
//   GET    /api/admin/payment-gateway          settings (keys only as masks)
//   PUT    /api/admin/payment-gateway          gatewayInput -> settings
//   POST   /api/admin/payment-gateway/test     asks Midtrans with the stored (or given) server key
//   GET    /api/admin/orders?state=&method=&q=&before=   every order, newest first
//   POST   /api/admin/orders/:id/approve       a manual transfer: paid -> order
//   POST   /api/admin/orders/:id/reject        { reason } -> order (failed)

export const paymentMethods = ['midtrans', 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const orderStates = ['pending', 'paid', 'failed', 'expired', 'refunded', 'cancelled'] as const;
export type OrderState = (typeof orderStates)[number];

/** An unpaid order expires after this many hours. */
export const orderExpiryHours = 24;

export const bankAccountSchema = z.object({
  bank: singleLine(60).pipe(z.string().min(1, 'Enter the bank.')),
  account_number: z
    .string()
    .trim()
    .regex(/^[0-9][0-9 -]{4,30}$/, 'Enter the account number: digits, spaces or dashes.'),
  account_name: singleLine(100).pipe(z.string().min(1, "Enter the account holder's name.")),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const createOrderSchema = z
  .object({
    plan: z.string().trim().min(1, 'Choose a plan.'),
    method: z.enum(paymentMethods, { message: 'Choose how to pay.' }),
  })
  .strict();
export type CreateOrder = z.infer<typeof createOrderSchema>;

export const transferDetailsSchema = z
  .object({
    /** The bank the money was sent from. */
    bank: singleLine(60).pipe(z.string().min(1, 'Enter the bank you paid from.')),
    account_name: singleLine(100).pipe(z.string().min(1, 'Enter the name on the account you paid from.')),
    reference: singleLine(100).optional(),
    /** When the transfer was made (ISO date-time; not in the future). */
    transferred_at: z.iso.datetime({ offset: true, message: 'Enter when you made the transfer.' }),
  })
  .strict();
export type TransferDetails = z.infer<typeof transferDetailsSchema>;

/** The transfer's details as an order shows them: the name is null once the buyer's account is deleted. */
export const orderTransferSchema = z.object({
  bank: z.string(),
  account_name: z.string().nullable(),
  reference: z.string().optional(),
  transferred_at: z.string(),
});
export type OrderTransfer = z.infer<typeof orderTransferSchema>;

export const orderSchema = z.object({
  id: z.string(),
  /** The reference the gateway and the bank transfer carry, e.g. RKS-20261124-7F3K2Q. */
  order_id: z.string(),
  /** The plan's key. */
  plan: z.string(),
  /** The plan's display name when the order was made. */
  plan_display_name: planTextSchema,
  /** Whole rupiah. */
  amount: z.number().int(),
  method: z.enum(paymentMethods),
  state: z.enum(orderStates),
  /** Midtrans: the Snap page to pay on, while pending. */
  snap_token: z.string().nullable(),
  redirect_url: z.string().nullable(),
  /** Manual transfer: where to pay, and what the user said they sent. */
  bank_accounts: z.array(bankAccountSchema),
  transfer: orderTransferSchema.nullable(),
  /** Why an admin rejected a transfer, or the gateway's last word on a failed payment. */
  reason: z.string().nullable(),
  invoice_number: z.string().nullable(),
  paid_at: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.object({ items: z.array(orderSchema) });

export const receiptSchema = z.object({
  invoice_number: z.string(),
  order_id: z.string(),
  brand: z.string(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  plan: z.string(),
  plan_display_name: planTextSchema,
  duration_days: z.number().int(),
  amount: z.number().int(),
  method: z.enum(paymentMethods),
  paid_at: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const billingMethodsSchema = z.object({
  midtrans: z.boolean(),
  bank_transfer: z.boolean(),
  /** Midtrans's environment, for the Snap page's notice. */
  environment: z.enum(['sandbox', 'production']),
});
export type BillingMethods = z.infer<typeof billingMethodsSchema>;

// Admin: plans

const limit = z
  .number({ message: 'Enter a whole number, or leave empty for unlimited.' })
  .int('Enter a whole number.')
  .min(0, 'Enter 0 or more.')
  .max(1_000_000, 'Enter at most 1,000,000.')
  .nullable();

const interval = z
  .number({ message: 'Enter minutes, or leave empty for no automatic checks.' })
  .int('Enter whole minutes.')
  .min(1, 'Enter at least 1 minute.')
  .max(10_080, 'Enter at most 10,080 minutes (a week).')
  .nullable();

type EntitlementInput<E> = E extends { kind: 'flag' } ? z.ZodBoolean : z.ZodNullable<z.ZodNumber>;

/** The registry's flags and limits as planInput takes them: a count up to a million, an interval up to a week. */
function entitlementInputs<R extends EntitlementRegistry>(
  registry: R,
): { [E in R[number] as E['planField']]: EntitlementInput<E> } {
  return Object.fromEntries(
    registry.map((entry) => [
      entry.planField,
      entry.kind === 'flag' ? z.boolean() : entry.unit === 'count' ? limit : interval,
    ]),
  ) as { [E in R[number] as E['planField']]: EntitlementInput<E> };
}

/** What the admin sends to create or change a plan, with a registry's flags and limits. */
export function planInputSchemaFor<R extends EntitlementRegistry>(registry: R) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .regex(
          /^[a-z][a-z0-9_]{1,29}$/,
          'Use 2-30 lowercase letters, digits or underscores, starting with a letter.',
        ),
      price: z
        .number({ message: 'Enter the price in whole rupiah.' })
        .int('Enter the price in whole rupiah.')
        .min(0, 'Enter 0 or more.')
        .max(1_000_000_000, 'Enter at most Rp1,000,000,000.'),
      original_price: z
        .number({ message: 'Enter the list price in whole rupiah.' })
        .int('Enter the list price in whole rupiah.')
        .min(0, 'Enter 0 or more.')
        .max(1_000_000_000, 'Enter at most Rp1,000,000,000.')
        .nullable(),
      duration: z
        .number({ message: 'Enter the days one purchase lasts.' })
        .int('Enter whole days.')
        .min(1, 'Enter at least 1 day.')
        .max(3650, 'Enter at most 3,650 days.'),
      ...entitlementInputs(registry),
      discount: z
        .number({ message: 'Enter a discount from 0 to 100.' })
        .int('Enter a whole percentage.')
        .min(0, 'Enter a discount from 0 to 100.')
        .max(100, 'Enter a discount from 0 to 100.'),
      isPopular: z.boolean(),
      display_name: z
        .object({
          en: singleLine(40).pipe(z.string().min(1, 'Enter the name in English.')),
          id: singleLine(40).pipe(z.string().min(1, 'Enter the name in Indonesian.')),
        })
        .strict(),
      /** Each line in both languages, after the lines the limits and flags give. */
      features: z
        .array(
          z
            .object({
              en: singleLine(120).pipe(z.string().min(1, 'Write this line in English.')),
              id: singleLine(120).pipe(z.string().min(1, 'Write this line in Indonesian.')),
            })
            .strict(),
        )
        .max(20, 'List at most 20 features.'),
    })
    .strict()
    .superRefine((input, context) => {
      // Generic over the registry, the shape is only known as far as these rules read it.
      const plan = input as unknown as Pick<PlanInput, 'price' | 'original_price'> & Record<string, unknown>;
      if (plan.original_price !== null && plan.original_price < plan.price) {
        context.addIssue({
          code: 'custom',
          path: ['original_price'],
          message: 'The list price cannot be below the price.',
        });
      }
      // An empty interval means none at all (the checks module reads it so): only with a count of 0.
      for (const entry of intervalsOf(registry)) {
        if (plan[entry.planField] === null && plan[entry.of] !== 0) {
          context.addIssue({ code: 'custom', path: [entry.planField], message: entry.emptyRefusal });
        }
      }
    });
}

export const planInputSchema = planInputSchemaFor(entitlementRegistry);
export type PlanInput = z.infer<typeof planInputSchema>;

export const adminPlanSchema = planSchema.extend({
  /** Hidden from /pricing, kept for its subscribers. */
  archived: z.boolean(),
  /** Accounts on this plan now. */
  subscribers: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanListSchema = z.object({ items: z.array(adminPlanSchema) });

export const deletePlanResultSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });

// Admin: payment gateway

export const midtransEnvironments = ['sandbox', 'production'] as const;

export const gatewaySettingsSchema = z.object({
  midtrans: z.object({
    enabled: z.boolean(),
    environment: z.enum(midtransEnvironments),
    /** `SB-Mid-server-…Xk2`: the ends only; null when none is stored. */
    server_key_mask: z.string().nullable(),
    client_key_mask: z.string().nullable(),
    /** Where Midtrans must send HTTP notifications (set it in the Midtrans dashboard). */
    notification_url: z.string(),
  }),
  bank_transfer: z.object({
    enabled: z.boolean(),
    accounts: z.array(bankAccountSchema),
  }),
  updated_at: z.string().nullable(),
});
export type GatewaySettings = z.infer<typeof gatewaySettingsSchema>;

export const gatewayInputSchema = z
  .object({
    midtrans: z
      .object({
        enabled: z.boolean(),
        environment: z.enum(midtransEnvironments),
        /** Omitted: keep the stored key. */
        server_key: z
          .string()
          .trim()
          .min(10, 'Enter the server key from the Midtrans dashboard.')
          .max(200)
          .optional(),
        client_key: z
          .string()
          .trim()
          .min(10, 'Enter the client key from the Midtrans dashboard.')
          .max(200)
          .optional(),
      })
      .strict(),
    bank_transfer: z
      .object({
        enabled: z.boolean(),
        accounts: z.array(bankAccountSchema).max(10, 'List at most 10 accounts.'),
      })
      .strict(),
  })
  .strict();
export type GatewayInput = z.infer<typeof gatewayInputSchema>;

export const gatewayTestSchema = z
  .object({ server_key: z.string().trim().min(10).max(200).optional() })
  .strict();
export const gatewayTestResultSchema = z.object({
  ok: z.literal(true),
  environment: z.enum(midtransEnvironments),
});

export const adminOrderSchema = orderSchema.extend({
  /** null once the buyer's account is deleted (the order is kept for the books). */
  buyer: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = z.object({
  items: z.array(adminOrderSchema),
  next_cursor: z.string().nullable(),
});
export const adminOrdersQuerySchema = z.object({
  state: z.enum(orderStates).optional(),
  method: z.enum(paymentMethods).optional(),
  /** Order id or buyer email, part of it. */
  q: z.string().trim().max(100).optional(),
  before: z.uuid().optional(),
});
export const rejectOrderSchema = z
  .object({ reason: singleLine(300).pipe(z.string().min(1, 'Say why the transfer is rejected.')) })
  .strict();
