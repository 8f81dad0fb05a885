import { STORAGE_KEYS } from '@coperto/shared/common/storage-keys';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { create } from 'zustand';
import { removeStored, writeStored } from '../../../shared/lib/local-storage';
import { registerLogoutReset } from '../../../shared/lib/logout-reset-registry';

/**
 * The stored `currentRestaurant`, if it has the fields the site renders from. Checked by hand, not
 * with the shared zod schema: zod stays out of the public site's first load (DESIGN.md §9).
 */
export function readStoredRestaurant(): PublicRestaurant | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.currentRestaurant);
    const value = raw === null ? null : (JSON.parse(raw) as Partial<PublicRestaurant> | null);
    const usable =
      typeof value?.name === 'string' &&
      typeof value.public_key === 'string' &&
      typeof value.last_updated === 'string' &&
      typeof value.font === 'string' &&
      Array.isArray(value.hostname) &&
      Array.isArray(value.language) &&
      typeof value.theme === 'object' &&
      value.theme !== null;
    return usable ? (value as PublicRestaurant) : null;
  } catch {
    return null;
  }
}

interface CurrentRestaurantState {
  /** The restaurant this site shows; restored from storage on start (spec §4). */
  currentRestaurant: PublicRestaurant | null;
  setCurrentRestaurant(restaurant: PublicRestaurant): void;
  resetCurrentRestaurant(): void;
}

export const useCurrentRestaurantStore = create<CurrentRestaurantState>()((set) => ({
  currentRestaurant: readStoredRestaurant(),
  setCurrentRestaurant: (restaurant) => {
    writeStored(STORAGE_KEYS.currentRestaurant, restaurant);
    set({ currentRestaurant: restaurant });
  },
  resetCurrentRestaurant: () => {
    removeStored(STORAGE_KEYS.currentRestaurant);
    set({ currentRestaurant: null });
  },
}));

// Spec §4: logging out forgets the current restaurant (a restaurant site looks its own up again).
registerLogoutReset('current restaurant', () =>
  useCurrentRestaurantStore.getState().resetCurrentRestaurant(),
);

/** The held restaurant when it belongs to this host name (host names are stored lower-cased). */
export function heldRestaurantOf(
  restaurant: PublicRestaurant | null,
  hostname: string,
): PublicRestaurant | null {
  return restaurant?.hostname.includes(hostname.toLowerCase()) ? restaurant : null;
}
