import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import { callApi } from '../../../shared/lib/api-client';

interface RestaurantKeys {
  public_key: string;
  hostname: string[];
}

function isRestaurantOf(value: unknown, hostname: string): value is RestaurantKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { public_key, hostname: hostnames } = value as Record<string, unknown>;
  return typeof public_key === 'string' && Array.isArray(hostnames) && hostnames.includes(hostname);
}

/**
 * The public key of the restaurant whose site this is, so a login here works in that restaurant
 * (DESIGN.md §6); undefined on the marketing host. The site keeps its restaurant in storage; when
 * that is gone (a logout clears it) the host name is looked up.
 */
export async function findLoginPublicKey(
  hostname = window.location.hostname.toLowerCase(),
): Promise<string | undefined> {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.currentRestaurant);
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    if (isRestaurantOf(stored, hostname)) return stored.public_key;
  } catch {
    // Unreadable storage: look the host up instead.
  }
  // The server names the kind of site in the page's head: the marketing host has no restaurant.
  const site = document.querySelector<HTMLMetaElement>('meta[name="coperto-site"]')?.content;
  if (site === 'marketing' || site === 'unknown') return undefined;
  try {
    const found = await callApi('GET /restaurant/hostname/:hostname', { params: { hostname } });
    return found.public_key;
  } catch {
    // Not a restaurant's host (the marketing site) or the lookup failed: a plain login.
    return undefined;
  }
}
