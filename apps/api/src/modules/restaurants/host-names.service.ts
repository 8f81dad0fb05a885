import type { SystemDb } from '../../db/system-access';
import { conflict } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { newPublicId } from '../../shared/secrets';
import { findTakenHostnames } from './restaurants.repository';

// Host names: unique across the platform, never a marketing host; a new restaurant gets one
// derived from its name.

/** Refuses marketing hosts and names another restaurant holds (unique across the platform). */
export async function assertHostnameAvailable(ctx: ServiceContext, hostname: string) {
  if (ctx.config.marketingHosts.includes(hostname)) {
    throw conflict('This host name belongs to Coperto itself', { hostname: 'Reserved' });
  }
  const [taken] = await findTakenHostnames(ctx.system, [hostname]);
  if (taken) {
    throw conflict(`The host name ${hostname} is already in use`, { hostname: 'Already in use' });
  }
}

function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'ristorante';
}

/** A new restaurant gets `{name}.{platform domain}`, made unique with a number when taken. */
export async function deriveHostname(db: SystemDb, name: string, publicUrl: string) {
  const domain = new URL(publicUrl).hostname;
  const base = slugOf(name);
  const candidates = [base, ...Array.from({ length: 20 }, (_, i) => `${base}-${i + 2}`)].map(
    (label) => `${label}.${domain}`,
  );
  const taken = new Set(await findTakenHostnames(db, candidates));
  return (
    candidates.find((c) => !taken.has(c)) ?? `${base}-${newPublicId(4).toLowerCase()}.${domain}`
  );
}
