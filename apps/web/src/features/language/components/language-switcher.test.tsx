import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { LanguageSwitcher } from './language-switcher';

function renderSwitcher(languages: readonly string[]) {
  return render(
    <MemoryRouter initialEntries={['/it/menu?view=1#pizze']}>
      <LanguageSwitcher languages={languages} />
    </MemoryRouter>,
  );
}

beforeEach(() => initTestI18n('it'));

describe('the language switcher', () => {
  it('is hidden when the site has one language', () => {
    renderSwitcher(['it']);
    expect(screen.queryByTestId('language-switcher')).toBeNull();
  });

  it("opens a menu of this page in each of the site's languages, and closes with Esc", async () => {
    renderSwitcher(['it', 'en']);
    const button = screen.getByTestId('language-switcher');
    expect(button.textContent).toBe('IT');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBeNull();

    await userEvent.click(button);
    // The menu's code (MUI's) loads on this first opening.
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled?.contains(menu)).toBe(true);
    const english = within(menu).getByRole('menuitem', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/en/menu?view=1#pizze');
    expect(english.getAttribute('hreflang')).toBe('en');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBeNull());
  });
});
