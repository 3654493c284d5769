#!/usr/bin/env node
// Throwaway PostgreSQL cluster for the server tests.
//   node scripts/postgres/cluster.mjs start [DIR]  -> prints DATABASE_URL=postgres://portico@127.0.0.1:PORT/postgres
//   node scripts/postgres/cluster.mjs stop [DIR]
// PostgreSQL refuses to run as root, so the cluster runs as the unprivileged OS user "postgres" (created if missing).
// Exit code 3 means the binaries are missing: callers skip the PostgreSQL pass with a loud notice.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const EXIT_NO_POSTGRES = 3;
const BIN = process.env.PG_BIN ?? '/usr/local/bin';
const OS_USER = 'postgres';
const DEFAULT_DIR = '/tmp/portico-pg';

const [command = 'start', dir = DEFAULT_DIR] = process.argv.slice(2);
const initdb = path.join(BIN, 'initdb');
const pgCtl = path.join(BIN, 'pg_ctl');

function asPostgres(args) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, ...rest] = isRoot ? ['runuser', '-u', OS_USER, '--', ...args] : args;
  return spawnSync(cmd, rest, { encoding: 'utf8' });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
    srv.on('error', reject);
  });
}

function ensureOsUser() {
  if (process.getuid?.() !== 0) return;
  if (spawnSync('id', ['-u', OS_USER]).status === 0) return;
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER], { stdio: 'inherit' });
}

async function start() {
  if (!fs.existsSync(initdb) || !fs.existsSync(pgCtl)) {
    console.error(`\n!!! PostgreSQL binaries not found in ${BIN} (initdb, pg_ctl): SKIPPING the PostgreSQL test pass !!!\n`);
    process.exit(EXIT_NO_POSTGRES);
  }
  ensureOsUser();
  await stop(true);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { mode: 0o700, recursive: true });
  if (process.getuid?.() === 0) execFileSync('chown', [`${OS_USER}:${OS_USER}`, dir]);
  const init = asPostgres([initdb, '-D', dir, '-U', 'portico', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  const port = await freePort();
  const started = asPostgres([pgCtl, '-D', dir, '-l', path.join(dir, 'pg.log'), '-w', '-t', '60',
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  if (started.status !== 0) throw new Error(`pg_ctl start failed:\n${started.stdout}\n${started.stderr}\n${readLog()}`);
  fs.writeFileSync(path.join(dir, 'portico-port'), String(port));
  console.log(`DATABASE_URL=postgres://portico@127.0.0.1:${port}/postgres`);
}

function readLog() {
  try { return fs.readFileSync(path.join(dir, 'pg.log'), 'utf8'); } catch { return ''; }
}

async function stop(quiet = false) {
  if (!fs.existsSync(path.join(dir, 'postmaster.pid'))) return;
  const res = asPostgres([pgCtl, '-D', dir, '-m', 'fast', '-w', 'stop']);
  if (!quiet) console.log(res.status === 0 ? 'PostgreSQL stopped' : `pg_ctl stop: ${res.stderr}`);
}

if (command === 'start') await start();
else if (command === 'stop') await stop();
else { console.error('usage: cluster.mjs start|stop [DIR]'); process.exit(2); }
