// What a cached redirect allocates on the raw Node path (serve-cached.ts), in bytes per request:
// the handler is called on a fake request and response with a young generation large enough that
// no collection runs while it is measured. The HTTP stack's own garbage (about 6 KB a request) is
// not in it; this is the part the redirect's code adds. Run:
//   node --expose-gc --min-semi-space-size=64 --max-semi-space-size=64 --import tsx \
//     bench/serve-cached-allocation.ts
// METHOD=HEAD and TRUST_PROXY=1 measure those cases. 2026-11-24, two runs each: GET 265-266,
// HEAD 169-170, GET behind a trusted proxy 544-545; the code before decide() (b32add9), measured
// the same way: 280-281, 168-170, 561.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClickIngest } from '../src/server/modules/analytics';
import { createMetrics } from '../src/server/platform/runtime/metrics';
import type { CachedLink } from '../src/server/modules/links';
import { createServeCached } from '../src/server/redirect/serve-cached';
import { createPasswordCookies } from '../src/server/redirect/password-cookie';
import { Visitor } from '../src/server/redirect/visitor';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run node with --expose-gc (see the comment at the top)');

const link: CachedLink = {
  id: 'link-1',
  destinationUrl: 'https://example.com/landing?ref=site',
  isActive: true,
  expiresAt: null,
  clickCap: null,
  expiredUrl: null,
  forwardQuery: true,
  preview: false,
  passwordStamp: null,
  socialPreview: null,
  workspaceId: 'user-1',
  targeting: null,
  targetingUntil: null,
};
let recorded = 0;
const serveCached = createServeCached(
  {
    resolveHost: (hostname) => (hostname === 'localhost' ? hostname : 'localhost'),
    domainAnswers: () => undefined,
    expiredUrlOf: () => null,
    links: { cached: () => link, resolve: () => Promise.resolve(link) },
    ingest: { record: () => (recorded += 1) } as unknown as ClickIngest,
    now: () => new Date().getTime(), // as app.ts's clock, a Date each call
    visitor: new Visitor({ geoip: { country: () => null }, countryHeader: null, hashVisitor: () => 0 }),
    trustProxy: process.env.TRUST_PROXY === '1',
    ownerDisabled: () => false,
    passwordCookies: createPasswordCookies('a bench secret of at least thirty-two characters'),
  },
  createMetrics(),
);
const request = {
  method: process.env.METHOD ?? 'GET',
  url: '/abcdefg',
  headers: { host: 'localhost:3000', 'user-agent': 'Mozilla/5.0', 'x-forwarded-for': '36.66.0.1, 10.0.0.1' },
  socket: { remoteAddress: '127.0.0.1' },
} as unknown as IncomingMessage;
const response = {
  writeHead() {
    return this;
  },
  end() {},
} as unknown as ServerResponse;

function run(count: number) {
  for (let i = 0; i < count; i++) serveCached(request, response);
}

run(200_000); // optimised first
gc();
const count = 20_000;
const before = process.memoryUsage().heapUsed;
run(count);
const after = process.memoryUsage().heapUsed;
process.stdout.write(
  `${((after - before) / count).toFixed(0)} bytes a request (${recorded} visits recorded)\n`,
);
