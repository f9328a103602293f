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

/**
 * The rotator's daily visitor hash: the same visitor and day as createVisitorHasher's, computed
 * in the redirect itself. A keyed 32-bit mix (FNV-1a over the address and the user agent from a
 * secret daily seed, then MurmurHash3's finaliser so that the low bits the rotator's modulo reads
 * are well mixed) costs a quarter of the SHA-256 and allocates nothing; it only has to spread
 * visitors evenly and keep each on its pick for the day, and the rotator's pick is not a secret.
 */
export function createRotationHasher(secret: string): VisitorHasher {
  let seedDay = -1;
  let seed = 0;
  return (at, ip, userAgent) => {
    const dayNumber = Math.floor(at / 86_400_000);
    if (dayNumber !== seedDay) {
      seedDay = dayNumber;
      seed = createHmac('sha256', secret).update(`rotator:${dayNumber}`).digest().readUInt32LE(0);
    }
    let mixed = mixText(seed, ip);
    mixed = Math.imul(mixed ^ 10, fnvPrime);
    if (userAgent !== undefined) mixed = mixText(mixed, userAgent);
    return finalMix(mixed);
  };
}

const fnvPrime = 0x01000193;

function mixText(state: number, text: string): number {
  let mixed = state;
  for (let index = 0; index < text.length; index += 1)
    mixed = Math.imul(mixed ^ text.charCodeAt(index), fnvPrime);
  return mixed;
}

function finalMix(state: number): number {
  let mixed = state ^ (state >>> 16);
  mixed = Math.imul(mixed, 0x85ebca6b);
  mixed ^= mixed >>> 13;
  mixed = Math.imul(mixed, 0xc2b2ae35);
  mixed ^= mixed >>> 16;
  return mixed >>> 0;
}
