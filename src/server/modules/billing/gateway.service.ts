import { eq } from 'drizzle-orm';
import type { BankAccount, BillingMethods, GatewayInput, GatewaySettings } from '../../../shared/billing';
import type { Db } from '../../db/client';
import { paymentGateway } from '../../db/schema/billing';
import { AppError, validationFailed } from '../../platform/http/app-error';
import type { SecretBox } from '../../platform/runtime/secret-box';
import type { AuditLog } from '../admin';
import {
  classifyMidtransFailure,
  midtransGateway,
  type MidtransEnvironment,
  type MidtransGateway,
  type MidtransRoots,
} from './midtrans';

// The payment gateway's settings (/admin/payment-gateway): Midtrans's keys sealed at rest and
// shown only as masks, the environment, and the bank accounts of manual transfers.

export const notificationPath = '/api/payments/midtrans/notification';

/** `SB-Mid-server-…Xk2`: the key's kind and its last three characters. */
export function keyMask(key: string): string {
  const prefix = /^(SB-)?Mid-(server|client)-/.exec(key)?.[0] ?? key.slice(0, 4);
  return `${prefix}…${key.slice(-3)}`;
}

export interface GatewayDeps {
  db: Db;
  box: SecretBox;
  audit: AuditLog;
  roots: MidtransRoots;
  publicUrl: string;
}

export function createGatewayService(deps: GatewayDeps) {
  const { db } = deps;
  const notificationUrl = new URL(notificationPath, deps.publicUrl).href;

  async function row() {
    const [found] = await db.select().from(paymentGateway).where(eq(paymentGateway.id, 1));
    return found ?? null;
  }

  function settingsOf(found: Awaited<ReturnType<typeof row>>): GatewaySettings {
    return {
      midtrans: {
        enabled: found?.midtransEnabled ?? false,
        environment: (found?.environment as MidtransEnvironment | undefined) ?? 'sandbox',
        server_key_mask: found?.serverKeyMask ?? null,
        client_key_mask: found?.clientKeyMask ?? null,
        notification_url: notificationUrl,
      },
      bank_transfer: {
        enabled: found?.bankTransferEnabled ?? false,
        accounts: (found?.bankAccounts as BankAccount[] | undefined) ?? [],
      },
      updated_at: found?.updatedAt.toISOString() ?? null,
    };
  }

  async function testKey(serverKey: string, environment: MidtransEnvironment, field: string) {
    const gateway = midtransGateway({ serverKey, clientKey: null, environment }, deps.roots);
    try {
      await gateway.status('ringkas-connection-test');
    } catch (error) {
      const failure = classifyMidtransFailure(error);
      // An unknown order, asked with a key Midtrans accepts: the connection works.
      if (failure.kind === 'not_found') return;
      if (failure.kind === 'unauthorized') {
        throw validationFailed({
          [field]: `Midtrans refused this key (${environment}): ${failure.description}`,
        });
      }
      throw new AppError(502, 'upstream_unavailable', `Midtrans did not answer: ${failure.description}`);
    }
  }

  return {
    notificationUrl,

    settings: async () => settingsOf(await row()),

    async update(actorId: string, input: GatewayInput): Promise<GatewaySettings> {
      const before = settingsOf(await row());
      const found = await row();
      const hasServerKey = Boolean(input.midtrans.server_key ?? found?.serverKeyCipher);
      if (input.midtrans.enabled && !hasServerKey) {
        throw validationFailed({ 'midtrans.server_key': 'Enter the server key to turn Midtrans on.' });
      }
      if (input.bank_transfer.enabled && input.bank_transfer.accounts.length === 0) {
        throw validationFailed({
          'bank_transfer.accounts': 'Add at least one account to turn bank transfer on.',
        });
      }
      const patch = {
        midtransEnabled: input.midtrans.enabled,
        environment: input.midtrans.environment,
        bankTransferEnabled: input.bank_transfer.enabled,
        bankAccounts: input.bank_transfer.accounts,
        updatedAt: new Date(),
        ...(input.midtrans.server_key
          ? {
              serverKeyCipher: deps.box.seal(input.midtrans.server_key),
              serverKeyMask: keyMask(input.midtrans.server_key),
            }
          : {}),
        ...(input.midtrans.client_key
          ? {
              clientKeyCipher: deps.box.seal(input.midtrans.client_key),
              clientKeyMask: keyMask(input.midtrans.client_key),
            }
          : {}),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(paymentGateway)
          .values({ id: 1, ...patch })
          .onConflictDoUpdate({ target: paymentGateway.id, set: patch });
        const after = settingsOf(
          (await tx.select().from(paymentGateway).where(eq(paymentGateway.id, 1)))[0] ?? null,
        );
        await deps.audit.record({ actorId, action: 'gateway.update', target: 'gateway', before, after }, tx);
      });
      return settingsOf(await row());
    },

    /** Asks Midtrans with the given key, or the stored one. */
    async test(serverKey?: string): Promise<{ ok: true; environment: MidtransEnvironment }> {
      const found = await row();
      const environment = (found?.environment as MidtransEnvironment | undefined) ?? 'sandbox';
      const key = serverKey ?? (found?.serverKeyCipher ? deps.box.open(found.serverKeyCipher) : null);
      if (!key) throw validationFailed({ server_key: 'Enter a server key to test, or save one first.' });
      await testKey(key, environment, 'server_key');
      return { ok: true, environment };
    },

    async methods(): Promise<BillingMethods> {
      const found = await row();
      return {
        midtrans: Boolean(found?.midtransEnabled && found.serverKeyCipher),
        bank_transfer: Boolean(
          found?.bankTransferEnabled && (found.bankAccounts as BankAccount[]).length > 0,
        ),
        environment: (found?.environment as MidtransEnvironment | undefined) ?? 'sandbox',
      };
    },

    /** The Midtrans client with the stored keys, or null when Midtrans is not set up. */
    async midtrans(): Promise<MidtransGateway | null> {
      const found = await row();
      if (!found?.serverKeyCipher) return null;
      return midtransGateway(
        {
          serverKey: deps.box.open(found.serverKeyCipher),
          clientKey: found.clientKeyCipher ? deps.box.open(found.clientKeyCipher) : null,
          environment: found.environment as MidtransEnvironment,
        },
        deps.roots,
      );
    },

    /** The stored server key (to check a notification's signature), or null. */
    async serverKey(): Promise<string | null> {
      const found = await row();
      return found?.serverKeyCipher ? deps.box.open(found.serverKeyCipher) : null;
    },

    async bankAccounts(): Promise<BankAccount[]> {
      const found = await row();
      return found?.bankTransferEnabled ? ((found.bankAccounts as BankAccount[]) ?? []) : [];
    },
  };
}

export type GatewayService = ReturnType<typeof createGatewayService>;
