import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('are stored as argon2id hashes with a salt of their own', async () => {
    const a = await hashPassword('una password');
    const b = await hashPassword('una password');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'una password')).toBe(true);
    expect(await verifyPassword(a, 'Una password')).toBe(false);
  });

  it('never match an account without a password, nor a corrupt hash', async () => {
    expect(await verifyPassword(null, 'no-such-user-password')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
