import type { Panel, PanelCardKey, PanelCards } from '../../../shared/panel';
import { cardBuilders, panelWindow, type PanelSources, type PanelWindow } from './cards';

// The panel's registry: each module that owns a card's data contributes its source at start
// (app.ts); a read asks every registered source at once. A card no one registered is absent, so
// a feature that has not landed simply has no card yet.

type Entry = { key: PanelCardKey; read(window: PanelWindow): Promise<PanelCards[PanelCardKey]> };

export function createPanelService(deps: { now: () => Date }) {
  const entries = new Map<PanelCardKey, Entry>();

  return {
    /** Registers the source of a card's figures; a card has one source. */
    provide<Key extends PanelCardKey>(key: Key, source: PanelSources[Key]): void {
      if (entries.has(key)) throw new Error(`The panel card ${key} has a source already.`);
      const build = cardBuilders[key];
      entries.set(key, { key, read: (window) => build(source, window) });
    },

    /** The registered cards' keys, in the order they were registered. */
    keys: (): PanelCardKey[] => [...entries.keys()],

    /** Every registered card's figures now. One source failing fails the read (the error handler). */
    async read(): Promise<Panel> {
      const now = deps.now();
      const window = panelWindow(now);
      const cards = await Promise.all(
        [...entries.values()].map(async (entry) => [entry.key, await entry.read(window)] as const),
      );
      return { generated_at: now.toISOString(), cards: Object.fromEntries(cards) };
    },
  };
}

export type PanelService = ReturnType<typeof createPanelService>;
