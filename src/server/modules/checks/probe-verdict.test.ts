import { describe, expect, it } from 'vitest';
import { defaultBlockSettings } from '../../../shared/checks';
import { judgeProbeAnswer, type ReportedAnswer } from './probe-verdict';

const at = new Date('2026-11-24T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(at.getTime() - minutes * 60_000);
const resolver = { name: 'ISP', address: '10.1.1.1' };
const judge = (reported: ReportedAnswer | undefined) =>
  judgeProbeAnswer({
    resolver,
    probe: 'Jakarta',
    reported,
    signatures: defaultBlockSettings.signatures,
    now: at,
  });
const reported = (change: Partial<ReportedAnswer>): ReportedAnswer => ({
  probe: 'Jakarta',
  answeredAt: minutesAgo(1),
  answer: { rcode: 'NOERROR', records: [], ede: null, durationMs: 9 },
  error: null,
  ...change,
});

describe('judgeProbeAnswer', () => {
  it('judges a fresh answer by the signatures, naming the probe as where it was asked', () => {
    const result = judge(
      reported({
        answer: { rcode: 'NOERROR', records: [], ede: { code: 15, text: 'Blocked' }, durationMs: 9 },
      }),
    );
    expect(result).toEqual({
      resolver: 'ISP',
      address: 'probe Jakarta -> 10.1.1.1',
      verdict: 'blocked',
      evidence: 'Extended DNS Error 15 (Blocked)',
      rcode: 'NOERROR',
      answers: [],
      ede: { code: 15, text: 'Blocked' },
      duration_ms: 9,
    });
    expect(judge(reported({ answeredAt: minutesAgo(15) })).verdict).toBe('clear');
  });

  it.each<[string, ReportedAnswer | undefined, string]>([
    ['no answer yet', undefined, 'Probe Jakarta has not reported on this domain yet'],
    [
      'an answer older than 15 minutes',
      reported({ answeredAt: minutesAgo(15.5) }),
      "Probe Jakarta's last answer is 15 minutes old",
    ],
    [
      'a day-old answer',
      reported({ answeredAt: minutesAgo(1440) }),
      "Probe Jakarta's last answer is 1440 minutes old",
    ],
    [
      'an error at the probe',
      reported({ answer: null, error: 'no answer within 3000 ms' }),
      'No answer at probe Jakarta: no answer within 3000 ms',
    ],
    [
      'neither answer nor error',
      reported({ answer: null }),
      'No answer at probe Jakarta: the probe reported no answer',
    ],
  ])('says unknown, never blocked, for %s', (_, given, evidence) => {
    expect(judge(given)).toMatchObject({ verdict: 'unknown', evidence, rcode: null, answers: [] });
  });

  it('names the probe that answered when another one serves the resolver now', () => {
    expect(judge(reported({ probe: 'Surabaya', answeredAt: minutesAgo(20) })).evidence).toBe(
      "Probe Surabaya's last answer is 20 minutes old",
    );
  });
});
