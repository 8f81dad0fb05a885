import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeaderWithBack } from './page-header-with-back';

/** The header on a page matched by `route`, opened at `path`. */
const at = (path: string, header: React.ReactNode, route = '*') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={header} />
      </Routes>
    </MemoryRouter>,
  );

describe('page header with a way back', () => {
  it('leads one level up the path: back to the list the page was opened from', () => {
    const header = <PageHeaderWithBack backLabel="Tutti i menù" title="Pranzo" />;
    at('/dashboard/menus/7', header, '/dashboard/menus/:menuId');
    const back = screen.getByRole('link', { name: 'Tutti i menù' });
    expect(back.getAttribute('href')).toBe('/dashboard/menus');
  });

  it('shows the one h1 with its chips, the line under it and the actions', () => {
    at(
      '/dashboard/users/3',
      <PageHeaderWithBack
        backLabel="Utenti"
        title="Luca Verdi"
        chips={<span>Cameriere</span>}
        description="Invitato ieri"
        actions={<button type="button">Disattiva</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Luca Verdi');
    expect(screen.getByText('Cameriere')).toBeTruthy();
    expect(screen.getByText('Invitato ieri')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disattiva' })).toBeTruthy();
  });

  it('leaves no empty actions row when there are none', () => {
    const { container } = at('/a/b', <PageHeaderWithBack backLabel="Indietro" title="B" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });
});
