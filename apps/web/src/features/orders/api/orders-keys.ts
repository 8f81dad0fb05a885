/**
 * The orders feature's query keys. Under `session`: what one user fetched is dropped at logout,
 * before the next one signs in on this browser.
 */
export const ordersKeys = {
  all: ['session', 'orders'] as const,
  /** A restaurant's board (its open orders of any day, today's finished); live events invalidate it. */
  board: (restaurantId: number) => [...ordersKeys.all, 'board', restaurantId] as const,
  order: (orderId: number) => [...ordersKeys.all, 'order', orderId] as const,
  settings: (restaurantId: number) => [...ordersKeys.all, 'settings', restaurantId] as const,
  restaurant: (restaurantId: number) => [...ordersKeys.all, 'restaurant', restaurantId] as const,
  slots: (publicKey: string, type: string, date: string) =>
    [...ordersKeys.all, 'slots', publicKey, type, date] as const,
};
