import { useEffect, useRef, useState } from 'react';
import { answerError, requestTarget, type StreamKey, sessionHeaders } from './api-client';

/** An event of the business as the stream carries it (GET /api/events, decision 043). */
export interface LiveEventMessage {
  /** The event's id, as the stream sent it (`id:`). */
  id: string;
  /** `order.created`: the area, a dot, what happened (`event:`). */
  type: string;
  /** The JSON of `data:`. */
  payload: unknown;
}

export type LiveEventsStatus = 'connecting' | 'open' | 'retrying' | 'stopped';

export interface LiveEventsOptions {
  /** One restaurant's events and the business-wide ones; every event of the business when left out. */
  restaurantId?: number;
  onEvent(event: LiveEventMessage): void;
  /**
   * The stream is open. `resumed: false` when the events since the last one received could not be
   * replayed (the first open, a long absence): reload what the screen shows.
   */
  onReady?(resumed: boolean): void;
  onStatus?(status: LiveEventsStatus): void;
}

const EVENTS: StreamKey = 'GET /events';
/** Waits before reconnecting (plus up to a quarter), growing with each failure in a row; the last repeats. */
export const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;
/** Statuses after which trying again cannot help: signed out, not allowed, no such restaurant. */
const FINAL_STATUSES = new Set([400, 401, 403, 404]);

interface Field {
  name: string;
  value: string;
}

/** One line of a stream: a field, a comment (null), or the blank line that ends a message. */
function fieldOf(line: string): Field | null {
  if (line.startsWith(':')) return null;
  const colon = line.indexOf(':');
  if (colon === -1) return { name: line, value: '' };
  const value = line.slice(colon + 1);
  return { name: line.slice(0, colon), value: value.startsWith(' ') ? value.slice(1) : value };
}

/**
 * Reads a `text/event-stream` body as the SSE specification does (fields `id`, `event`, `data`;
 * comments ignored), calling `onMessage` for each message, until the body ends.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: { id: string | undefined; event: string; data: string }) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ id, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    const field = fieldOf(text);
    if (!field) return;
    if (field.name === 'data') data.push(field.value);
    else if (field.name === 'event') event = field.value;
    else if (field.name === 'id' && !field.value.includes('\0')) id = field.value;
  };
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    let end = buffer.search(/\r\n|\r|\n/);
    // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
    while (end !== -1 && !(buffer[end] === '\r' && end === buffer.length - 1 && !done)) {
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
      end = buffer.search(/\r\n|\r|\n/);
    }
    if (done) return;
  }
}

/**
 * Opens the business's live events and keeps them open: the session's bearer token goes with
 * each connection (which the browser's EventSource cannot send, hence fetch), a dropped stream
 * reconnects after a growing wait and resumes after the last event received (`Last-Event-ID`).
 * Stops on a 4xx (a 401 also ends the session, as every call does). Returns the way to close it.
 */
export function openLiveEvents(options: LiveEventsOptions): () => void {
  const abort = new AbortController();
  let lastEventId: string | undefined;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const status = (next: LiveEventsStatus) => {
    if (!abort.signal.aborted) options.onStatus?.(next);
  };

  const connect = async () => {
    const { url } = requestTarget(EVENTS, {
      query: options.restaurantId === undefined ? {} : { restaurant_id: options.restaurantId },
    });
    const headers: Record<string, string> = { ...sessionHeaders(), accept: 'text/event-stream' };
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: abort.signal, cache: 'no-store' });
    } catch {
      return retry();
    }
    if (!response.ok || !response.body) {
      const payload: unknown = await response.json().catch(() => undefined);
      // As every call: a 401 to a call that carried a token ends the session.
      answerError(response.status, response.statusText, payload, headers);
      if (FINAL_STATUSES.has(response.status)) {
        status('stopped');
        return;
      }
      return retry();
    }
    try {
      await readEventStream(response.body, (message) => {
        if (message.id !== undefined) lastEventId = message.id;
        let payload: unknown;
        try {
          payload = JSON.parse(message.data);
        } catch {
          return;
        }
        if (message.event === 'ready') {
          failures = 0;
          status('open');
          options.onReady?.((payload as { resumed?: boolean } | null)?.resumed === true);
        } else {
          options.onEvent({ id: message.id ?? '', type: message.event, payload });
        }
      });
    } catch {
      // The connection broke: reconnect below, as after an end.
    }
    retry();
  };

  const retry = () => {
    if (abort.signal.aborted) return;
    status('retrying');
    // Up to a quarter more at random: a process that ends all its streams at once (LISTEN lost,
    // a restart) is not then hit by all its clients in the same millisecond.
    const base = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
    const delay = base * (1 + Math.random() / 4);
    failures++;
    timer = setTimeout(() => {
      status('connecting');
      void connect();
    }, delay);
  };

  status('connecting');
  void connect();
  return () => {
    abort.abort();
    clearTimeout(timer);
  };
}

/**
 * Live events for a screen while it is shown (the orders board): `onEvent` for each event,
 * `onReady(false)` when the screen should reload what it shows. The latest handlers are called;
 * the stream reopens only when the restaurant changes. Answers the connection's status.
 */
export function useLiveEvents(
  restaurantId: number | undefined,
  onEvent: (event: LiveEventMessage) => void,
  onReady?: (resumed: boolean) => void,
): LiveEventsStatus {
  const handlers = useRef({ onEvent, onReady });
  handlers.current = { onEvent, onReady };
  const [status, setStatus] = useState<LiveEventsStatus>('connecting');
  useEffect(
    () =>
      openLiveEvents({
        restaurantId,
        onEvent: (event) => handlers.current.onEvent(event),
        onReady: (resumed) => handlers.current.onReady?.(resumed),
        onStatus: setStatus,
      }),
    [restaurantId],
  );
  return status;
}
