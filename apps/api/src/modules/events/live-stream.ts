import { PassThrough } from 'node:stream';
import type { StoredLiveEvent } from './events.repository';

/** A comment line every so often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the client reconnects (resuming, so nothing is lost): the
 * session is checked again then, so a revoked session or a disabled user stops hearing events.
 */
export const STREAM_LIFETIME_MS = 15 * 60_000;
/** How long a client waits before reconnecting after the stream ends (the SSE `retry:` field). */
export const RETRY_MS = 2000;
/**
 * A client that stops reading (its socket full) is cut off beyond this much unsent text, rather
 * than held in memory: it reconnects and resumes from the stored events.
 */
export const MAX_UNSENT_BYTES = 1024 * 1024;

/** The headers of every stream answer (and of a HEAD of one). */
export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // nginx and similar proxies pass each message on at once instead of buffering the answer.
  'x-accel-buffering': 'no',
  // The connection ends with the stream: one that went idle only after the server began closing
  // would be kept open for the whole keep-alive timeout, and shutdown with it.
  connection: 'close',
} as const;

/** One Server-Sent Events message: `id:`, `event:`, `data:` (one line of JSON), a blank line. */
export function eventMessage(id: number | string, type: string, payload: unknown): string {
  // JSON.stringify escapes line breaks, so the data is one line whatever the payload holds.
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(payload ?? null)}\n\n`;
}

/**
 * One open `text/event-stream` answer and its upkeep: the `retry:` line first, a heartbeat
 * comment every so often, an end after its lifetime, and a cut-off for a client that stops
 * reading. What it carries is its subclass's (or its user's) business.
 */
export class EventStreamBody {
  readonly body = new PassThrough();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly lifetime: NodeJS.Timeout;
  private readonly closeHandlers: Array<() => void> = [];

  constructor(options: { heartbeatMs?: number; lifetimeMs?: number } = {}) {
    this.body.write(`retry: ${RETRY_MS}\n\n`);
    this.heartbeat = setInterval(
      () => this.write(': heartbeat\n\n'),
      options.heartbeatMs ?? HEARTBEAT_MS,
    );
    this.lifetime = setTimeout(() => this.end(), options.lifetimeMs ?? STREAM_LIFETIME_MS);
    // A stream must never keep a finished process alive.
    this.heartbeat.unref();
    this.lifetime.unref();
    // 'close' comes once the answer is over: ended here, or the client gone (Fastify destroys it).
    this.body.once('close', () => {
      clearInterval(this.heartbeat);
      clearTimeout(this.lifetime);
      for (const handler of this.closeHandlers.splice(0)) handler();
    });
  }

  get isOpen() {
    return !this.body.destroyed && !this.body.writableEnded;
  }

  onClose(handler: () => void) {
    if (this.body.destroyed) handler();
    else this.closeHandlers.push(handler);
  }

  /** Ends the answer cleanly; the client reconnects after RETRY_MS. */
  end() {
    clearInterval(this.heartbeat);
    clearTimeout(this.lifetime);
    if (this.isOpen) this.body.end();
  }

  /** One message, `id:` as given (the caller vouches that it holds no line break). */
  writeMessage(id: number | string, type: string, payload: unknown) {
    this.write(eventMessage(id, type, payload));
  }

  protected write(text: string) {
    if (!this.isOpen) return;
    if (this.body.writableLength + this.body.readableLength > MAX_UNSENT_BYTES) {
      this.body.destroy();
      return;
    }
    this.body.write(text);
  }
}

/**
 * The business's live events (GET /api/events). Until `start`, events the hub hands over are
 * held: the replay of stored events goes first, then those held, skipping any already replayed,
 * so the client gets each event once, in id order.
 */
export class LiveStream extends EventStreamBody {
  private held: StoredLiveEvent[] | null = [];
  private lastSentId = 0;

  /** The replay, then `ready` at `position`, then whatever was held meanwhile that is newer. */
  start(replay: StoredLiveEvent[], position: number, resumed: boolean) {
    this.send(replay);
    this.lastSentId = Math.max(this.lastSentId, position);
    this.writeMessage(this.lastSentId, 'ready', { resumed });
    const held = this.held ?? [];
    this.held = null;
    this.send(held);
  }

  /** The hub's events for this stream, in id order. */
  deliver(events: StoredLiveEvent[]) {
    if (this.held) this.held.push(...events);
    else this.send(events);
  }

  private send(events: StoredLiveEvent[]) {
    for (const event of events) {
      if (event.id <= this.lastSentId) continue;
      this.lastSentId = event.id;
      this.writeMessage(event.id, event.type, event.payload);
    }
  }
}
