import type { FastifyBaseLogger } from 'fastify';
import type { StoredLiveEvent } from './events.repository';
import { liveUpdatesUnavailable, type StreamScope } from './events.service';
import type { LiveEventHub } from './live-event-hub';
import { EventStreamBody } from './live-stream';

/** A live event as a subject's stream looks at it, to tell whether it is about the subject. */
export type SubjectEvent = Pick<StoredLiveEvent, 'type' | 'payload'>;

/** What a subject (one guest's order) looks like now, as its stream sends it. */
export interface SubjectSnapshot {
  /**
   * Changes exactly when `data` does, and says nothing `data` does not (a digest of it): the
   * message's `id:`, so a reconnect's `Last-Event-ID` tells whether the client is up to date.
   */
  version: string;
  /** The message's `event:`. */
  type: string;
  data: unknown;
  /** It will not change again: the stream ends once this is sent. */
  final: boolean;
}

export interface SubjectStreamOptions {
  hub: Pick<LiveEventHub, 'subscribe'>;
  /** The business and restaurant whose events may concern the subject. */
  scope: StreamScope;
  /** Whether a live event of that scope is about the subject (its order id, say). */
  isAbout(event: SubjectEvent): boolean;
  /** Reads the subject now. */
  read(): Promise<SubjectSnapshot>;
  /** The version the client holds (`Last-Event-ID`), if any. */
  lastVersion: string | undefined;
  /** Where a stream that cannot open, or cannot read its subject again, is told. */
  log: Pick<FastifyBaseLogger, 'warn'>;
  heartbeatMs?: number;
  lifetimeMs?: number;
}

/**
 * One subject's changes as Server-Sent Events, for someone who may see that subject and nothing
 * else of the business (decision 053): the stream never forwards a live event, it reads the
 * subject again when an event is about it and sends the new state if its version moved. So it
 * resumes from any `Last-Event-ID` without stored events (a state, not a log: a tab asleep for a
 * day is brought up to date in one message), sends only what the subject's own read shows, and
 * ends when the subject is final. Answers 503 when the hub cannot take a stream (LISTEN down, the
 * app closing); a failed first read throws its own error.
 */
export async function openSubjectStream(options: SubjectStreamOptions): Promise<EventStreamBody> {
  const stream = new EventStreamBody({
    heartbeatMs: options.heartbeatMs,
    lifetimeMs: options.lifetimeMs,
  });
  let sent = options.lastVersion;
  // One read at a time; events heard during a read ask for one more read after it.
  let reading: Promise<void> | undefined;
  let again = false;

  const refresh = async (firstRead: boolean) => {
    const snapshot = await options.read();
    // A final subject is always sent, so a client that reconnects to it learns to stop.
    if (snapshot.version !== sent || (firstRead && snapshot.final)) {
      sent = snapshot.version;
      stream.writeMessage(snapshot.version, snapshot.type, snapshot.data);
    }
    if (snapshot.final) stream.end();
  };
  const readSoon = (firstRead = false) => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      try {
        await refresh(firstRead);
        while (again && stream.isOpen) {
          again = false;
          await refresh(false);
        }
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  };

  let unsubscribe: () => void;
  try {
    // Joined before the first read, so a change committed from here on is either in that read or
    // heard after it.
    unsubscribe = await options.hub.subscribe({
      ...options.scope,
      deliver: (events) => {
        if (!stream.isOpen || !events.some((event) => options.isAbout(event))) return;
        // A failed read ends the stream: the client reconnects and is brought up to date then.
        readSoon().catch((error: unknown) => {
          options.log.warn({ err: error }, 'live events: cannot read a stream’s subject again');
          stream.end();
        });
      },
      end: () => stream.end(),
    });
  } catch (error) {
    stream.end();
    options.log.warn({ err: error }, 'live events: cannot open a stream');
    throw liveUpdatesUnavailable();
  }
  stream.onClose(unsubscribe);
  try {
    await readSoon(true);
  } catch (error) {
    unsubscribe();
    stream.end();
    throw error;
  }
  return stream;
}
