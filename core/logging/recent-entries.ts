/** A fixed-size ring of the latest items, oldest first (the debug reporter's recent errors). */
export class RecentEntries<T> {
  private items: T[] = [];

  constructor(private readonly size: number) {}

  add(item: T): void {
    this.items.push(item);
    if (this.items.length > this.size) this.items.shift();
  }

  list(): T[] {
    return [...this.items];
  }
}
