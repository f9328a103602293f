import { randomInt } from 'node:crypto';
import { generatedCodeLength } from '../../../shared/links';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 7 base62 characters from a cryptographic source (62^7 = 3.5e12 codes). */
export function generateShortCode(length = generatedCodeLength): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}
