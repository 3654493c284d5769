import { FRONT_END_EXCEPTION, type LogEntry, type Logger, type LogShipper as Shipper } from './logger';
import { LogSendError, type LogSend } from './log-transport';

export interface ShipperOptions {
  /** Regular shipping of whatever is queued (analytics, warnings that became errors later). */
  intervalMs?: number;
  /** An error is sent this soon after it is logged, not on the next tick. */
  errorDelayMs?: number;
  /** First wait after a failed send; doubles per failure up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** The server takes at most 50 items per batch (plugins/common/support/contract.ts MAX_LOG_ITEMS). */
  maxItems?: number;
  /** Body size of one batch. Keepalive requests share a 64 KiB budget in browsers, so stay below it. */
  maxBytes?: number;
  /** Where visibilitychange and pagehide are heard (a test passes its own). */
  page?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  pageWindow?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}

/** Type of the entry that reports how many entries the queue bound dropped. */
export const LOGS_DROPPED = 'frontEndLogsDropped';

/** 4xx answers worth retrying: the session may come back, the server may accept later. */
const RETRYABLE_CLIENT_ERRORS = new Set([401, 408]);
/** Too many logs (plugins/common/support LOG_RATE_LIMITED, LOG_VOLUME_EXCEEDED): drop the batch and wait. */
const TOO_MANY = 429;

const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * Ships the logger's queue in batches of spec 001 §3 (version "0.1"): on an interval, soon after an error,
 * and when the page is hidden or left (a keepalive request that outlives the page). A failed send puts its
 * entries back and waits with exponential backoff; a batch the server refuses as malformed (4xx) is dropped
 * rather than retried forever, and one refused as too many (429) is dropped and the shipper waits as long as
 * the server asked (at least the backoff) before sending more. Failures go to the console only, never to the logger, so they cannot loop.
 */
export class LogShipper implements Shipper {
  private readonly options: Required<Omit<ShipperOptions, 'page' | 'pageWindow'>>;
  private readonly page?: ShipperOptions['page'];
  private readonly pageWindow?: ShipperOptions['pageWindow'];
  private sending: Promise<void> | null = null;
  private failures = 0;
  private retryAt = 0;
  private interval?: ReturnType<typeof setInterval>;
  private soon?: ReturnType<typeof setTimeout>;
  private unsubscribe?: () => void;

  constructor(private readonly logger: Logger, private readonly send: LogSend, options: ShipperOptions = {}) {
    this.options = {
      intervalMs: options.intervalMs ?? 15_000,
      errorDelayMs: options.errorDelayMs ?? 1_000,
      backoffMs: options.backoffMs ?? 2_000,
      maxBackoffMs: options.maxBackoffMs ?? 5 * 60_000,
      maxItems: options.maxItems ?? 50,
      maxBytes: options.maxBytes ?? 60_000,
      now: options.now ?? (() => Date.now()),
    };
    this.page = options.page ?? globalThis.document;
    this.pageWindow = options.pageWindow ?? globalThis.window;
  }

  start(): this {
    this.logger.attachShipper(this);
    this.interval = setInterval(() => void this.flushIfDue(), this.options.intervalMs);
    this.unsubscribe = this.logger.onRecord((entry) => this.scheduleSoon(entry));
    this.page?.addEventListener('visibilitychange', this.onVisibilityChange);
    this.pageWindow?.addEventListener('pagehide', this.onPageHide);
    if (this.logger.pending > 0) this.scheduleSoon();
    return this;
  }

  stop(): void {
    clearInterval(this.interval);
    clearTimeout(this.soon);
    this.unsubscribe?.();
    this.page?.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.pageWindow?.removeEventListener('pagehide', this.onPageHide);
    this.logger.attachShipper(undefined);
  }

  /** Sends everything queued now, ignoring any backoff (logout, a report-issue); one send at a time. */
  flush(): Promise<void> {
    this.sending ??= this.sendQueued(false).finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  /** The page is going away: one keepalive batch now, whatever else is in flight. */
  private readonly onVisibilityChange = () => {
    if (this.page?.visibilityState === 'hidden') void this.sendBatch(true);
  };
  private readonly onPageHide = () => void this.sendBatch(true);

  private flushIfDue(): Promise<void> | undefined {
    if (this.logger.pending === 0 || this.options.now() < this.retryAt) return undefined;
    return this.flush();
  }

  /** An error goes soon, or when the backoff ends if that is later. */
  private scheduleSoon(entry?: LogEntry): void {
    if (entry && entry.type !== FRONT_END_EXCEPTION) return;
    clearTimeout(this.soon);
    const delay = Math.max(this.options.errorDelayMs, this.retryAt - this.options.now());
    this.soon = setTimeout(() => void this.flushIfDue(), delay);
  }

  private async sendQueued(keepalive: boolean): Promise<void> {
    while (this.logger.pending > 0) {
      if (!(await this.sendBatch(keepalive))) return;
    }
  }

  /** One batch from the front of the queue; false when it failed and the rest should wait. */
  private async sendBatch(keepalive: boolean): Promise<boolean> {
    const dropped = this.logger.takeDropped();
    const items = this.takeFitting(dropped);
    if (items.length === 0) return true;
    try {
      await this.send({ version: '0.1', items }, { keepalive });
      this.failures = 0;
      this.retryAt = 0;
      return true;
    } catch (error) {
      const status = error instanceof LogSendError ? error.status : 0;
      if (status === TOO_MANY) {
        const wait = this.backOff((error as LogSendError).retryAfterMs, keepalive);
        console.warn(`[logging] too many log entries: ${items.length} dropped; sending again in ${Math.round(wait / 1000)} s`, error);
        return false;
      }
      if (status >= 400 && status < 500 && !RETRYABLE_CLIENT_ERRORS.has(status)) {
        console.warn(`[logging] the server refused a batch of ${items.length} log entries; they are dropped`, error);
        return true;
      }
      const own = dropped > 0 ? items.slice(1) : items;
      this.logger.putBack(own);
      this.logger.restoreDropped(dropped);
      const wait = this.backOff(0, keepalive);
      // Console only: logging this through the logger would queue an entry about failing to send entries.
      console.warn(`[logging] could not ship ${own.length} log entries; retrying in ${Math.round(wait / 1000)} s`, error);
      return false;
    }
  }

  /** Waits the growing backoff, or longer when the server asked; answers the wait. */
  private backOff(askedMs: number, keepalive: boolean): number {
    this.failures += 1;
    const wait = Math.max(askedMs, Math.min(this.options.backoffMs * 2 ** (this.failures - 1), this.options.maxBackoffMs));
    this.retryAt = this.options.now() + wait;
    if (!keepalive) {
      clearTimeout(this.soon);
      this.soon = setTimeout(() => void this.flushIfDue(), wait);
    }
    return wait;
  }

  /** As many entries as fit the item and byte limits; one that can never fit is dropped and counted. */
  private takeFitting(dropped: number): LogEntry[] {
    const items: LogEntry[] = [];
    if (dropped > 0) {
      items.push(this.logger.entry(LOGS_DROPPED, `${dropped} log entries were dropped: the queue was full`, [{ dropped }]));
    }
    let bytes = byteLength({ version: '0.1', items });
    while (items.length < this.options.maxItems && this.logger.pending > 0) {
      const [next] = this.logger.take(1);
      const size = byteLength(next) + 1;
      if (bytes + size <= this.options.maxBytes) {
        items.push(next!);
        bytes += size;
      } else if (items.length === (dropped > 0 ? 1 : 0)) {
        console.warn('[logging] a log entry too large to send was dropped', next!.type, next!.data.description.slice(0, 200));
      } else {
        this.logger.putBack([next!]);
        break;
      }
    }
    return items;
  }
}
