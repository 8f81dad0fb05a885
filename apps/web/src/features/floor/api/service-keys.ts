/**
 * The service view's query keys. Under `session`: what one user fetched is dropped at logout,
 * before the next one signs in on this browser.
 */
export const serviceKeys = {
  all: ['session', 'floor-service'] as const,
  floor: (restaurantId: number) => [...serviceKeys.all, 'floor', restaurantId] as const,
};
