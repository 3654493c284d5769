import { referenceCode } from './reference-code';
import { RecentEntries } from './recent-entries';

/** Cloud-event style log entry of spec 001 §3. */
export interface LogEntry {
  specversion: '0.2';
  type: string;
  source: string;
  id: string;
  time: string;
  contenttype: 'application/json';
  data: { description: string; logs: unknown[] };
}
export interface LogBatch {
  version: '0.1';
  items: LogEntry[];
}

/** The entry type of an error the portal caught (spec 001 §3). */
export const FRONT_END_EXCEPTION = 'frontEndException';
/** Entries kept for shipping at most; beyond it the oldest go and are counted (see takeDropped). */
export const MAX_QUEUED_ENTRIES = 500;
/** The server's limits on one entry (plugins/common/support/contract.ts LogEntry). */
export const MAX_DESCRIPTION_CHARS = 4000;
const MAX_STACK_CHARS = 4000;

/** What ships the queue (core/logging/log-shipper.ts, started after sign-in). */
export interface LogShipper {
  flush(): Promise<void>;
}

/**
 * Console logging plus the queue of entries for the server. Errors become "frontEndException" entries and
 * are also kept in a short recent list for a report-issue (the debug reporter); other entry types
 * (analytics) come through `record`. Nothing here sends: the shipper, attached after sign-in when
 * requests can be authorised, takes entries from the queue and puts them back when a send fails.
 */
export class Logger {
  private queue: LogEntry[] = [];
  private dropped = 0;
  private shipper?: LogShipper;
  private readonly recentErrors = new RecentEntries<LogEntry>(30);
  private readonly listeners = new Set<(entry: LogEntry) => void>();
  /** How many errors this page has logged: each error's `index`, so a report reads them in order even across batches. */
  private errors = 0;

  constructor(private readonly source = 'portico-web') {}

  info(category: string, message: string, ...details: unknown[]): void {
    console.info(`[${category}] ${message}`, ...details);
  }

  warn(category: string, message: string, ...details: unknown[]): void {
    console.warn(`[${category}] ${message}`, ...details);
  }

  /**
   * Console error plus a frontEndException entry (spec 000 §3's error log entry): module (the category),
   * message, the error's name (TypeError, ApiError…; "Error" when what was thrown is no Error), its stack, and
   * its index among this page's errors.
   */
  error(category: string, message: string, error?: unknown): void {
    console.error(`[${category}] ${message}`, error ?? '');
    const stack = error instanceof Error && error.stack ? error.stack.slice(0, MAX_STACK_CHARS) : undefined;
    const detail = error instanceof Error && error.message !== message ? error.message : undefined;
    const name = error instanceof Error ? error.name : 'Error';
    const index = this.errors++;
    const entry = this.record(FRONT_END_EXCEPTION, message, [{ module: category, message, name, ...(detail ? { error: detail } : {}), stack, index }]);
    this.recentErrors.add(entry);
  }

  /** Queues an entry of any type (analytics uses its own); returns it. */
  record(type: string, description: string, logs: unknown[]): LogEntry {
    const entry = this.entry(type, description, logs);
    this.queue.push(entry);
    if (this.queue.length > MAX_QUEUED_ENTRIES) {
      this.queue.shift();
      this.dropped += 1;
    }
    for (const listener of this.listeners) listener(entry);
    return entry;
  }

  entry(type: string, description: string, logs: unknown[]): LogEntry {
    return {
      specversion: '0.2',
      type,
      source: this.source,
      id: referenceCode(),
      time: new Date().toISOString(),
      contenttype: 'application/json',
      data: { description: description.slice(0, MAX_DESCRIPTION_CHARS), logs },
    };
  }

  /** The debug reporter: the latest errors, oldest first, whether shipped or not (attached to a report-issue). */
  recent(): LogEntry[] {
    return this.recentErrors.list();
  }

  /** Called on every queued entry (the shipper sends errors soon rather than on its next tick). */
  onRecord(listener: (entry: LogEntry) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Removes up to `max` entries from the front of the queue, for one batch. */
  take(max: number): LogEntry[] {
    return this.queue.splice(0, max);
  }

  /** A batch that failed goes back in front, in order; the bound still holds (oldest dropped and counted). */
  putBack(entries: LogEntry[]): void {
    this.queue.unshift(...entries);
    const excess = this.queue.length - MAX_QUEUED_ENTRIES;
    if (excess > 0) {
      this.queue.splice(0, excess);
      this.dropped += excess;
    }
  }

  /** How many entries the bound dropped since the last call (the shipper reports them), reset to 0. */
  takeDropped(): number {
    const dropped = this.dropped;
    this.dropped = 0;
    return dropped;
  }

  /** A count taken by takeDropped whose report failed to send. */
  restoreDropped(count: number): void {
    this.dropped += count;
  }

  attachShipper(shipper: LogShipper | undefined): void {
    this.shipper = shipper;
  }

  /**
   * Sends what is queued now (before logout ends the session); without a shipper entries wait. Never
   * rejects, and gives up waiting after `timeoutMs` so a slow log endpoint cannot hold up a logout.
   */
  flush(timeoutMs = 2_000): Promise<void> {
    if (!this.shipper) return Promise.resolve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    return Promise.race([this.shipper.flush().catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
  }
}
