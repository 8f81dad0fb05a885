/**
 * The service view's query keys. Under `session`: what one user fetched is dropped at logout,
 * before the next one signs in on this browser.
 */
export const serviceKeys = {
  all: ['session', 'floor-service'] as const,
  /** GET /floor/:id/service: the plan with its states, the parties, the day's bookings. */
  service: (restaurantId: number) => [...serviceKeys.all, 'service', restaurantId] as const,
  /** The restaurant's clock and languages: times on the plan are the restaurant's. */
  restaurant: (restaurantId: number) => [...serviceKeys.all, 'restaurant', restaurantId] as const,
  /** GET /seatings/:id: one party's orders and the dishes of its bill. */
  seatings: ['session', 'floor-service', 'seating'] as const,
  seating: (seatingId: number) => [...serviceKeys.seatings, seatingId] as const,
};
