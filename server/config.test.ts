import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVersion, loadConfig } from './config';

describe('PORTICO_PUBLIC_URL', () => {
  it('is required in production', () => {
    expect(() => loadConfig({}, { NODE_ENV: 'production' })).toThrow(/PORTICO_PUBLIC_URL is required in production/);
    expect(() => loadConfig({}, { NODE_ENV: 'production', PORTICO_PUBLIC_URL: '  ' })).toThrow(/PORTICO_PUBLIC_URL is required/);
    expect(loadConfig({}, { NODE_ENV: 'production', PORTICO_PUBLIC_URL: 'https://portal.example.com/' }).publicUrl)
      .toBe('https://portal.example.com');
  });

  it('defaults to localhost with the port in development', () => {
    expect(loadConfig({}, { PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
  });

  it('must be an http(s) origin', () => {
    for (const value of ['portal.example.com', 'ftp://portal.example.com', 'https://portal.example.com/portal', 'https://u:p@portal.example.com']) {
      expect(() => loadConfig({}, { PORTICO_PUBLIC_URL: value })).toThrow(/PORTICO_PUBLIC_URL/);
    }
  });

  it('the production server refuses to start without it, saying why', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-config-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORTICO_DATA_DIR: dataDir, PORT: '0', PORTICO_LOG: '0' };
      delete env.PORTICO_PUBLIC_URL;
      delete env.DATABASE_URL;
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
        env, encoding: 'utf8', timeout: 30_000, cwd: path.resolve(import.meta.dirname, '..'),
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('PORTICO_PUBLIC_URL is required in production');
      // Nothing was started: no database was created in the data directory.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('PORTICO_TRUST_PROXY', () => {
  it('trusts no proxy by default, else the listed addresses and ranges', () => {
    expect(loadConfig({}, {}).trustedProxies).toEqual([]);
    expect(loadConfig({}, { PORTICO_TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16,loopback, fd00::/8 ' }).trustedProxies)
      .toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback', 'fd00::/8']);
  });

  it('refuses what is no address: the old on switch "1" would trust every client\'s X-Forwarded-For', () => {
    for (const value of ['1', 'true', '10.0.0.0/8/8', 'proxy.example.com']) {
      expect(() => loadConfig({}, { PORTICO_TRUST_PROXY: value })).toThrow(/PORTICO_TRUST_PROXY lists the reverse proxies/);
    }
  });
});

describe('the version the help menu shows', () => {
  it("is the build's (package version and commit), else the package's while the portal is not built", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-dist-'));
    const packageVersion = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version;
    expect(buildVersion(dist, process.cwd())).toBe(packageVersion);
    fs.writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ builtAt: '2026-11-23T05:00:00Z', version: `${packageVersion}+abc1234` }));
    expect(buildVersion(dist, process.cwd())).toBe(`${packageVersion}+abc1234`);
    expect(loadConfig({}, { PORTICO_VERSION: '7.1', PORTICO_DIST: dist }).version).toBe('7.1');
    expect(loadConfig({}, { PORTICO_DIST: dist }).version).toBe(`${packageVersion}+abc1234`);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});

describe('PORTICO_SHUTDOWN_GRACE_SECONDS', () => {
  it('gives requests in flight 30 s to finish on SIGTERM unless set', () => {
    expect(loadConfig({}, {}).shutdownGraceMs).toBe(30_000);
    expect(loadConfig({}, { PORTICO_SHUTDOWN_GRACE_SECONDS: '5' }).shutdownGraceMs).toBe(5_000);
  });
});
