import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable URL-safe identifier for anything a visitor can see (DESIGN.md §5). */
export function newPublicId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** One-time secrets are stored only as hashes; they are random, so a fast hash is enough. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
