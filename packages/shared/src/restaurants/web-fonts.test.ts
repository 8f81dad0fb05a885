import { describe, expect, it } from 'vitest';
import { RestaurantUpdateBodySchema } from './restaurant.schemas';
import { DEFAULT_WEB_FONT, isWebFontFamily, WEB_FONT_FAMILIES, WEB_FONTS } from './web-fonts';

describe('web fonts', () => {
  it('offers the twelve families the web app ships, Roboto first and the default', () => {
    expect(WEB_FONT_FAMILIES).toHaveLength(12);
    expect(WEB_FONT_FAMILIES[0]).toBe('Roboto');
    expect(DEFAULT_WEB_FONT).toBe('Roboto');
    expect(WEB_FONTS['Playfair Display']).toBe('serif');
    expect(WEB_FONTS['Dancing Script']).toBe('script');
  });

  it('knows its own names only, exactly as written', () => {
    expect(isWebFontFamily('Open Sans')).toBe(true);
    expect(isWebFontFamily('open sans')).toBe(false);
    expect(isWebFontFamily('Comic Sans MS')).toBe(false);
    expect(isWebFontFamily('toString')).toBe(false);
    expect(isWebFontFamily(undefined)).toBe(false);
  });

  it("makes a restaurant's font one of them", () => {
    for (const font of WEB_FONT_FAMILIES) {
      expect(RestaurantUpdateBodySchema.safeParse({ font }).success).toBe(true);
    }
    for (const font of ['Comic Sans MS', 'Lora ', "Roboto'; }</style><script>", '']) {
      const result = RestaurantUpdateBodySchema.safeParse({ font });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['font']);
    }
  });
});
