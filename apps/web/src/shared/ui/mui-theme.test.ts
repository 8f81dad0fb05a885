import { describe, expect, it } from 'vitest';
import { createPublicSiteTheme } from './mui-theme';
import { fontStackOf } from './theme-spec';

describe('font stacks', () => {
  it('names an offered family, then installed fonts of its kind', () => {
    expect(fontStackOf('Playfair Display')).toMatch(/^"Playfair Display", Georgia, .*serif$/);
    expect(fontStackOf('Open Sans')).toMatch(/^"Open Sans", system-ui, .*sans-serif$/);
    expect(fontStackOf('Dancing Script')).toMatch(/^"Dancing Script", .*cursive$/);
  });

  it('keeps to the system fonts for a family the site does not ship, or none', () => {
    const system = fontStackOf(undefined);
    expect(system.startsWith('system-ui')).toBe(true);
    expect(fontStackOf('Comic Sans MS')).toBe(system);
    expect(fontStackOf('Lora"; color: red')).toBe(system);
  });

  it("gives the public site's typography the restaurant's font", () => {
    expect(createPublicSiteTheme({}, 'Lora').typography.fontFamily).toBe(fontStackOf('Lora'));
  });
});
