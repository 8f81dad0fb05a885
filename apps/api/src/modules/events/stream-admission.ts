/** How many streams one holder (a client's address, a subject) may keep open at once. */
export interface StreamCaps {
  /** Per client (its address). */
  perClient: number;
  /** Per subject (one order's link, shared by a family at most). */
  perSubject: number;
  /** In the whole process, whoever asks. */
  total: number;
}

/**
 * Counts the open public streams of this process and refuses one beyond its caps (decision 053).
 * A stream holds a connection and a place in the hub for as long as it lasts, which a login does
 * not pay for here: the caps bound what one client can hold, and the route's rate limit (in the
 * database, across processes) bounds how often it can open. In memory on purpose: what is capped
 * is this process's sockets, and a count that outlived a crash would refuse streams nobody holds.
 */
export class StreamAdmission {
  private readonly byClient = new Map<string, number>();
  private readonly bySubject = new Map<string, number>();
  private open = 0;

  constructor(private readonly caps: StreamCaps) {}

  get openStreams() {
    return this.open;
  }

  /**
   * Takes a place for a stream of `client` about `subject`: the release (call it once, when the
   * stream closes), or undefined when a cap is reached.
   */
  admit(client: string, subject: string): (() => void) | undefined {
    if (
      this.open >= this.caps.total ||
      (this.byClient.get(client) ?? 0) >= this.caps.perClient ||
      (this.bySubject.get(subject) ?? 0) >= this.caps.perSubject
    ) {
      return undefined;
    }
    this.open++;
    increment(this.byClient, client);
    increment(this.bySubject, subject);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open--;
      decrement(this.byClient, client);
      decrement(this.bySubject, subject);
    };
  }
}

function increment(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function decrement(counts: Map<string, number>, key: string) {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
