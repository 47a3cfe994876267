import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

function configErrorOf(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults for a local start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: 'apps/web/dist',
      demo: true,
      publicUrl: 'http://127.0.0.1:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('writes log lines except in tests that do not ask for them with LOG_LEVEL', () => {
    expect(loadConfig({}).logs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).logs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).logs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }).logs).toBe(true);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://shop:secret@127.0.0.1:5432/shop',
      PUBLIC_URL: 'https://parts.example.com',
      STRIPE_SECRET_KEY: '  sk_test_123  ',
    });
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 8080,
      DATABASE_URL: 'postgresql://shop:secret@127.0.0.1:5432/shop',
      publicUrl: 'https://parts.example.com',
      STRIPE_SECRET_KEY: 'sk_test_123',
    });
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('names a TRUST_PROXY entry that is not an address or range', () => {
    expect(configErrorOf({ TRUST_PROXY: 'banana' }).message).toMatch(
      /TRUST_PROXY: must be true, false or a comma-separated list of IP addresses\/CIDR ranges \(not banana\)/,
    );
    expect(configErrorOf({ TRUST_PROXY: '10.0.0.0/8, 300.1.1.1' }).message).toContain('(not 300.1.1.1)');
  });

  it("names the shop's details, with Crankworks and no invented address by default", () => {
    const shop = loadConfig({});
    expect([shop.SHOP_NAME, shop.SHOP_ADDRESS, shop.SHOP_EMAIL]).toEqual([
      'Crankworks',
      undefined,
      undefined,
    ]);
    expect(configErrorOf({ SHOP_NAME: 'x'.repeat(81) }).message).toMatch(
      /SHOP_NAME: must be at most 80 characters/,
    );
    expect(configErrorOf({ SHOP_ADDRESS: '4 Sprocket Yard\nGearton' }).message).toMatch(
      /SHOP_ADDRESS: must be one line, without control characters/,
    );
    expect(configErrorOf({ SHOP_EMAIL: 'orders' }).message).toMatch(/SHOP_EMAIL: must be an e-mail address/);
  });

  it('takes an IP address or a host name as HOST, and refuses an impossible one', () => {
    for (const host of ['127.0.0.1', '0.0.0.0', '::1', 'localhost', 'shop.internal'])
      expect(loadConfig({ HOST: host }).HOST).toBe(host);
    for (const host of ['999.1.1.1', 'bad host', '1.2.3'])
      expect(configErrorOf({ HOST: host }).message).toMatch(/HOST: must be an IP address/);
  });

  it('derives the public URL from HOST and PORT, an IPv6 address in brackets', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://0.0.0.0:8080');
    const { publicUrl } = loadConfig({ HOST: '::1', PORT: '3000' });
    expect(publicUrl).toBe('http://[::1]:3000');
    expect(new URL(publicUrl).port).toBe('3000');
  });

  it('turns demo data off in production unless DEMO says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO: '0' }).demo).toBe(false);
  });

  it('treats a variable set to blanks as not set, as .env.example leaves them', () => {
    const config = loadConfig({
      PORT: '',
      DATABASE_URL: '',
      PUBLIC_URL: ' ',
      DEMO: '',
      STRIPE_SECRET_KEY: '',
    });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.demo).toBe(true);
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it.each(['abc', '70000', '-1', '80.5'])('rejects PORT=%s naming PORT', (port) => {
    const error = configErrorOf({ PORT: port });
    expect(error.message).toContain('PORT: must be a port number from 0 to 65535');
  });

  it('holds at most 3 unpaid orders per customer unless MAX_UNPAID_ORDERS says otherwise, a whole number from 1', () => {
    expect(loadConfig({}).MAX_UNPAID_ORDERS).toBe(3);
    expect(loadConfig({ MAX_UNPAID_ORDERS: '10' }).MAX_UNPAID_ORDERS).toBe(10);
    expect(configErrorOf({ MAX_UNPAID_ORDERS: '0' }).message).toContain(
      'MAX_UNPAID_ORDERS: must be at least 1',
    );
    expect(configErrorOf({ MAX_UNPAID_ORDERS: '2.5' }).message).toContain(
      'MAX_UNPAID_ORDERS: must be a whole number of orders',
    );
  });

  it("keeps a guest's order link 30 days unless ORDER_LINK_DAYS says otherwise, 1 to 365", () => {
    expect(loadConfig({}).ORDER_LINK_DAYS).toBe(30);
    expect(loadConfig({ ORDER_LINK_DAYS: '7' }).ORDER_LINK_DAYS).toBe(7);
    expect(configErrorOf({ ORDER_LINK_DAYS: '0' }).message).toContain('ORDER_LINK_DAYS: must be at least 1');
    expect(configErrorOf({ ORDER_LINK_DAYS: '400' }).message).toContain(
      'ORDER_LINK_DAYS: must be at most 365',
    );
  });

  it('rejects a DATABASE_URL that is not PostgreSQL, naming it', () => {
    const error = configErrorOf({ DATABASE_URL: 'mysql://x' });
    expect(error.message).toContain('DATABASE_URL: must be a postgres:// URL');
  });

  it('takes an smtp(s):// SMTP_URL only together with a MAIL_FROM', () => {
    expect(configErrorOf({ SMTP_URL: 'http://mail.example.com' }).message).toContain(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect(configErrorOf({ SMTP_URL: 'smtp://mail.example.com:587' }).message).toContain(
      'MAIL_FROM: is needed with SMTP_URL',
    );
    const config = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.com',
      MAIL_FROM: 'Shop <shop@example.com>',
    });
    expect(config).toMatchObject({ MAIL_FROM: 'Shop <shop@example.com>', MAIL_POLL_MS: 5_000 });
  });

  it('trusts a development server’s origins only when DEV_SERVER_ORIGINS names them, and never in production', () => {
    expect(loadConfig({}).DEV_SERVER_ORIGINS).toEqual([]);
    expect(
      loadConfig({ DEV_SERVER_ORIGINS: 'http://127.0.0.1:5173, http://localhost:5173' }).DEV_SERVER_ORIGINS,
    ).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173']);
    expect(configErrorOf({ DEV_SERVER_ORIGINS: 'http://127.0.0.1:5173/page' }).message).toContain(
      'DEV_SERVER_ORIGINS: must be a comma-separated list of origins',
    );
    expect(
      configErrorOf({ NODE_ENV: 'production', DEV_SERVER_ORIGINS: 'http://127.0.0.1:5173' }).message,
    ).toContain('DEV_SERVER_ORIGINS: is for development only');
  });

  it('names every bad variable at once', () => {
    const error = configErrorOf({
      NODE_ENV: 'staging',
      LOG_LEVEL: 'loud',
      DEMO: 'maybe',
      PUBLIC_URL: 'not a url',
    });
    expect(error.message).toContain('NODE_ENV: must be development, production or test');
    expect(error.message).toContain('LOG_LEVEL: must be one of');
    expect(error.message).toContain('DEMO: must be true or false');
    expect(error.message).toContain('PUBLIC_URL: must be a URL');
  });
});

describe('.env.example', () => {
  it('lists the settings read outside loadConfig: PG_BIN (backup, restore, cluster), HAPROXY_PATH (cluster)', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    expect(example).toMatch(/^#?\s*PG_BIN=/m);
    expect(example).toMatch(/^#?\s*HAPROXY_PATH=/m);
  });
});
