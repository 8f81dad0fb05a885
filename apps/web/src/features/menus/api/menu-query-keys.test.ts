import { describe, expect, it } from 'vitest';
import { publicMenuQueryOptions } from './get-public-menu';
import { restaurantMenusQueryOptions } from './get-restaurant-menus';

describe('menu query keys', () => {
  it("carry the restaurant's version, so a version-poll change reads the menus again", () => {
    const before = restaurantMenusQueryOptions(1, '2026-11-20T10:00:00.000Z');
    const after = restaurantMenusQueryOptions(1, '2026-11-21T09:00:00.000Z');
    expect(before.queryKey).not.toEqual(after.queryKey);
    expect(publicMenuQueryOptions('cena-abc123', 'v1').queryKey).not.toEqual(
      publicMenuQueryOptions('cena-abc123', 'v2').queryKey,
    );
  });
});
