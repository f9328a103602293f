import type { GatewaySettings } from '../../../../shared/billing';

// The payment gateway form as typed, and its way to the API's gatewayInput.

/** The schema's own bound on the bank accounts. */
export const maxBankAccounts = 10;

export interface AccountDraft {
  /** Stable while rows above are removed, so each row keeps its inputs. */
  id: string;
  bank: string;
  account_number: string;
  account_name: string;
}

export interface GatewayDraft {
  midtransEnabled: boolean;
  environment: GatewaySettings['midtrans']['environment'];
  /** Never prefilled: the page only ever gets the stored keys' masks. Empty keeps the stored key. */
  serverKey: string;
  clientKey: string;
  bankEnabled: boolean;
  accounts: AccountDraft[];
}

let accountSequence = 0;

export function newAccount(account: Omit<AccountDraft, 'id'> = emptyAccount): AccountDraft {
  accountSequence += 1;
  return { id: `account-${accountSequence}`, ...account };
}

const emptyAccount = { bank: '', account_number: '', account_name: '' };

export function draftFromSettings(settings: GatewaySettings): GatewayDraft {
  return {
    midtransEnabled: settings.midtrans.enabled,
    environment: settings.midtrans.environment,
    serverKey: '',
    clientKey: '',
    bankEnabled: settings.bank_transfer.enabled,
    accounts: settings.bank_transfer.accounts.map((account) => newAccount(account)),
  };
}

/** What Save sends, before the schema has judged it: a key input left empty is left out (kept). */
export function gatewayCandidate(draft: GatewayDraft): Record<string, unknown> {
  const serverKey = draft.serverKey.trim();
  const clientKey = draft.clientKey.trim();
  return {
    midtrans: {
      enabled: draft.midtransEnabled,
      environment: draft.environment,
      ...(serverKey ? { server_key: serverKey } : {}),
      ...(clientKey ? { client_key: clientKey } : {}),
    },
    bank_transfer: {
      enabled: draft.bankEnabled,
      accounts: draft.accounts.map(({ bank, account_number, account_name }) => ({
        bank,
        account_number,
        account_name,
      })),
    },
  };
}
