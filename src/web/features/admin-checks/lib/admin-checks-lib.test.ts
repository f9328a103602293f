import { describe, expect, it } from 'vitest';
import { blockSettingsSchema, defaultBlockSettings } from '../../../../shared/checks';
import { isRfc8914Code } from './ede';
import { codesToText, linesToList, listToLines, parseCodes } from './lines';
import { needsHttps, probeCommand, probeHealth, probesByResolver, unknownResolvers } from './probes';
import {
  codeEntries,
  entryProblems,
  isChanged,
  newResolver,
  settingsInput,
  unplacedProblems,
  valuesFromSettings,
  type SettingsValues,
} from './settings-values';

describe('text lines <-> lists', () => {
  it('takes each non-empty line, trimmed, whatever the line breaks', () => {
    expect(linesToList(' 36.86.63.185 \r\n\n203.0.113.0/24\r  \nexample.id\n')).toEqual([
      '36.86.63.185',
      '203.0.113.0/24',
      'example.id',
    ]);
    expect(linesToList('')).toEqual([]);
    expect(linesToList('  \n \n')).toEqual([]);
  });

  it('shows a list one entry a line, and reads it back the same', () => {
    const list = ['internetpositif.id', 'trustpositif.komdigi.go.id'];
    expect(listToLines(list)).toBe('internetpositif.id\ntrustpositif.komdigi.go.id');
    expect(linesToList(listToLines(list))).toEqual(list);
    expect(listToLines([])).toBe('');
  });

  it('reads codes separated by commas, spaces, semicolons or lines, and names what is no number', () => {
    expect(parseCodes('15, 16 17;\n18')).toEqual({ codes: [15, 16, 17, 18], notNumbers: [] });
    expect(parseCodes(' ,, ')).toEqual({ codes: [], notNumbers: [] });
    expect(parseCodes('15, -1, 16.5, abc')).toEqual({ codes: [15], notNumbers: ['-1', '16.5', 'abc'] });
    expect(codesToText([15, 16, 17])).toBe('15, 16, 17');
    expect(parseCodes(codesToText([15, 16, 17])).codes).toEqual([15, 16, 17]);
  });

  it('knows the codes RFC 8914 defines', () => {
    expect([0, 15, 16, 17, 24].every(isRfc8914Code)).toBe(true);
    expect([25, 65_535, -1].some(isRfc8914Code)).toBe(false);
  });
});

describe('the settings form values', () => {
  it('turn into the saved settings unchanged, and see no change in them', () => {
    const values = valuesFromSettings(defaultBlockSettings);
    expect(blockSettingsSchema.parse(settingsInput(values))).toEqual(defaultBlockSettings);
    expect(isChanged(values, defaultBlockSettings)).toBe(false);
    const signatures = (change: Partial<SettingsValues['signatures']>) => ({
      ...values,
      signatures: { ...values.signatures, ...change },
    });
    expect(
      isChanged(signatures({ block_ips: `${values.signatures.block_ips}\n\n  ` }), defaultBlockSettings),
    ).toBe(false);
    expect(isChanged(signatures({ ede_codes: '15,16,17' }), defaultBlockSettings)).toBe(false);
    expect(isChanged(signatures({ ede_codes: '15, 16' }), defaultBlockSettings)).toBe(true);
    expect(isChanged(signatures({ ede_codes: '15, 16, 17, x' }), defaultBlockSettings)).toBe(true);
    expect(isChanged({ ...values, resolvers: values.resolvers.slice(1) }, defaultBlockSettings)).toBe(true);
  });

  it('keep row ids across a save, and give new rows ids of their own', () => {
    const values = valuesFromSettings(defaultBlockSettings, ['kept']);
    expect(values.resolvers.map((resolver) => resolver.id)[0]).toBe('kept');
    expect(values.resolvers[1]?.id).not.toBe('kept');
    expect(newResolver().id).not.toBe(newResolver().id);
  });

  it('are judged by the shared schema with each refusal at its field, a code that is no number at its place', () => {
    const values = valuesFromSettings(defaultBlockSettings);
    const result = blockSettingsSchema.safeParse(
      settingsInput({
        resolvers: [...values.resolvers, { ...newResolver(), name: ' ', address: 'dns.example' }],
        signatures: {
          ...values.signatures,
          block_ips: '36.86.63.185\n300.1.1.1',
          ede_codes: '15, sixteen 70000',
        },
      }),
    );
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'resolvers.2.name',
        'resolvers.2.address',
        'signatures.block_ips.1',
        'signatures.ede_codes.1',
        'signatures.ede_codes.2',
      ]),
    );
    expect(codeEntries('15, sixteen 70000')).toEqual(['15', 'sixteen', '70000']);
  });

  it('send what the schema leaves: trimmed, block names in lower case', () => {
    const values = valuesFromSettings({ ...defaultBlockSettings, resolvers: [] });
    expect(
      blockSettingsSchema.parse(
        settingsInput({
          resolvers: [{ ...newResolver(), name: ' ISP ', address: ' 127.0.0.1:5353 ', protocol: 'tcp' }],
          signatures: { ...values.signatures, block_cnames: 'Block.Example\n' },
        }),
      ),
    ).toEqual({
      resolvers: [{ name: 'ISP', address: '127.0.0.1:5353', protocol: 'tcp' }],
      signatures: { ...defaultBlockSettings.signatures, block_cnames: ['block.example'] },
    });
  });

  it('name the entry each refusal is about, in order', () => {
    expect(
      entryProblems(
        {
          'signatures.block_ips.2': 'Third.',
          'signatures.block_ips.0': 'First.',
          'signatures.block_ips': 'The list.',
          'signatures.block_cnames.0': 'Other list.',
          'signatures.block_ips.9': 'Gone.',
        },
        'block_ips',
        ['a', 'b', 'c'],
      ),
    ).toEqual([
      { entry: 'a', message: 'First.' },
      { entry: 'c', message: 'Third.' },
      { entry: '#10', message: 'Gone.' },
    ]);
  });

  it('keep aside refusals the form has no field for', () => {
    expect(
      unplacedProblems({
        resolvers: 'At most 20 resolvers.',
        'resolvers.0.address': 'Bad.',
        'signatures.ede_codes.3': 'Bad.',
        signatures: 'Required.',
        'resolvers.1': 'Listed twice.',
      }),
    ).toEqual(['Required.', 'Listed twice.']);
  });
});

describe('probes', () => {
  const now = Date.parse('2026-11-24T12:00:00.000Z');
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it('tells a probe never seen, one heard from, and one silent past the 15 minutes', () => {
    expect(probeHealth({ last_seen_at: null }, now)).toBe('never');
    expect(probeHealth({ last_seen_at: ago(1) }, now)).toBe('recent');
    expect(probeHealth({ last_seen_at: ago(15) }, now)).toBe('recent');
    expect(probeHealth({ last_seen_at: ago(16) }, now)).toBe('stale');
  });

  it('names the resolvers a probe asks that the settings no longer have', () => {
    expect(unknownResolvers({ resolvers: ['Nawala', 'Old ISP'] }, ['Nawala', 'Telkom'])).toEqual(['Old ISP']);
  });

  it('lists the probes asking each resolver', () => {
    expect(
      probesByResolver([
        { name: 'Jakarta', resolvers: ['Telkom', 'Nawala'] },
        { name: 'Medan', resolvers: ['Telkom'] },
      ]),
    ).toEqual(
      new Map([
        ['Telkom', ['Jakarta', 'Medan']],
        ['Nawala', ['Jakarta']],
      ]),
    );
  });

  it('writes the command as the cli takes it', () => {
    expect(probeCommand('https://links.example', 'rkp_abc')).toBe(
      'npm run cli -- probe --server https://links.example --token rkp_abc',
    );
  });

  it('knows which server addresses the probe refuses (plain http beyond this machine)', () => {
    expect(needsHttps('https://links.example')).toBe(false);
    expect(needsHttps('http://localhost:3000')).toBe(false);
    expect(needsHttps('http://127.0.0.1:3000')).toBe(false);
    expect(needsHttps('http://[::1]:3000')).toBe(false);
    expect(needsHttps('http://links.example')).toBe(true);
    expect(needsHttps('not a url')).toBe(true);
  });
});
