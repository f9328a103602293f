import { describe, expect, it } from 'vitest';
import { parseProbeArgs } from './probe';

describe('parseProbeArgs', () => {
  it('takes the server, the token and --once', () => {
    expect(parseProbeArgs(['--server', 'https://ringkas.example/', '--token', 'rkp_1', '--once'])).toEqual({
      server: 'https://ringkas.example',
      token: 'rkp_1',
      once: true,
    });
    expect(parseProbeArgs(['--token', 't', '--server', 'http://127.0.0.1:3000'])).toEqual({
      server: 'http://127.0.0.1:3000',
      token: 't',
      once: false,
    });
    expect(parseProbeArgs(['--server', 'http://localhost:3000', '--token', 't'])).toMatchObject({
      server: 'http://localhost:3000',
    });
  });

  it.each([
    [['--server', 'http://example.com', '--token', 't'], /https:\/\/.*localhost or 127\.0\.0\.1/],
    [['--server', 'http://10.0.0.5', '--token', 't'], /https:\/\//],
    [['--server', 'ftp://example.com', '--token', 't'], /https:\/\//],
    [['--server', 'example.com', '--token', 't'], /not a URL/],
    [['--server', 'https://user:pw@example.com', '--token', 't'], /user name or password/],
    [['--token', 't'], /--server is required/],
    [['--server', 'https://example.com'], /--token is required/],
    [['--server', '--token', 't'], /--server needs a value/],
    [['--server', 'https://example.com', '--token', 't', '--verbose'], /Unknown option: --verbose/],
  ])('refuses %j', (args, message) => {
    const parsed = parseProbeArgs(args);
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});
