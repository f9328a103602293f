import { describe, expect, it } from 'vitest';
import {
  entitlementRegistry,
  type CountEntry,
  type EntitlementRegistry,
  type FlagEntry,
} from '../../shared/entitlements';
import { defaultPlans, planSchemaFor, type Plan } from '../../shared/plans';
import { i18n } from '../lib/i18n';
import {
  checkDraft,
  draftFromPlan,
  emptyDraft,
  isPlanField,
  planFormFields,
} from '../features/admin-billing/lib/plan-draft';
import { planLimits } from '../features/billing/lib/plan-words';

// Issue 39, item 2: a new plan feature is one entry in shared/entitlements.ts. Each piece derived
// from the registry takes it as an argument (the real one by default); given the real registry and
// one entry more, the plan's contract, the admin's plan editor and the pricing cards' words all
// carry the new entry with no other edit.

const t = i18n.t.bind(i18n);
const emptyLimit = 'Enter a number, or tick Unlimited.';

const qrCodes = {
  key: 'qrCodes',
  kind: 'flag',
  planField: 'qr_codes',
  column: 'qrCodes',
  label: { en: 'QR codes', id: 'Kode QR' },
  card: { en: 'A QR code for every link', id: 'Kode QR untuk setiap tautan' },
} as const satisfies FlagEntry;

const maxTeamMembers = {
  key: 'maxTeamMembers',
  kind: 'limit',
  unit: 'count',
  planField: 'max_team_members',
  column: 'maxTeamMembers',
  label: { en: 'Team members', id: 'Anggota tim' },
  nothing: 0,
  everything: null,
  count: {
    one: { en: '{{count}} team member', id: '{{count}} anggota tim' },
    other: { en: '{{count}} team members', id: '{{count}} anggota tim' },
  },
  none: { en: 'No team members', id: 'Tanpa anggota tim' },
  unlimited: { en: 'Unlimited team members', id: 'Anggota tim tanpa batas' },
} as const satisfies CountEntry;

const vip = defaultPlans.find((plan) => plan.name === 'vip')!;
/** The VIP plan with the new entry's field: a Plan of the extended registry. */
const vipWith = (extra: Record<string, unknown>) => ({ ...vip, ...extra }) as Plan;
const withQrCodes = [...entitlementRegistry, qrCodes] as const;
const withTeams = [...entitlementRegistry, maxTeamMembers] as const;

describe('one more entry in the entitlement registry', () => {
  it('is a field of the plan’s contract', () => {
    const plan = { ...vip, qr_codes: true };
    expect(planSchemaFor(withQrCodes).parse(plan)).toEqual(plan);
    expect(planSchemaFor(withQrCodes).safeParse(vip).success).toBe(false);
    expect(planSchemaFor(withTeams).parse({ ...vip, max_team_members: null })).toMatchObject({
      max_team_members: null,
    });
  });

  it('is a field of the admin’s plan editor, labelled, read from the plan and sent', () => {
    expect(planFormFields(withQrCodes).flags.at(-1)).toEqual({ field: 'qr_codes', label: qrCodes.label });
    expect(planFormFields(withTeams).limits.at(-1)).toEqual({
      field: 'max_team_members',
      label: maxTeamMembers.label,
      unlimited: maxTeamMembers.unlimited,
    });
    expect(emptyDraft(withQrCodes).flags.qr_codes).toBe(false);
    expect(emptyDraft(withTeams).limits.max_team_members).toEqual({ value: '', unlimited: false });
    expect(isPlanField('qr_codes', withQrCodes)).toBe(true);
    expect(isPlanField('qr_codes')).toBe(false);

    const { id: _id, ...input } = vip;
    expect(
      checkDraft(draftFromPlan(vipWith({ qr_codes: true }), withQrCodes), { emptyLimit }, withQrCodes),
    ).toEqual({
      ok: true,
      input: { ...input, qr_codes: true },
    });
    const teams = draftFromPlan(vipWith({ max_team_members: 4 }), withTeams);
    expect(teams.limits.max_team_members).toEqual({ value: '4', unlimited: false });
    expect(checkDraft(teams, { emptyLimit }, withTeams)).toEqual({
      ok: true,
      input: { ...input, max_team_members: 4 },
    });
    // Left empty, it asks for a number or Unlimited, as every limit does.
    const empty = {
      ...teams,
      limits: { ...teams.limits, max_team_members: { value: '', unlimited: false } },
    };
    expect(checkDraft(empty, { emptyLimit }, withTeams)).toEqual({
      ok: false,
      problems: { max_team_members: emptyLimit },
    });
  });

  it('is a line of the pricing cards, in its place and in the reader’s language', async () => {
    const lines = (plan: Plan, registry: EntitlementRegistry = entitlementRegistry) =>
      planLimits(plan, t, registry).map(({ text, included }) => [text, included]);
    const real = lines(vip);
    expect(lines(vipWith({ qr_codes: true }), withQrCodes)).toEqual([
      ...real,
      ['A QR code for every link', true],
    ]);
    // Counts come before the flags on a card: the new one follows the other counts.
    const firstFlag = real.findIndex(([text]) => text === 'Cloaking by country');
    expect(lines(vipWith({ max_team_members: 1 }), withTeams)).toEqual([
      ...real.slice(0, firstFlag),
      ['1 team member', true],
      ...real.slice(firstFlag),
    ]);
    await i18n.changeLanguage('id');
    try {
      expect(lines(vipWith({ qr_codes: false }), withQrCodes).at(-1)).toEqual([
        'Kode QR untuk setiap tautan',
        false,
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
