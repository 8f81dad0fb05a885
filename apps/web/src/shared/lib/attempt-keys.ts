/**
 * One Idempotency-Key per attempt (an order, a booking): the same body sent again (a double tap,
 * a retry after a network error) carries the same key, so the server makes it once; a changed body
 * is a new attempt with a new key (the server refuses a known key with another body).
 */
export function createAttemptKeys(prefix: string, random: () => string = randomHex) {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (!last || last.body !== text) last = { body: text, key: `${prefix}-${random()}` };
      return last.key;
    },
  };
}

function randomHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
