import { callApi } from '../../../shared/lib/api-client';
import { mapItems } from '../lib/menu-changes';
import { useOptimisticMenuChange } from './use-menu-change';

export interface ItemAvailability {
  itemId: number;
  available: boolean;
}

/** Sold out or back on the menu: the service-time switch. */
export function setItemAvailability({ itemId, available }: ItemAvailability) {
  return callApi('PATCH /menu-items/:id/availability', {
    params: { id: itemId },
    body: { available },
  });
}

/** Instant: the switch flips on click and flips back, with `onFailed`, if the server refuses. */
export function useSetItemAvailability(
  menuId: number,
  onFailed: (change: ItemAvailability, error: unknown) => void,
) {
  return useOptimisticMenuChange<ItemAvailability>({
    menuId,
    send: setItemAvailability,
    apply: (menu, { itemId, available }) =>
      mapItems(menu, (item) => (item.id === itemId ? { ...item, available } : item)),
    undo: (_menu, { itemId, available }) => ({ itemId, available: !available }),
    onFailed,
  });
}
