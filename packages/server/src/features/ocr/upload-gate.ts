import { clientShare } from '../../engines/fair-queue.js';

/**
 * Admission for /upload, decided before any of the body is read: an upload takes one of the OCR pool's places
 * (busy workers plus waiting requests), a client holds at most half of the waiting ones, and the body's declared
 * size is reserved from one budget of bytes. So the memory uploads can hold is bounded by the budget, whatever the
 * number of connections, and a full server says so at once (503) instead of reading bodies it cannot serve.
 */
export class UploadGate {
  private readonly byClient = new Map<string, number>();
  private admitted = 0;
  private buffered = 0;

  constructor(
    private readonly limits: {
      /** OCR workers: the uploads that can be read and recognised at once. */
      workers: number;
      /** Uploads allowed to wait for a worker. */
      queueLimit: number;
      /** Bytes of upload bodies held at once, all uploads together. */
      bufferBytes: number;
    },
  ) {}

  private get places(): number {
    return this.limits.workers + this.limits.queueLimit;
  }

  /** The most places one client may hold: every worker and half the waiting places (at least one). */
  get clientShare(): number {
    return Math.min(this.places, this.limits.workers + clientShare(this.limits.queueLimit));
  }

  /**
   * A place for `client`'s upload of up to `bytes` (its Content-Length, or the largest allowed), reserved from the
   * budget; undefined when the server, this client's share or the budget is full.
   */
  admit(client: string, bytes: number): UploadTicket | undefined {
    const held = this.byClient.get(client) ?? 0;
    if (this.admitted >= this.places || held >= this.clientShare) return undefined;
    if (this.buffered + bytes > this.limits.bufferBytes) return undefined;
    this.admitted += 1;
    this.buffered += bytes;
    this.byClient.set(client, held + 1);
    let released = false;
    return {
      bytes,
      release: () => {
        if (released) return;
        released = true;
        this.buffered -= bytes;
        this.admitted -= 1;
        const left = (this.byClient.get(client) ?? 1) - 1;
        if (left > 0) this.byClient.set(client, left);
        else this.byClient.delete(client);
      },
    };
  }

  stats(): { admitted: number; bufferedBytes: number } {
    return { admitted: this.admitted, bufferedBytes: this.buffered };
  }
}

export interface UploadTicket {
  /** Bytes reserved: the body can be no longer (Node holds a request to its Content-Length). */
  readonly bytes: number;
  /** Gives the place and every byte back; once the answer is sent. Safe to call twice. */
  release(): void;
}
