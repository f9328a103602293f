import { describe, expect, it } from 'vitest';
import { createShortUrlBuilder } from './short-url';

describe('short URLs', () => {
  it.each([
    ['http://localhost:3000', 'localhost', 'http://localhost:3000/abc'],
    ['http://localhost:3000', 'rk.example', 'http://rk.example/abc'],
    ['https://links.example', 'links.example', 'https://links.example/abc'],
    ['https://links.example:8443/', 'links.example', 'https://links.example:8443/abc'],
    ['https://links.example:8443', 'go.example', 'https://go.example/abc'],
    ['http://[::1]:3000', '[::1]', 'http://[::1]:3000/abc'],
  ])('PUBLIC_URL %s, domain %s -> %s', (publicUrl, domain, expected) => {
    expect(createShortUrlBuilder(publicUrl)(domain, 'abc')).toBe(expected);
  });
});
