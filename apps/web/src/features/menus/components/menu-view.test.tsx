import { ALLERGENS } from '@coperto/shared/menus/menu.constants';
import type { Menu } from '@coperto/shared/menus/menu.schemas';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { closeMediaViewer, useMediaViewerStore } from '../../../shared/stores/media-viewer-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { initTestI18n } from '../../../test/test-i18n';
import { dinnerMenu, lunchMenu, menuItem, plainText } from '../testing/menu-fixtures';
import { MenuView } from './menu-view';

async function renderMenu(language: string, menu = dinnerMenu()) {
  await initTestI18n(language);
  return render(<MenuView menu={menu} fallbackLanguage="it" />);
}

const dish = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

afterAll(() => initTestI18n('it'));

describe('a menu as guests read it', () => {
  it('shows the name, the sections and the dishes with their prices, in Italian', async () => {
    await renderMenu('it');
    expect(screen.getByRole('heading', { level: 1, name: 'Menù alla carta' })).toBeTruthy();
    expect(screen.getByText('La cucina romana di sempre.')).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Antipasti', 'Primi']);
    expect(screen.getByText('Pasta fresca fatta in casa')).toBeTruthy();
    expect(screen.getAllByTestId('menu-item')).toHaveLength(4);
    expect(plainText(dish('Bruschetta al pomodoro'))).toContain('6,50 €');
    expect(plainText(dish('Bruschetta al pomodoro'))).toContain('Pane casareccio, pomodori');
  });

  it('lists variants with their own prices, and the dish no price of its own', async () => {
    await renderMenu('it');
    const cacio = dish('Cacio e pepe');
    const variants = within(within(cacio).getByTestId('menu-item-variants')).getAllByRole(
      'listitem',
    );
    expect(variants.map(plainText)).toEqual(['Mezza porzione8,50 €', 'Porzione intera12,00 €']);
    // 12 € is the full portion's price, shown once.
    expect(within(cacio).getAllByText(/12,00/)).toHaveLength(1);
  });

  it('reads in English, and falls back to Italian where a text has no English', async () => {
    await renderMenu('en');
    expect(screen.getByRole('heading', { level: 1, name: 'À la carte menu' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Starters' })).toBeTruthy();
    expect(plainText(dish('Tomato bruschetta'))).toContain('€6.50');
    // Only Italian: the restaurant's first language.
    expect(plainText(dish('Tomato bruschetta'))).toContain('Pane casareccio');
    const cacio = dish('Cacio e pepe');
    expect(plainText(cacio)).toContain('Tonnarelli, pecorino, pepper');
    expect(plainText(cacio)).toContain('Half portion€8.50');
  });

  it('marks a sold-out dish and keeps it readable', async () => {
    await renderMenu('it');
    const artichokes = dish('Carciofi alla giudia');
    expect(artichokes.className).toContain('is-unavailable');
    expect(within(artichokes).getByText('Esaurito')).toBeTruthy();
    expect(plainText(artichokes)).toContain('9,50 €');
    expect(dish('Bruschetta al pomodoro').className).not.toContain('is-unavailable');
  });

  it('names each allergen for screen readers and labels the dietary marks', async () => {
    await renderMenu('it');
    const allergens = within(dish('Cacio e pepe')).getByRole('list', { name: 'Allergeni' });
    expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Glutine', 'Latte', 'Uova']);
    // The icons are pictures only.
    for (const svg of allergens.querySelectorAll('svg')) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
    const bruschetta = dish('Bruschetta al pomodoro');
    expect(within(bruschetta).getByText('Vegano')).toBeTruthy();
    // Vegan says vegetarian already.
    expect(within(bruschetta).queryByText('Vegetariano')).toBeNull();
  });

  it('has an allergen legend of all 14 and the note to ask the staff, in both languages', async () => {
    const { unmount } = await renderMenu('it');
    expect(screen.getByText('Per informazioni su allergeni rivolgersi al personale.')).toBeTruthy();
    const legend = screen.getByText('Allergeni', { selector: 'summary span' }).closest('details')!;
    expect(legend.open).toBe(false);
    await userEvent.click(within(legend).getByText('Allergeni'));
    expect(legend.open).toBe(true);
    const entries = within(legend).getAllByRole('listitem');
    expect(entries).toHaveLength(ALLERGENS.length);
    expect(entries.map((li) => li.textContent)).toContain('Frutta a guscio');
    unmount();

    await renderMenu('en');
    expect(screen.getByText('For information on allergens, please ask our staff.')).toBeTruthy();
    expect(screen.getByText('Sulphites')).toBeTruthy();
  });

  it('shows a photo with its sizes when a dish has one, large on a tap, and a complete dish when it has none', async () => {
    await renderMenu('it');
    const enlarge = within(dish('Tagliatelle al ragù')).getByRole('button', {
      name: 'Ingrandisci la foto di Tagliatelle al ragù',
    });
    const photo = enlarge.querySelector('img')!;
    expect(photo.getAttribute('sizes')).toBe('(min-width: 600px) 104px, 84px');
    expect(photo.getAttribute('srcset')).toContain('ragu_1280x960-640.webp 640w');
    await userEvent.click(enlarge);
    expect(useUiStore.getState().overlays.media).toBe(true);
    expect(useMediaViewerStore.getState()).toMatchObject({
      title: 'Tagliatelle al ragù',
      items: [
        { src: '/media/abc/menu-images/ragu_1280x960.webp', alt: 'Foto di Tagliatelle al ragù' },
      ],
    });
    act(() => closeMediaViewer());

    const bruschetta = dish('Bruschetta al pomodoro');
    expect(within(bruschetta).queryByRole('img')).toBeNull();
    expect(within(bruschetta).queryByRole('button')).toBeNull();
    expect(bruschetta.className).not.toContain('has-photo');
  });

  it('says when a menu is served, in the language', async () => {
    await renderMenu('it', lunchMenu());
    expect(screen.getByText('Servito lun–ven, 12:00–15:00')).toBeTruthy();
  });

  it('says nothing of hours for a menu served at all hours', async () => {
    await renderMenu('it');
    expect(screen.queryByText(/^Servito/)).toBeNull();
  });

  it('moves to a section from its tab and marks the tab', async () => {
    await renderMenu('it');
    const tabs = screen.getByRole('navigation', { name: 'Sezioni del menù' });
    const primi = within(tabs).getByRole('link', { name: 'Primi' });
    expect(within(tabs).getByRole('link', { name: 'Antipasti' }).getAttribute('aria-current')).toBe(
      'location',
    );
    await act(() => userEvent.click(primi));
    expect(primi.getAttribute('aria-current')).toBe('location');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Primi' }));
  });
});

/** A menu of 3 sections of 8 dishes each: long enough to arrive in slices. */
function longMenu(): Menu {
  const sectionNames = ['Antipasti', 'Primi', 'Dolci'];
  return dinnerMenu({
    sections: sectionNames.map((name, s) => ({
      id: 100 + s,
      name: { it: name },
      description: {},
      items: Array.from({ length: 8 }, (_, d) =>
        menuItem({ name: { it: `${name} ${d + 1}` }, price: 5 + d }),
      ),
    })),
  });
}

describe('a long menu', () => {
  it('shows its first dishes with every section at once, the rest in the following tasks, and the legend last', async () => {
    await initTestI18n('it');
    render(<MenuView menu={longMenu()} fallbackLanguage="it" />);
    const shownFirst = screen.getAllByTestId('menu-item').length;
    expect(shownFirst).toBeGreaterThan(0);
    expect(shownFirst).toBeLessThan(24);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Antipasti',
      'Primi',
      'Dolci',
    ]);
    expect(document.querySelector('.menu-legend')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('menu-item')).toHaveLength(24));
    expect(document.querySelector('.menu-legend')).toBeTruthy();
    // In the menu's order, each dish once.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      ['Antipasti', 'Primi', 'Dolci'].flatMap((name) =>
        Array.from({ length: 8 }, (_, d) => `${name} ${d + 1}`),
      ),
    );
  });

  it('shows every dish at once when a tab is tapped before they are all there, then moves to its section', async () => {
    await initTestI18n('it');
    render(<MenuView menu={longMenu()} fallbackLanguage="it" />);
    const tabs = screen.getByRole('navigation', { name: 'Sezioni del menù' });
    const dolci = within(tabs).getByRole('link', { name: 'Dolci' });
    fireEvent.click(dolci);
    expect(dolci.getAttribute('aria-current')).toBe('location');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Dolci' })),
    );
    expect(screen.getAllByTestId('menu-item')).toHaveLength(24);
  });
});
