import { describe, expect, it } from 'vitest';
import { NORMALIZED_HOSTS_REMEMBERED, normalizeHost } from './host-name';

describe('normalizeHost', () => {
  const CASES: Array<[string, string]> = [
    ['trattoria.localhost', 'trattoria.localhost'],
    ['Trattoria.LOCALHOST', 'trattoria.localhost'],
    ['trattoria.localhost:3000', 'trattoria.localhost'],
    ['trattoria.example.', 'trattoria.example'],
    ['  Www.Example.COM:8080 ', 'www.example.com'],
    ['xn--caf-dma.example', 'xn--caf-dma.example'],
    ['', ''],
  ];

  it('lower-cases, trims, and drops a port and a trailing dot (DESIGN.md §7)', () => {
    for (const [host, normal] of CASES) expect([host, normalizeHost(host)]).toEqual([host, normal]);
  });

  it('answers the same when asked again, and after more hosts than it remembers', () => {
    for (const [host, normal] of CASES) expect(normalizeHost(host)).toBe(normal);
    for (let i = 0; i <= NORMALIZED_HOSTS_REMEMBERED + 10; i++) {
      expect(normalizeHost(`Site-${i}.Example:80`)).toBe(`site-${i}.example`);
    }
    for (const [host, normal] of CASES) expect(normalizeHost(host)).toBe(normal);
  });
});
