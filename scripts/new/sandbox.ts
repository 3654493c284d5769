import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A throwaway copy of the repository as it is in the working tree (what git tracks, and the files it does not
 * ignore, with their uncommitted changes), committed in a git repository of its own so that `git status`
 * there shows exactly what a command changed. node_modules is a link to the original's. For the scaffold's
 * tests, which must not leave a generated feature in the real tree.
 */
export interface Sandbox {
  dir: string;
  /** Runs a command there and returns its output; a failure throws with the output. */
  run(command: string, args: string[], options?: { env?: Record<string, string | undefined>; timeout?: number }): string;
  /** `git status --porcelain` of the copy: what changed since it was made. */
  changes(): string[];
  remove(): void;
}

/** The environment of the process minus what a vitest parent sets, which would confuse a vitest child. */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(VITEST|TINYPOOL|NODE_OPTIONS$|NODE_ENV$|TEST$)/.test(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

export function makeSandbox(root: string, prefix = 'portico-sandbox-'): Sandbox {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  // A node_modules that is a link (a worktree's) is not a directory to git, so .gitignore's "node_modules/" misses it.
  const files = git(root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter((f) => f && f !== 'node_modules');
  for (const file of new Set(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(dir, file));
    } catch (error) {
      // A tracked file deleted in the working tree is not part of it.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const quiet = ['-c', 'user.name=sandbox', '-c', 'user.email=sandbox@portico.invalid', '-c', 'commit.gpgsign=false'];
  git(dir, 'init', '-q');
  // The link is not a directory to git, so .gitignore's "node_modules/" does not cover it.
  writeFileSync(join(dir, '.git/info/exclude'), 'node_modules\n');
  git(dir, 'add', '-A');
  git(dir, ...quiet, 'commit', '-q', '-m', 'sandbox');
  return {
    dir,
    run(command, args, options = {}) {
      try {
        return execFileSync(command, args, {
          cwd: dir, encoding: 'utf8', env: childEnv(options.env), timeout: options.timeout ?? 180_000, maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'],
        });
      } catch (error) {
        const e = error as { stdout?: string; stderr?: string; message: string };
        throw new Error(`${command} ${args.join(' ')} failed in ${dir}:\n${e.stdout ?? ''}\n${e.stderr ?? ''}\n${e.message}`);
      }
    },
    changes: () => git(dir, 'status', '--porcelain').split('\n').filter(Boolean),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
