import type { BlockSettings, FilteringResolver } from '../../../../shared/checks';
import { codesToText, linesToList, listToLines, parseCodes } from './lines';

// The check settings as the form holds them, by the contract's own names (resolvers.2.address,
// signatures.block_ips), and their way to what PUT /api/admin/check-settings takes: the form is
// judged by the same schema the server uses, so a refusal on either side names the same field.

/** The schema's own bounds. */
export const maxResolvers = 20;
export const maxSignatureLines = 200;
export const maxEdeCodes = 50;

export interface ResolverRow extends FilteringResolver {
  /** Stable while rows above are removed, so each row keeps its inputs. */
  id: string;
}

export interface SettingsValues {
  resolvers: ResolverRow[];
  signatures: {
    /** One entry a line. */
    block_ips: string;
    block_cnames: string;
    /** Numbers separated by commas, spaces or lines. */
    ede_codes: string;
  };
}

let resolverSequence = 0;

export function newResolver(
  resolver: FilteringResolver = { name: '', address: '', protocol: 'udp' },
): ResolverRow {
  resolverSequence += 1;
  return { id: `resolver-${resolverSequence}`, ...resolver };
}

/**
 * The form's values for saved settings. `keepIds`: the rows' ids before a save, so that rows that
 * are still there keep their inputs (and the focus in them).
 */
export function valuesFromSettings(settings: BlockSettings, keepIds: readonly string[] = []): SettingsValues {
  return {
    resolvers: settings.resolvers.map((resolver, index) => {
      const id = keepIds[index];
      return id === undefined ? newResolver(resolver) : { id, ...resolver };
    }),
    signatures: {
      block_ips: listToLines(settings.signatures.block_ips),
      block_cnames: listToLines(settings.signatures.block_cnames),
      ede_codes: codesToText(settings.signatures.ede_codes),
    },
  };
}

/** What was typed into the EDE field, entry by entry: "15, sixteen 17" is three. */
export function codeEntries(text: string): string[] {
  return text.split(/[\s,;]+/).filter((token) => token !== '');
}

/**
 * The values as the contract takes them. An EDE entry that is no whole number goes as NaN, which
 * the schema refuses at its place, so the page can name what was typed there.
 */
export function settingsInput(values: SettingsValues) {
  return {
    resolvers: values.resolvers.map(({ name, address, protocol }) => ({ name, address, protocol })),
    signatures: {
      block_ips: linesToList(values.signatures.block_ips),
      block_cnames: linesToList(values.signatures.block_cnames),
      ede_codes: codeEntries(values.signatures.ede_codes).map((entry) =>
        /^\d+$/.test(entry) ? Number(entry) : Number.NaN,
      ),
    },
  };
}

/** Whether the values say something other than the saved settings (spaces and blank lines aside). */
export function isChanged(values: SettingsValues, saved: BlockSettings): boolean {
  const { codes, notNumbers } = parseCodes(values.signatures.ede_codes);
  const now = {
    resolvers: values.resolvers.map(({ name, address, protocol }) => ({
      name: name.trim(),
      address: address.trim(),
      protocol,
    })),
    signatures: {
      block_ips: linesToList(values.signatures.block_ips),
      block_cnames: linesToList(values.signatures.block_cnames),
      ede_codes: codes,
    },
    notNumbers,
  };
  return JSON.stringify(now) !== JSON.stringify({ ...saved, notNumbers: [] });
}

const placed = [
  /^resolvers$/,
  /^resolvers\.\d+\.(name|address|protocol)$/,
  /^signatures\.(block_ips|block_cnames|ede_codes)(\.\d+)?$/,
];

/** Refusals the form has no field for (a newer server's rule): said above Save instead. */
export function unplacedProblems(problems: Readonly<Record<string, string>>): string[] {
  return Object.entries(problems)
    .filter(([key]) => !placed.some((pattern) => pattern.test(key)))
    .map(([, message]) => message);
}

/** The refusals of one list's entries (`signatures.block_ips.3`), with the entry they are about. */
export function entryProblems(
  problems: Readonly<Record<string, string>>,
  list: 'block_ips' | 'block_cnames' | 'ede_codes',
  entries: readonly (string | number)[],
): { entry: string; message: string }[] {
  const pattern = new RegExp(`^signatures\\.${list}\\.(\\d+)$`);
  const found: { index: number; entry: string; message: string }[] = [];
  for (const [key, message] of Object.entries(problems)) {
    const match = pattern.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    found.push({ index, entry: String(entries[index] ?? `#${index + 1}`), message });
  }
  return found.sort((a, b) => a.index - b.index).map(({ entry, message }) => ({ entry, message }));
}
