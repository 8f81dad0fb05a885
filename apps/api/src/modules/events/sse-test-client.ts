import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/** A message of a Server-Sent Events stream as the tests read it. */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every message so far, in order (comments aside). */
  messages: SseMessage[];
  /** Comment lines so far (heartbeats). */
  comments: string[];
  /** Resolves with the first message from index `from` on that `match` accepts. */
  next(
    match: (message: SseMessage) => boolean,
    timeoutMs?: number,
    from?: number,
  ): Promise<SseMessage>;
  /** The events published (not the stream's own `ready`). */
  published(): SseMessage[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `url` as a stream and parses it as the SSE specification says (fields `id`,
 * `event`, `data`, `retry`; `:` comments), for the tests of GET /api/events.
 */
export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  // A connection of its own per stream (fetch's pool would open spare ones the server must wait out).
  const request = get(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => {});
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  let finished = false;
  const ended = (async () => {
    response.setEncoding('utf8');
    let buffer = '';
    let current: SseMessage = { id: undefined, event: 'message', data: '' };
    let hasData = false;
    try {
      for await (const value of response as AsyncIterable<string>) {
        buffer += value;
        let newline = buffer.search(/\r\n|\r|\n/);
        while (newline !== -1) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
          if (line === '') {
            if (hasData) messages.push({ ...current, data: current.data.replace(/\n$/, '') });
            current = { id: current.id, event: 'message', data: '' };
            hasData = false;
            notify();
          } else if (line.startsWith(':')) {
            comments.push(line.slice(1).trim());
            notify();
          } else {
            const colon = line.indexOf(':');
            const field = colon === -1 ? line : line.slice(0, colon);
            const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'data') {
              current.data += `${value}\n`;
              hasData = true;
            } else if (field === 'event') current.event = value;
            else if (field === 'id') current.id = value;
          }
          newline = buffer.search(/\r\n|\r|\n/);
        }
      }
    } catch {
      // Closed by close().
    } finally {
      finished = true;
      notify();
    }
  })();

  const next = (match: (message: SseMessage) => boolean, timeoutMs = 5000, from = 0) =>
    new Promise<SseMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.slice(from).find(match);
        if (found) {
          done();
          resolve(found);
        } else if (finished) {
          done();
          reject(new Error(`the stream ended first; it had ${JSON.stringify(messages)}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(`no such message within ${timeoutMs} ms; had ${JSON.stringify(messages)}`),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    messages,
    comments,
    next,
    published: () => messages.filter((message) => message.event !== 'ready'),
    ended,
    close: () => request.destroy(),
  };
}
