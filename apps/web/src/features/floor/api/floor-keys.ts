/**
 * The plan editor's and QR page's query keys. Under `session`: what one user fetched is dropped at
 * logout, before the next one signs in on this browser.
 */
export const floorKeys = {
  all: ['session', 'floor-plan'] as const,
  floor: (restaurantId: number) => [...floorKeys.all, 'floor', restaurantId] as const,
  restaurant: (restaurantId: number) => [...floorKeys.all, 'restaurant', restaurantId] as const,
};
