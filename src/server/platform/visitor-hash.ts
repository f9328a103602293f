import { createHmac, hash } from 'node:crypto';

// One visitor, one number per day: a secret daily salt in front of the address and the user
// agent, so the hash cannot be reversed to an address, nor matched across days. One-shot hash():
// an HMAC object per visit cost twice as much, and a Buffer digest twice what hex costs. The first
// 48 bits, as a number. The click ingest stores it (analytics/enrich.ts); the redirect's Visitor
// has it for targeting.

export type VisitorHasher = (at: number, ip: string, userAgent: string | undefined) => number;

export function createVisitorHasher(secret: string): VisitorHasher {
  let saltDay = -1;
  let salt = '';
  return (at, ip, userAgent) => {
    // The UTC day by arithmetic: its ISO text per visit cost a third of the hash.
    const dayNumber = Math.floor(at / 86_400_000);
    if (dayNumber !== saltDay) {
      saltDay = dayNumber;
      const day = new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
      salt = createHmac('sha256', secret).update(`visitor:${day}`).digest('hex');
    }
    const digest = hash('sha256', `${salt}\n${ip}\n${userAgent ?? ''}`, 'hex');
    return Number.parseInt(digest.slice(0, 12), 16);
  };
}
