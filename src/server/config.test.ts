import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function tempDir() {
  return mkdtempSync(join(tmpdir(), 'rk-config-'));
}

describe('loadConfig', () => {
  it('works with no configuration at all', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      dataDir: join(cwd, 'data'),
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      trustProxy: false,
      requireEmailVerification: true,
    });
    expect(loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'false' }, cwd).requireEmailVerification).toBe(false);
  });

  it('counts abuse limits in memory unless REDIS_URL is set, with 60 not-found and 30 links a minute', () => {
    expect(loadConfig({}, tempDir())).toMatchObject({
      redisUrl: undefined,
      redisKeyPrefix: 'ringkas:',
      notFoundPerMinute: 60,
      linksPerMinute: 30,
    });
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', LINKS_PER_MINUTE: '10' }, tempDir()),
    ).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', linksPerMinute: 10 });
    expect(() => loadConfig({ REDIS_URL: 'http://cache', NOT_FOUND_PER_MINUTE: '0' }, tempDir())).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL[\s\S]*NOT_FOUND_PER_MINUTE/,
    );
  });

  it('generates the auth secret once, keeps it in the data directory with mode 600', () => {
    const cwd = tempDir();
    const first = loadConfig({}, cwd);
    const file = join(cwd, 'data', 'auth-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, cwd).authSecret).toBe(first.authSecret);
  });

  it('lists every invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig(
        { PORT: 'x', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud', PUBLIC_URL: 'ftp://a' },
        tempDir(),
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'PUBLIC_URL']) expect(problems).toContain(name);
  });

  it('reads secrets from NAME_FILE, which wins over NAME', () => {
    const dir = tempDir();
    const file = join(dir, 'secret');
    writeFileSync(file, 'f'.repeat(40) + '\n');
    const config = loadConfig({ AUTH_SECRET: 'e'.repeat(40), AUTH_SECRET_FILE: file }, dir);
    expect(config.authSecret).toBe('f'.repeat(40));
  });

  it('names an unreadable NAME_FILE', () => {
    expect(() => loadConfig({ DATABASE_URL_FILE: '/nonexistent/secret' }, tempDir())).toThrow(
      /DATABASE_URL_FILE: cannot read/,
    );
  });

  it('treats blank values as unset and derives the public URL from host and port', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: '  ' }, tempDir());
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('keeps an explicit public URL without its trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://links.example.com/' }, tempDir());
    expect(config.publicUrl).toBe('https://links.example.com');
    expect(config.trustedOrigins).toEqual(['https://links.example.com']);
  });

  it('trusts both loopback names of a local server', () => {
    expect(loadConfig({ PORT: '4000' }, tempDir()).trustedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
    ]);
  });

  it('adds APP_ORIGINS to the trusted origins, each reduced to its origin', () => {
    const config = loadConfig(
      {
        PUBLIC_URL: 'https://links.example.com',
        APP_ORIGINS: ' https://App.Example.com , http://old.example.com:8080/ ,https://links.example.com',
      },
      tempDir(),
    );
    expect(config.trustedOrigins).toEqual([
      'https://links.example.com',
      'https://app.example.com',
      'http://old.example.com:8080',
    ]);
  });

  it('refuses an APP_ORIGINS entry that is not an origin, naming it', () => {
    for (const bad of ['app.example.com', 'https://app.example.com/path', 'ftp://app.example.com', 'null']) {
      expect(() => loadConfig({ APP_ORIGINS: `https://ok.example.com,${bad}` }, tempDir())).toThrow(
        new RegExp(`APP_ORIGINS: "${bad.replace(/[./]/g, '\\$&')}" is not an origin`),
      );
    }
  });

  it('reads DNS_SERVERS and PUBLIC_IPS as lists of addresses, the system resolvers and a CNAME by default', () => {
    expect(loadConfig({}, tempDir())).toMatchObject({ dnsServers: null, publicIps: [] });
    expect(
      loadConfig(
        {
          DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,[2001:db8::53]:53,2001:db8::1',
          PUBLIC_IPS: '203.0.113.4,2001:db8::4',
        },
        tempDir(),
      ),
    ).toMatchObject({
      dnsServers: ['1.1.1.1', '127.0.0.1:5353', '[2001:db8::53]:53', '2001:db8::1'],
      publicIps: ['203.0.113.4', '2001:db8::4'],
    });
  });

  it('refuses a DNS server or public address that is not an IP, naming it', () => {
    expect(() => loadConfig({ DNS_SERVERS: '1.1.1.1,dns.example' }, tempDir())).toThrow(
      /DNS_SERVERS: "dns.example" is not a DNS server address/,
    );
    expect(() => loadConfig({ DNS_SERVERS: '127.0.0.1:99999' }, tempDir())).toThrow(/DNS_SERVERS/);
    expect(() => loadConfig({ PUBLIC_IPS: 'links.example' }, tempDir())).toThrow(
      /PUBLIC_IPS: "links.example" is not an IP address/,
    );
  });

  it('refuses a short auth secret', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'short' }, tempDir())).toThrow(/AUTH_SECRET/);
  });

  it('parses TRUST_PROXY as a boolean', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, tempDir()).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }, tempDir()).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' }, tempDir())).toThrow(/TRUST_PROXY/);
  });

  it('does not touch an existing secret file', () => {
    const cwd = tempDir();
    loadConfig({}, cwd);
    const before = readFileSync(join(cwd, 'data', 'auth-secret'), 'utf8');
    loadConfig({ AUTH_SECRET: 'a'.repeat(32) }, cwd);
    expect(readFileSync(join(cwd, 'data', 'auth-secret'), 'utf8')).toBe(before);
  });
});
