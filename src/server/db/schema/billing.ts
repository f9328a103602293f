// Owned by modules/billing: plans and their entitlements.

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { PlanText } from '../../../shared/plans';
import { users } from './profiles';
import { workspaces } from './workspaces';
import { timeOrderedId } from './time-ordered-id';

export const pricingPlans = pgTable('pricing_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  price: integer('price').notNull(),
  originalPrice: integer('original_price'),
  /** Days one purchase lasts. */
  duration: integer('duration').notNull(),
  /** null = unlimited */
  maxShortlinks: integer('max_shortlinks'),
  autoRotator: boolean('auto_rotator').notNull().default(false),
  cloakingCountry: boolean('cloaking_country').notNull().default(false),
  fallbackUrl: boolean('fallback_url').notNull().default(false),
  customAlias: boolean('custom_alias').notNull().default(false),
  deviceTargeting: boolean('device_targeting').notNull().default(false),
  advancedRules: boolean('advanced_rules').notNull().default(false),
  passwordLinks: boolean('password_links').notNull().default(false),
  customPreviews: boolean('custom_previews').notNull().default(false),
  webhooks: boolean('webhooks').notNull().default(false),
  maxCheckDomains: integer('max_check_domains'),
  maxAutoCheckDomains: integer('max_auto_check_domains'),
  /** Custom domains an account may prove and use; null = unlimited. */
  maxCustomDomains: integer('max_custom_domains').default(0),
  minCronJob: integer('min_cron_job'),
  /** Seats: a workspace's members and open invitations; null = unlimited. */
  maxMembers: integer('max_members').default(1),
  discount: integer('discount').notNull().default(0),
  isPopular: boolean('is_popular').notNull().default(false),
  /** What people call the plan, in English and Indonesian (`name` is its key). */
  displayName: jsonb('display_name').$type<PlanText>().notNull(),
  /** The plan's own lines, each in English and Indonesian (after the lines its limits give). */
  features: jsonb('features').$type<PlanText[]>().notNull().default([]),
  /** Set when an admin removed a plan that accounts still use: hidden from /pricing, kept for them. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Orders: one purchase of a plan, paid through Midtrans Snap or a manual bank transfer. The state
 * moves only forward (pending -> paid | failed | expired | cancelled; paid -> refunded), each move
 * with its side effect in one transaction. Kept for the books when the buyer's account is deleted.
 */
export const orders = pgTable(
  'orders',
  {
    id: timeOrderedId(),
    /** The reference the gateway and the bank transfer carry. */
    orderId: text('order_id').notNull().unique(),
    /** The buyer's account. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The workspace the plan was bought for. */
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    /** The plan and its terms when the order was made (a later edit of the plan changes nothing). */
    planName: text('plan_name').notNull(),
    /** The plan's display name then: receipts of a plan renamed or deleted since still read right. */
    planDisplayName: jsonb('plan_display_name').$type<PlanText>().notNull(),
    planDuration: integer('plan_duration').notNull(),
    amount: integer('amount').notNull(),
    method: text('method').notNull(),
    state: text('state').notNull().default('pending'),
    snapToken: text('snap_token'),
    redirectUrl: text('redirect_url'),
    /** The accounts to pay to (manual transfer), as they were when the order was made. */
    bankAccounts: jsonb('bank_accounts').notNull().default([]),
    /**
     * What the buyer says they transferred; the name on their account is removed (null) when the
     * buyer's account is deleted and the order kept.
     */
    transfer: jsonb('transfer'),
    reason: text('reason'),
    /** The gateway's last transaction_status (settlement, deny, ...). */
    gatewayStatus: text('gateway_status'),
    invoiceNumber: text('invoice_number').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_workspace_created_idx').on(table.workspaceId, table.createdAt),
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/** Receipts' invoice numbers: INV-<year>-<this, six digits>, never reused. */
export const invoiceNumbers = pgSequence('invoice_numbers', { startWith: 1 });

/** The payment gateway's settings (a single row, id 1); keys sealed (platform/runtime/secret-box.ts). */
export const paymentGateway = pgTable('payment_gateway', {
  id: integer('id').primaryKey().default(1),
  midtransEnabled: boolean('midtrans_enabled').notNull().default(false),
  environment: text('environment').notNull().default('sandbox'),
  serverKeyCipher: text('server_key_cipher'),
  serverKeyMask: text('server_key_mask'),
  clientKeyCipher: text('client_key_cipher'),
  clientKeyMask: text('client_key_mask'),
  bankTransferEnabled: boolean('bank_transfer_enabled').notNull().default(false),
  bankAccounts: jsonb('bank_accounts').notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Plan-lifecycle notices already sent, one per kind per subscription end: never twice. */
export const subscriptionNotices = pgTable(
  'subscription_notices',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** `expiring` (3 days before) or `expired`. */
    kind: text('kind').notNull(),
    /** The subscription end it was about. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.kind, table.expiresAt] })],
);
