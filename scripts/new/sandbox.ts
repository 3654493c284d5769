import { execFile, execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * A throwaway copy of the repository as it is in the working tree (what git tracks, and the files it does not
 * ignore, with their uncommitted changes), committed in a git repository of its own so that `git status`
 * there shows exactly what a command changed. node_modules is a link to the original's. For the scaffold's
 * tests, which must not leave a generated feature in the real tree.
 */
export interface Sandbox {
  dir: string;
  /** Runs a command there and answers its output; a failure throws with the output. */
  run(command: string, args: string[], options?: RunOptions): Promise<string>;
  /** `git status --porcelain` of the copy: what changed since it was made. */
  changes(): string[];
  remove(): void;
}

interface RunOptions {
  env?: Record<string, string | undefined>;
  timeout?: number;
}

/** The environment of the process minus what a vitest parent sets, which would confuse a vitest child. */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(VITEST|TINYPOOL|NODE_OPTIONS$|NODE_ENV$|TEST$)/.test(key)) env[key] = value;
  }
  return { ...env, ...extra };
}

/** What the copy holds: what git tracks, and the files it does not ignore (`git ls-files -z` of LS_FILES). */
const LS_FILES = ['ls-files', '-z', '--cached', '--others', '--exclude-standard'];
// A node_modules that is a link (a worktree's) is not a directory to git, so .gitignore's "node_modules/" misses it.
const copiedFiles = (listed: string) => new Set(listed.split('\0').filter((f) => f && f !== 'node_modules'));
const QUIET = ['-c', 'user.name=sandbox', '-c', 'user.email=sandbox@portico.invalid', '-c', 'commit.gpgsign=false'];
// A tracked file deleted in the working tree is not part of it.
const unlessDeleted = (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
};

/** Makes the copy without blocking the event loop (a browser file prepares one while other files run). */
export async function makeSandbox(root: string, prefix = 'portico-sandbox-'): Promise<Sandbox> {
  const dir = await fsp.mkdtemp(join(tmpdir(), prefix));
  const git = async (cwd: string, ...args: string[]) => (await execFileAsync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 })).stdout;
  for (const file of copiedFiles(await git(root, ...LS_FILES))) {
    await fsp.mkdir(dirname(join(dir, file)), { recursive: true });
    await fsp.cp(join(root, file), join(dir, file)).catch(unlessDeleted);
  }
  await fsp.symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await git(dir, 'init', '-q');
  await fsp.writeFile(join(dir, '.git/info/exclude'), 'node_modules\n');
  await git(dir, 'add', '-A');
  await git(dir, ...QUIET, 'commit', '-q', '-m', 'sandbox');
  return sandboxAt(dir);
}

/** The handle on a made copy. */
function sandboxAt(dir: string): Sandbox {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20 });
  const execOptions = (options: RunOptions) => ({
    cwd: dir, encoding: 'utf8' as const, env: childEnv(options.env), timeout: options.timeout ?? 180_000, maxBuffer: 64 << 20,
  });
  const failed = (command: string, args: string[], error: unknown) => {
    const e = error as { stdout?: string; stderr?: string; message: string };
    return new Error(`${command} ${args.join(' ')} failed in ${dir}:\n${e.stdout ?? ''}\n${e.stderr ?? ''}\n${e.message}`);
  };
  return {
    dir,
    run: (command, args, options = {}) => new Promise((resolve, reject) => {
      const child = execFile(command, args, execOptions(options), (error, stdout, stderr) => {
        if (error) reject(failed(command, args, Object.assign(error, { stdout, stderr })));
        else resolve(stdout);
      });
      child.stdin?.end();
    }),
    changes: () => git('status', '--porcelain').split('\n').filter(Boolean),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
