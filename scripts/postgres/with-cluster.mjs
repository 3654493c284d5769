#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster: node scripts/postgres/with-cluster.mjs npx vitest run --project server
// Without PostgreSQL binaries it prints a loud notice and exits 0 (the pass is skipped, the SQLite pass still ran).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const cluster = path.join(import.meta.dirname, 'cluster.mjs');
const dir = process.env.PORTICO_PG_DIR ?? '/tmp/portico-pg';
const started = spawnSync(process.execPath, [cluster, 'start', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
if (started.status === 3) process.exit(0);
if (started.status !== 0) { console.error(started.stdout); process.exit(started.status ?? 1); }
const url = /DATABASE_URL=(\S+)/.exec(started.stdout)?.[1];
console.log(`PostgreSQL pass against ${url}`);
const [cmd, ...args] = process.argv.slice(2);
const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
spawnSync(process.execPath, [cluster, 'stop', dir], { stdio: 'inherit' });
process.exit(run.status ?? 1);
