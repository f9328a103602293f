import { describe, expect, it } from 'vitest';
import { parseLinkRef } from './link-ref';

describe('parseLinkRef', () => {
  it.each([
    ['abc', { domain: null, code: 'abc' }],
    ['  Summer-Sale ', { domain: null, code: 'Summer-Sale' }],
    ['abc?utm=x', { domain: null, code: 'abc' }],
    ['go.example.com/abc', { domain: 'go.example.com', code: 'abc' }],
    ['Go.Example.COM/AbC', { domain: 'go.example.com', code: 'AbC' }],
    ['https://go.example.com/abc', { domain: 'go.example.com', code: 'abc' }],
    ['HTTP://localhost:3000/abc', { domain: 'localhost', code: 'abc' }],
    ['https://go.example.com/abc?qr=1#top', { domain: 'go.example.com', code: 'abc' }],
    ['go.example.com/abc/more', { domain: 'go.example.com', code: 'abc' }],
  ])('%s', (argument, expected) => {
    expect(parseLinkRef(argument)).toEqual(expected);
  });

  it.each(['', '   ', 'https://', 'go.example.com/', '/abc', 'a b', '?x'])('refuses %j', (argument) => {
    expect(parseLinkRef(argument)).toBeNull();
  });
});
