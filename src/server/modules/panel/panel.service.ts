import type { Panel, PanelCardKey, PanelCards } from '../../../shared/panel';
import { cardBuilders, panelWindow, type PanelSources, type PanelWindow } from './cards';

// The panel's cards, each read from the source its owner module gives (index.ts); a read asks every
// source at once. A card without a source is absent, so a feature that has not landed simply has
// no card yet.

type Entry = { key: PanelCardKey; read(window: PanelWindow): Promise<PanelCards[PanelCardKey]> };

export function createPanelService(deps: { now: () => Date; sources: Partial<PanelSources> }) {
  const entries: Entry[] = (Object.keys(deps.sources) as PanelCardKey[]).map(
    <Key extends PanelCardKey>(key: Key) => {
      const build = cardBuilders[key];
      const source = deps.sources[key] as PanelSources[Key];
      return { key, read: (window: PanelWindow) => build(source, window) };
    },
  );

  return {
    /** The cards' keys, in the order of their sources. */
    keys: (): PanelCardKey[] => entries.map((entry) => entry.key),

    /** Every card's figures now. One source failing fails the read (the error handler). */
    async read(): Promise<Panel> {
      const now = deps.now();
      const window = panelWindow(now);
      const cards = await Promise.all(
        entries.map(async (entry) => [entry.key, await entry.read(window)] as const),
      );
      return { generated_at: now.toISOString(), cards: Object.fromEntries(cards) };
    },
  };
}

export type PanelService = ReturnType<typeof createPanelService>;
