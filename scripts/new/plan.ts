import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ScaffoldError } from './names';

/** What a run did, relative to the repository, and what to do next. */
export interface ScaffoldResult {
  written: string[];
  changed: string[];
  next: string[];
}

/** Files to write, checked all at once so that a refusal leaves the tree as it was. */
export class Plan {
  private readonly files = new Map<string, string>();
  private readonly edits = new Map<string, string>();
  constructor(readonly root: string) {}

  write(path: string, content: string): void {
    this.files.set(path, content);
  }

  /** A file that exists, changed (checked like the rest before anything is written). */
  edit(path: string, content: string): void {
    this.edits.set(path, content);
  }

  read(path: string): string {
    return this.edits.get(path) ?? readFileSync(join(this.root, path), 'utf8');
  }

  commit(next: string[]): ScaffoldResult {
    const existing = [...this.files.keys()].filter((path) => existsSync(join(this.root, path)));
    if (existing.length) throw new ScaffoldError(`Refusing to overwrite what exists:\n  ${existing.join('\n  ')}`);
    for (const [path, content] of [...this.files, ...this.edits]) {
      mkdirSync(dirname(join(this.root, path)), { recursive: true });
      writeFileSync(join(this.root, path), content);
    }
    return { written: [...this.files.keys()], changed: [...this.edits.keys()], next };
  }
}
