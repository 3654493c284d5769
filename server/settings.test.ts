import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { readSettings, settingDocs, SettingsError } from './settings';
import { README, readmeWithTable } from '../scripts/settings-table';

const root = path.resolve(import.meta.dirname, '..');

describe('the settings schema', () => {
  it('names every wrong variable at once, with what it must be, and never repeats a secret', () => {
    let error: unknown;
    try {
      loadConfig({}, {
        PORT: 'eighty', PORTICO_MAIL_RETRIES: '0', PORTICO_JOB_POLL_SECONDS: '0.1', PORTICO_LOG: 'yes',
        DATABASE_URL: 'mysql://root:hunter2@db/portico', PORTICO_TRUST_PROXY: '1', PORTICO_TLS_KEY: 'key.pem',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const { problems, message } = error as SettingsError;
    expect(problems).toHaveLength(7);
    expect(message).toContain('PORT must be a whole number from 0 to 65535: "eighty"');
    expect(message).toContain('PORTICO_MAIL_RETRIES must be a whole number of at least 1: "0"');
    expect(message).toContain('PORTICO_JOB_POLL_SECONDS must be a number of at least 0.5: "0.1"');
    expect(message).toContain('PORTICO_LOG must be one of 0, 1, true, false: "yes"');
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(message).not.toContain('hunter2');
    expect(message).toContain('PORTICO_TRUST_PROXY lists the reverse proxies');
    expect(message).toContain('PORTICO_TLS_CERT and PORTICO_TLS_KEY go together');
  });

  it('keeps the defaults, takes an empty value as unset and converts numbers and flags', () => {
    const config = loadConfig({}, { PORT: '', SMTP_URL: ' ', PORTICO_JOB_POLL_SECONDS: ' 0.5 ', PORTICO_S3_BUCKET: 'files', PORTICO_S3_FORCE_PATH_STYLE: 'true' });
    expect(config.port).toBe(8080);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.jobPollMs).toBe(500);
    expect(config.s3).toEqual({ bucket: 'files', prefix: '', endpoint: undefined, region: 'us-east-1', forcePathStyle: true });
    const defaults = loadConfig({}, {});
    expect(defaults).toMatchObject({
      port: 8080, host: '127.0.0.1', variant: 'us', maxUploadBytes: 1024 ** 3, clientQuotaBytes: 10 * 1024 ** 3,
      sessionTtlSeconds: 43_200, jobPollMs: 2000, logger: true, bodyTimeoutMs: 10_000, uploadTimeoutMs: 900_000,
      printableTimeoutMs: 5000, maxConnections: 1000, logBatchesPerMinute: 30, logBytesPerHour: 4 * 1024 ** 2,
      logRetentionDays: 90, shutdownGraceMs: 30_000, demoData: true, dbPoolMax: 10, dbConnectTimeoutMs: 10_000,
      tracing: undefined, s3: undefined, tls: undefined,
    });
    expect(defaults.mail.documentSend).toEqual({ perUserHour: 20, perUserDay: 100, perClientHour: 50, perClientDay: 200 });
    expect(loadConfig({}, { PORTICO_LOG: '0', PORTICO_DEMO_DATA: '0' })).toMatchObject({ logger: false, demoData: false });
  });

  it('reads a JSON setting from a file, and says when the file cannot be read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-settings-'));
    try {
      fs.writeFileSync(path.join(dir, 'keys.json'), '{"keys":[]}');
      expect(loadConfig({}, { PORTICO_SIGNING_KEYS: path.join(dir, 'keys.json') }).signingKeys).toEqual({ keys: [] });
      expect(() => readSettings({ PORTICO_SIGNING_KEYS: path.join(dir, 'missing.json') })).toThrow(/PORTICO_SIGNING_KEYS is neither JSON nor the path of a readable file/);
      expect(() => readSettings({ PORTICO_IDENTITY_SECRETS: '{not json' })).toThrow(/PORTICO_IDENTITY_SECRETS is not valid JSON/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('turns tracing on by the standard OpenTelemetry variables only', () => {
    expect(loadConfig({}, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing)
      .toEqual({ url: 'http://collector:4318/v1/traces', serviceName: 'portico' });
    expect(loadConfig({}, { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c/traces', OTEL_SERVICE_NAME: 'portal-eu' }).tracing)
      .toEqual({ url: 'http://c/traces', serviceName: 'portal-eu' });
    expect(() => loadConfig({}, { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL: "collector:4318"/);
  });

  it('declares every variable the server and the plugins name', () => {
    const declared = new Set(settingDocs().map((doc) => doc.name));
    const named = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !file.includes(`${path.sep}testing${path.sep}`)) {
          for (const [name] of fs.readFileSync(file, 'utf8').matchAll(/\b(?:PORTICO|OTEL)_[A-Z0-9_]*[A-Z0-9]\b/g)) named.add(name);
        }
      }
    };
    walk(path.join(root, 'server'));
    walk(path.join(root, 'plugins'));
    expect([...named].filter((name) => !declared.has(name as never))).toEqual([]);
  });

  it("is the README's table of variables, which is up to date", () => {
    const readme = fs.readFileSync(README, 'utf8');
    // Out of date: run `npm run settings:table`.
    expect(readmeWithTable(readme)).toBe(readme);
    for (const doc of settingDocs()) expect(readme).toContain(`| \`${doc.name}\` |`);
  });

  it('the server refuses to start on wrong values, naming all of them, before creating anything', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-settings-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, PORTICO_DATA_DIR: dataDir, PORT: '99999', PORTICO_MAIL_RETRIES: 'many', PORTICO_LOG: '0', PORTICO_SKIP_BUILD: '1' };
      delete env.DATABASE_URL;
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], { env, encoding: 'utf8', timeout: 30_000, cwd: root });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Portico did not start: 2 settings are wrong');
      expect(run.stderr).toContain('PORT must be a whole number from 0 to 65535: "99999"');
      expect(run.stderr).toContain('PORTICO_MAIL_RETRIES must be a whole number of at least 1: "many"');
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
