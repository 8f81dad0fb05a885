import type { Translations } from '@coperto/shared/common/translations';
import {
  MenuBodySchema,
  MenuItemBodySchema,
  MenuSectionBodySchema,
} from '@coperto/shared/menus/menu.schemas';
import { describe, expect, it } from 'vitest';
import { loadDemoMenus } from './demo-menus';

const DEMO_MENUS = loadDemoMenus();

/** The demo restaurants' languages, as demo-seed.ts gives them (DESIGN.md §7). */
const LANGUAGES = {
  trattoria: ['it', 'en'],
  pizzeria: ['it', 'en', 'de'],
  osteria: ['it', 'en', 'fr'],
};

describe('the demo menus', () => {
  it('would pass the editor: valid bodies, prices with two decimals, known allergens', () => {
    for (const menus of Object.values(DEMO_MENUS)) {
      for (const { sections, ...menu } of menus) {
        MenuBodySchema.parse(menu);
        for (const { dishes, ...section } of sections) {
          MenuSectionBodySchema.parse(section);
          for (const { note, ...dish } of dishes) MenuItemBodySchema.parse(dish);
        }
      }
    }
  });

  it('is translated into every language of its restaurant but one text, to show the fallback', () => {
    const missing: string[] = [];
    const check = (where: string, languages: string[], text: Translations | undefined) => {
      // No description at all is fine; one in some languages only is not.
      if (!text || Object.keys(text).length === 0) return;
      for (const language of languages) if (!text[language]) missing.push(`${where} ${language}`);
      for (const language of Object.keys(text)) {
        if (!languages.includes(language)) missing.push(`${where} has ${language}`);
      }
    };
    for (const [restaurant, menus] of Object.entries(DEMO_MENUS)) {
      const languages = LANGUAGES[restaurant as keyof typeof LANGUAGES];
      for (const menu of menus) {
        check(`${menu.name.it}`, languages, menu.name);
        check(`${menu.name.it} description`, languages, menu.description);
        for (const section of menu.sections) {
          check(section.name.it!, languages, section.name);
          check(`${section.name.it} description`, languages, section.description);
          for (const dish of section.dishes) {
            check(dish.name.it!, languages, dish.name);
            check(`${dish.name.it} description`, languages, dish.description);
            for (const variant of dish.variants ?? []) {
              check(`${dish.name.it} ${variant.name.it}`, languages, variant.name);
            }
          }
        }
      }
    }
    expect(missing).toEqual(['Cannolo siciliano description de']);
  });

  it('shows a few dishes sold out, and a menu served only at weekday lunch', () => {
    const dishes = Object.values(DEMO_MENUS).flatMap((menus) =>
      menus.flatMap((m) => m.sections.flatMap((s) => s.dishes)),
    );
    expect(dishes.filter((d) => d.available === false).length).toBeGreaterThanOrEqual(3);
    expect(DEMO_MENUS.trattoria[1]?.availability).toEqual({
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      from: '12:00',
      to: '15:00',
    });
  });
});
