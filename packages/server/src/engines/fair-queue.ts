import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Fair queueing for the worker pools (translation and OCR). A request runs "as" a client (a signed-in user or an
 * IP, see `app.clientKey`); the pools read it here, so no engine interface has to carry it. Work started outside
 * any client (warm-up, health checks, tests of the pools themselves) belongs to no client and is never capped.
 */
const clients = new AsyncLocalStorage<string>();

/** Runs `work` on behalf of `client`: every pool task it starts counts against that client's share. */
export function runAsClient<T>(client: string, work: () => Promise<T>): Promise<T> {
  return clients.run(client, work);
}

export function currentClient(): string | undefined {
  return clients.getStore();
}

/** The most places in a queue of `size` one client may hold: half, and at least one. */
export function clientShare(size: number): number {
  return Math.max(1, Math.floor(size / 2));
}

interface Entry<T> {
  item: T;
  client?: string;
  /** Virtual finish time: the item with the smallest one is served next (ties: the older item). */
  tag: number;
}

/**
 * A queue served in fair order between clients (start-time fair queueing): each client's items keep their order,
 * and a client's next item is due one "turn" after its previous one, counted from now. So a client arriving
 * while another floods is served next, then the two alternate. Work outside any client is plain FIFO.
 */
export class FairQueue<T> {
  private readonly entries: Entry<T>[] = [];
  private readonly waiting = new Map<string, number>();
  /** Turns of clients that have recently started work; only tags above `now` matter, the rest are dropped. */
  private readonly lastTag = new Map<string, number>();
  private now = 0;

  get length(): number {
    return this.entries.length;
  }

  /** Items `client` has waiting (0 for work outside any client). */
  countOf(client: string | undefined): number {
    return client === undefined ? 0 : (this.waiting.get(client) ?? 0);
  }

  push(item: T, client: string | undefined): void {
    this.entries.push({ item, client, tag: this.nextTag(client) });
    if (client !== undefined) this.waiting.set(client, this.countOf(client) + 1);
  }

  /** Records that `client` started work without waiting (an idle worker), so that counts as its turn. */
  started(client: string | undefined): void {
    this.advance(this.nextTag(client));
  }

  /** The next item in fair order. */
  shift(): T | undefined {
    let next = -1;
    this.entries.forEach((entry, index) => {
      if (next < 0 || entry.tag < (this.entries[next] as Entry<T>).tag) next = index;
    });
    if (next < 0) return undefined;
    const entry = this.take(next);
    this.advance(entry.tag);
    return entry.item;
  }

  /** Takes `item` out wherever it waits; false when it is not queued. */
  remove(item: T): boolean {
    const index = this.entries.findIndex((entry) => entry.item === item);
    if (index < 0) return false;
    this.take(index);
    return true;
  }

  /** Empties the queue, returning every item. */
  drain(): T[] {
    const items = this.entries.splice(0).map((entry) => entry.item);
    this.waiting.clear();
    return items;
  }

  private nextTag(client: string | undefined): number {
    if (client === undefined) return this.now + 1;
    const tag = Math.max(this.now, this.lastTag.get(client) ?? 0) + 1;
    this.lastTag.set(client, tag);
    return tag;
  }

  private take(index: number): Entry<T> {
    const [entry] = this.entries.splice(index, 1) as [Entry<T>];
    if (entry.client !== undefined) {
      const left = this.countOf(entry.client) - 1;
      if (left > 0) this.waiting.set(entry.client, left);
      else this.waiting.delete(entry.client);
    }
    return entry;
  }

  private advance(tag: number): void {
    if (tag - 1 <= this.now) return;
    this.now = tag - 1;
    for (const [client, last] of this.lastTag) if (last <= this.now) this.lastTag.delete(client);
  }
}
