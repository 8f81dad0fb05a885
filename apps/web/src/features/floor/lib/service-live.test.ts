import { describe, expect, it } from 'vitest';
import { touchesService } from './service-live';

const event = (type: string, payload: unknown = { restaurant_id: 1 }) => ({
  id: '1',
  type,
  payload,
});

describe('touchesService', () => {
  it("hears the restaurant's tables, plan, orders and bookings", () => {
    for (const type of ['table.updated', 'floor.updated', 'order.created', 'booking.cancelled']) {
      expect(touchesService(event(type), 1), type).toBe(true);
    }
  });
  it("ignores another restaurant's, and events that move no table", () => {
    expect(touchesService(event('table.updated', { restaurant_id: 2 }), 1)).toBe(false);
    expect(touchesService(event('gallery.updated'), 1)).toBe(false);
    expect(touchesService(event('ordering.updated'), 1)).toBe(false);
  });
  it('hears a business-wide event (no restaurant named) and one without a payload', () => {
    expect(touchesService(event('booking.settings', {}), 1)).toBe(true);
    expect(touchesService(event('table.updated', null), 1)).toBe(true);
  });
});
