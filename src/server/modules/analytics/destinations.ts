import type { DestinationRow } from '../../../shared/analytics';
import { ruleNumberOf, type Condition, type Targeting } from '../../../shared/targeting';

// A link's "Destinations" breakdown: the choices its clicks recorded, named by the link's targeting
// as it is now (a rule keeps its id across edits, so a renumbered rule shows its new number), with
// the rule numbers the editor and "Test a visit" show (shared/targeting.ts ruleNumbers).

/** Values a label lists before it counts the rest ("ID, MY, SG, TH, VN +3"). */
const listedValues = 5;

function conditionValues(condition: Condition): string[] {
  switch (condition.type) {
    case 'country':
      return condition.countries;
    case 'device':
      return condition.devices;
    case 'os':
      return condition.systems;
    case 'language':
      return condition.languages;
    case 'browser':
      return condition.browsers;
    case 'ip':
      return condition.ranges;
    case 'query':
      return condition.match === 'present'
        ? [condition.name]
        : condition.values.map((value) => `${condition.name}=${value}`);
    case 'date':
      return [`${condition.from ?? '…'} – ${condition.to ?? '…'}`];
    case 'schedule':
      return [`${condition.days.join(' ')} ${condition.from}–${condition.to} ${condition.timezone}`];
  }
}

function valueList(values: string[]): string {
  const shown = values.slice(0, listedValues).join(', ');
  return values.length > listedValues ? `${shown} +${values.length - listedValues}` : shown;
}

/** What a recorded choice is called now, and where it sends visitors now (null: removed since). */
export function describeChoice(
  choice: string,
  targeting: Targeting | null,
): { label: string; url: string | null } {
  const colon = choice.indexOf(':');
  const kind = colon < 0 ? choice : choice.slice(0, colon);
  const id = colon < 0 ? null : choice.slice(colon + 1);
  if (kind === 'rule') {
    const rule = targeting?.rules.find((candidate) => candidate.id === id);
    if (!targeting || !rule) return { label: 'Removed rule', url: null };
    return {
      label: `Rule ${ruleNumberOf(targeting.rules, rule.id)} (${valueList(conditionValues(rule.condition))})`,
      url: rule.destination_url,
    };
  }
  if (kind === 'rotator') {
    const entry = targeting?.rotator.find((candidate) => candidate.id === id);
    if (!entry) return { label: 'Removed rotator destination', url: null };
    return { label: `Rotator: ${entry.destination_url}`, url: entry.destination_url };
  }
  if (kind === 'fallback') {
    const url = targeting?.fallback_url ?? null;
    return { label: url ? 'Fallback URL' : 'Removed fallback URL', url };
  }
  // Not a choice this version records: shown as stored rather than dropped, so the rows still add up.
  return { label: choice, url: null };
}

/**
 * Every choice's clicks, the main destination's (the total less the others) among them, most
 * clicked first. `choices` are the rollup rows of Dim.choice, which exist only for targeted clicks.
 */
export function destinationRows(
  link: { destinationUrl: string; targeting: Targeting | null },
  total: number,
  choices: { value: string; clicks: number }[],
): DestinationRow[] {
  const targeted = choices.filter((row) => row.clicks > 0);
  const main = total - targeted.reduce((sum, row) => sum + row.clicks, 0);
  const rows: DestinationRow[] = targeted.map((row) => ({
    choice: row.value,
    ...describeChoice(row.value, link.targeting),
    clicks: row.clicks,
  }));
  if (main > 0)
    rows.push({ choice: null, label: 'Main destination', url: link.destinationUrl, clicks: main });
  return rows.sort((a, b) => b.clicks - a.clicks || (a.choice ?? '').localeCompare(b.choice ?? ''));
}
