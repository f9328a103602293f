import { hash } from 'node:crypto';
import type { z } from 'zod';
import type { testVisitSchema, TestVisitResult } from '../../../../shared/targeting';
import { parseUserAgent } from '../../../platform/net/user-agent';
import { targetBrowserOf, targetSystemOf, type VisitorTraits } from './evaluate';

// The visitor "Test a visit" imagines: device and OS read from the pasted user agent, the fields
// picked explicitly winning over it. Without either, a desktop browser (what the user-agent parser
// makes of any browser that names no device). The browser comes from the user agent alone; the
// address, the query string and the time are the test's own. Its daily hash comes from what describes it and the
// day, so the same test gives the same rotator pick all day, as a real visitor's does.

export type TestVisitInput = z.output<typeof testVisitSchema>;

export function testVisitor(
  input: TestVisitInput,
  at: number,
): { traits: VisitorTraits; shown: TestVisitResult['visitor'] } {
  const agent = input.user_agent ? parseUserAgent(input.user_agent) : null;
  const device = input.device ?? agent?.device ?? 'desktop';
  const os = input.os ?? agent?.os ?? null;
  const browser = agent?.browser ?? null;
  const day = new Date(at).toISOString().slice(0, 10);
  const described = [day, input.country, device, os, input.language, input.user_agent, input.ip].join('\n');
  const traits: VisitorTraits = {
    country: input.country,
    device,
    os,
    language: input.language,
    browser,
    ip: input.ip ?? '',
    params: new URLSearchParams(input.query ?? ''),
    hash: Number.parseInt(hash('sha256', described, 'hex').slice(0, 12), 16),
  };
  return {
    traits,
    shown: {
      country: input.country,
      device,
      os: targetSystemOf(os) ?? os,
      language: input.language,
      browser: targetBrowserOf(browser) ?? browser,
      ip: input.ip,
      query: input.query,
      at: new Date(at).toISOString(),
    },
  };
}
