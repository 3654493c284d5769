import type { Document, DocumentPage } from '@portico/contract/documents';

export type PageFetcher = (offset: number) => Promise<DocumentPage>;

/**
 * A sparse list of a folder's documents filled page by page as rows come into view. Not a valtio proxy:
 * 10,000 proxied documents would cost more than the list itself; `onChange` tells the store to re-render.
 */
export class PagedDocuments {
  docs: Array<Document | undefined> = [];
  total = 0;
  private pages = new Map<number, Promise<void>>();
  private lastPageSize = 0;
  /** The server counted the folder once; later pages come without a count. */
  private counted = false;

  /** `onChange` may be set later: a list can start loading before a view takes it. */
  constructor(private readonly fetchPage: PageFetcher, public onChange: () => void = () => undefined) {}

  /** Loads the first page (it tells the total and page size). */
  async start(): Promise<void> {
    await this.load(0);
  }

  get complete(): boolean {
    return this.docs.length === this.total && !this.docs.includes(undefined);
  }

  /** Fetches the pages covering rows start..end that are neither loaded nor on their way. */
  ensureRange(start: number, end: number): Promise<void> {
    if (!this.lastPageSize) return Promise.resolve();
    const first = Math.floor(start / this.lastPageSize) * this.lastPageSize;
    const work: Promise<void>[] = [];
    for (let offset = first; offset <= end && offset < this.total; offset += this.lastPageSize) work.push(this.load(offset));
    return Promise.all(work).then(() => undefined);
  }

  loadAll(): Promise<void> {
    return this.ensureRange(0, Math.max(0, this.total - 1));
  }

  remove(ids: ReadonlySet<string>): void {
    const before = this.docs.length;
    this.docs = this.docs.filter((d) => !d || !ids.has(d.id));
    this.total -= before - this.docs.length;
    this.onChange();
  }

  private load(offset: number): Promise<void> {
    const existing = this.pages.get(offset);
    if (existing) return existing;
    const request = this.fetchPage(offset).then((page) => {
      // Without a count, the list grows by what is known: this page, plus one more page while there is one.
      const end = page.offset + page.documents.length;
      if (page.total !== null) this.counted = true;
      if (page.total !== null || !this.counted) {
        this.total = page.total ?? (page.nextOffset === null ? end : Math.max(this.total, end + page.limit));
      }
      this.lastPageSize ||= page.limit;
      // Filled with undefined rather than holes: array methods skip holes.
      if (this.docs.length !== this.total) this.docs = Array.from({ length: this.total }, (_, i) => this.docs[i]);
      page.documents.forEach((d, i) => (this.docs[page.offset + i] = d));
      this.onChange();
    });
    // A failed page may be asked for again.
    request.catch(() => this.pages.delete(offset));
    this.pages.set(offset, request);
    return request;
  }
}
