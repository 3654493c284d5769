import { referenceCode } from './reference-code';

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

export type LogTransport = (batch: LogBatch) => Promise<unknown>;

/**
 * Console logging plus a queue of front-end exceptions ("frontEndException") shipped to the server
 * once a transport is attached (after sign-in, when the HTTP client can authorise).
 */
export class Logger {
  private queue: LogEntry[] = [];
  private transport?: LogTransport;

  constructor(private readonly source = 'portico-web') {}

  info(category: string, message: string, ...details: unknown[]): void {
    console.info(`[${category}] ${message}`, ...details);
  }

  warn(category: string, message: string, ...details: unknown[]): void {
    console.warn(`[${category}] ${message}`, ...details);
  }

  error(category: string, message: string, error?: unknown): void {
    console.error(`[${category}] ${message}`, error ?? '');
    const stack = error instanceof Error ? error.stack : undefined;
    this.enqueue('frontEndException', message, [{ module: category, message, stack }]);
  }

  entry(type: string, description: string, logs: unknown[]): LogEntry {
    return {
      specversion: '0.2',
      type,
      source: this.source,
      id: referenceCode(),
      time: new Date().toISOString(),
      contenttype: 'application/json',
      data: { description, logs },
    };
  }

  attachTransport(transport: LogTransport | undefined): void {
    this.transport = transport;
    void this.flush();
  }

  async flush(): Promise<void> {
    if (!this.transport || this.queue.length === 0) return;
    const items = this.queue.splice(0, this.queue.length);
    try {
      await this.transport({ version: '0.1', items });
    } catch (err) {
      // Never log the failure through this logger: that would loop.
      console.warn('[logging] could not ship front-end logs', err);
    }
  }

  private enqueue(type: string, description: string, logs: unknown[]): void {
    this.queue.push(this.entry(type, description, logs));
    if (this.queue.length > 200) this.queue.shift();
    void this.flush();
  }
}
