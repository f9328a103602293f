import { blockSettingsSchema, type BlockSettings, type FilteringResolver } from '../../../../shared/checks';
import { zodFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { codesToText, linesToList, listToLines, parseCodes } from './lines';

// The check settings form as typed, and its way to PUT /api/admin/check-settings: judged by the
// same schema the server uses, so a refusal on either side names the same field
// (`resolvers.2.address`, `signatures.block_ips.0`).

/** The schema's own bounds. */
export const maxResolvers = 20;
export const maxSignatureLines = 200;
export const maxEdeCodes = 50;

export interface ResolverDraft extends FilteringResolver {
  /** Stable while rows above are removed, so each row keeps its inputs. */
  id: string;
}

export interface SettingsDraft {
  resolvers: ResolverDraft[];
  /** One entry a line. */
  blockIps: string;
  blockCnames: string;
  /** Numbers separated by commas, spaces or lines. */
  edeCodes: string;
}

let resolverSequence = 0;

export function newResolver(
  resolver: FilteringResolver = { name: '', address: '', protocol: 'udp' },
): ResolverDraft {
  resolverSequence += 1;
  return { id: `resolver-${resolverSequence}`, ...resolver };
}

/**
 * The form's values for saved settings. `keepIds`: the rows' ids before a save, so that rows that
 * are still there keep their inputs (and the focus in them).
 */
export function draftFromSettings(settings: BlockSettings, keepIds: readonly string[] = []): SettingsDraft {
  return {
    resolvers: settings.resolvers.map((resolver, index) => {
      const id = keepIds[index];
      return id === undefined ? newResolver(resolver) : { id, ...resolver };
    }),
    blockIps: listToLines(settings.signatures.block_ips),
    blockCnames: listToLines(settings.signatures.block_cnames),
    edeCodes: codesToText(settings.signatures.ede_codes),
  };
}

/** What Save would send, before the schema has judged it. */
function candidate(draft: SettingsDraft) {
  return {
    resolvers: draft.resolvers.map(({ name, address, protocol }) => ({ name, address, protocol })),
    signatures: {
      block_ips: linesToList(draft.blockIps),
      block_cnames: linesToList(draft.blockCnames),
      ede_codes: parseCodes(draft.edeCodes).codes,
    },
  };
}

export type DraftCheck =
  | { ok: true; settings: BlockSettings }
  | {
      ok: false;
      /** The schema's refusals by field path. */
      problems: FieldErrors;
      /** What the EDE field holds that is not a whole number (the page words that refusal). */
      notNumbers: string[];
    };

/** The draft judged as the server will judge it; the settings to send when it passes. */
export function checkDraft(draft: SettingsDraft): DraftCheck {
  const { notNumbers } = parseCodes(draft.edeCodes);
  const parsed = blockSettingsSchema.safeParse(candidate(draft));
  if (parsed.success && notNumbers.length === 0) return { ok: true, settings: parsed.data };
  return { ok: false, problems: parsed.success ? {} : zodFieldErrors(parsed.error), notNumbers };
}

/** Whether the draft says something other than the saved settings (spaces and blank lines aside). */
export function isChanged(draft: SettingsDraft, saved: BlockSettings): boolean {
  const now = candidate(draft);
  const trimmed = {
    ...now,
    resolvers: now.resolvers.map((resolver) => ({
      ...resolver,
      name: resolver.name.trim(),
      address: resolver.address.trim(),
    })),
    notNumbers: parseCodes(draft.edeCodes).notNumbers,
  };
  return JSON.stringify(trimmed) !== JSON.stringify({ ...saved, notNumbers: [] });
}

const placed = [
  /^resolvers$/,
  /^resolvers\.\d+\.(name|address|protocol)$/,
  /^signatures\.(block_ips|block_cnames|ede_codes)(\.\d+)?$/,
];

/** Refusals the form has no field for (a newer server's rule): said above Save instead. */
export function unplacedProblems(problems: FieldErrors): string[] {
  return Object.entries(problems)
    .filter(([key, message]) => message !== undefined && !placed.some((pattern) => pattern.test(key)))
    .map(([, message]) => message ?? '');
}

/** The refusals of one list's entries (`signatures.block_ips.3`), with the entry they are about. */
export function entryProblems(
  problems: FieldErrors,
  list: 'block_ips' | 'block_cnames' | 'ede_codes',
  entries: readonly (string | number)[],
): { entry: string; message: string }[] {
  const pattern = new RegExp(`^signatures\\.${list}\\.(\\d+)$`);
  const found: { index: number; entry: string; message: string }[] = [];
  for (const [key, message] of Object.entries(problems)) {
    const match = pattern.exec(key);
    if (!match || message === undefined) continue;
    const index = Number(match[1]);
    found.push({ index, entry: String(entries[index] ?? `#${index + 1}`), message });
  }
  return found.sort((a, b) => a.index - b.index).map(({ entry, message }) => ({ entry, message }));
}

/**
 * The problems of these fields and everything under them dropped: as a value changes, or when rows
 * move (`resolvers`: their indices no longer hold).
 */
export function without(problems: FieldErrors, ...keys: string[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).filter(
      ([key]) => !keys.some((dropped) => key === dropped || key.startsWith(`${dropped}.`)),
    ),
  );
}
