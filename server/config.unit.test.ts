import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustedOrigins } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', LOG_LEVEL: 'info' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.oidc).toBeUndefined();
    expect(config.ADMIN_EMAILS).toEqual([]);
  });

  it('keeps 10 PostgreSQL connections per instance unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).DATABASE_POOL_SIZE).toBe(24);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', OIDC_CLIENT_ID: '' }).PORT).toBe(3000);
  });

  it('derives secure cookies from an https PUBLIC_URL and strips trailing slashes', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://abundance.example.com/' });
    expect(config.publicUrl).toBe('https://abundance.example.com');
    expect(config.secureCookies).toBe(true);
  });

  it('parses admin e-mails case-insensitively', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ann@Example.com, bob@example.com ,' }).ADMIN_EMAILS).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
  });

  it('enables OpenID Connect only when all three variables are set', () => {
    const config = loadConfig({
      OIDC_ISSUER_URL: 'https://id.example.com',
      OIDC_CLIENT_ID: 'app',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    expect(config.oidc).toEqual({
      issuerUrl: 'https://id.example.com',
      clientId: 'app',
      clientSecret: 's3cret',
    });
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://id.example.com' })).toThrow(
      /OIDC_ISSUER_URL.*must be set together/,
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ OIDC_ISSUER_URL: 'nope' }, 'OIDC_ISSUER_URL'],
    [{ ENFORCE_PLAN_LIMITS: 'yes' }, 'ENFORCE_PLAN_LIMITS'],
  ])('refuses %o with one line naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(new RegExp(`^Invalid ${name}: [^\\n]+$`));
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads %s as %o', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['true', 'yes', 'proxy.example.com'])(
    'refuses %s, which would trust any X-Forwarded-For',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid TRUST_PROXY: must be false, a hop count/,
      );
    },
  );
});

describe('mail and password sign-in', () => {
  it('takes smtp:// and smtps:// URLs only, and defaults the sender to PUBLIC_URL’s host', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/^Invalid SMTP_URL/);
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com',
      PUBLIC_URL: 'https://app.example.com',
    });
    expect(config.SMTP_URL).toBe('smtps://user:pass@mail.example.com');
    expect(config.mailFrom).toBe('Abundance <no-reply@app.example.com>');
  });

  it('turns password sign-in off with a provider unless PASSWORD_SIGN_IN=true', () => {
    const oidc = { OIDC_ISSUER_URL: 'https://id.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' };
    expect(loadConfig({}).passwordSignIn).toBe(true);
    expect(loadConfig(oidc).passwordSignIn).toBe(false);
    expect(loadConfig({ ...oidc, PASSWORD_SIGN_IN: 'true' }).passwordSignIn).toBe(true);
  });
});

describe('the trusted origins', () => {
  it('are PUBLIC_URL alone when it is set, else exactly the loopback origins on PORT', () => {
    expect([...trustedOrigins(loadConfig({ PUBLIC_URL: 'https://app.example/', PORT: '8080' }))]).toEqual([
      'https://app.example',
    ]);
    expect([...trustedOrigins(loadConfig({ PORT: '8080' }))]).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
  });

  it('stops start-up when HOST is not loopback and PUBLIC_URL is unset', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      'Invalid PUBLIC_URL: must be set when HOST (0.0.0.0) is not a loopback address; it is the address members open',
    );
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://app.example' }).publicUrl).toBe(
      'https://app.example',
    );
    expect(loadConfig({ HOST: '::1', PORT: '4000' }).publicUrl).toBe('http://[::1]:4000');
  });
});
