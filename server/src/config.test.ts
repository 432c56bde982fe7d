import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'lender-config-'));

describe('loadConfig', () => {
  it('uses the embedded defaults and keeps a generated secret in the data folder', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ mode: 'embedded', port: 3000, databaseUrl: undefined, redisUrl: undefined });
    expect(config.appSecret.length).toBe(32);
    const stored = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    expect(stored.appSecret).toBe(config.appSecret.toString('hex'));
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret.equals(config.appSecret)).toBe(true);
  });

  it('requires APP_SECRET in production and names the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/x', DATA_DIR: tempDir() })).toThrowError(
      /^APP_SECRET is required/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/x', APP_SECRET: 'abcd', DATA_DIR: tempDir() })).toThrowError(
      /^APP_SECRET must hold at least 32 random bytes/,
    );
  });

  it.each([
    ['PORT', 'abc', /^PORT must be a whole number/],
    ['PORT', '70000', /^PORT must be a whole number/],
    ['DATABASE_URL', 'mysql://x', /^DATABASE_URL must start with postgres:/],
    ['REDIS_URL', 'not a url', /^REDIS_URL is not a valid URL/],
    ['REDIS_URL', 'redis://127.0.0.1:6379', /^REDIS_URL needs DATABASE_URL as well/],
    ['SMTP_URL', 'http://mail', /^SMTP_URL must start with smtp:/],
    ['LOG_LEVEL', 'loud', /^LOG_LEVEL must be one of/],
    ['LENDER_INBOX', 'nobody', /^LENDER_INBOX must be an e-mail address/],
    ['TRUST_PROXY', 'true', /^TRUST_PROXY must be the number of reverse proxies in front/],
    ['TRUST_PROXY', '-1', /^TRUST_PROXY must be the number of reverse proxies in front/],
  ])('refuses a bad %s', (variable, value, message) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tempDir(), [variable]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toMatch(message);
  });

  it('reads a production configuration', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@db:5432/lender',
      REDIS_URL: 'redis://redis:6379',
      APP_SECRET: 'ab'.repeat(32),
      PORT: '8080',
      PUBLIC_URL: 'https://www.example.com/',
      DATA_DIR: tempDir(),
    });
    expect(config).toMatchObject({ mode: 'production', port: 8080, publicUrl: 'https://www.example.com' });
  });
});
