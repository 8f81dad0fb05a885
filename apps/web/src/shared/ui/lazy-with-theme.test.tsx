import { useTheme } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithTheme } from './lazy-with-theme';
import { themeOf } from './mui-theme';
import { COPERTO_COLORS, type ThemeSpec, ThemeSpecContext } from './theme-spec';

function PrimaryColor({ label }: { label: string }) {
  const theme = useTheme();
  return (
    <p data-testid="themed">
      {label} {theme.palette.primary.main} {theme.typography.fontFamily}
    </p>
  );
}

const LazyPrimaryColor = lazyWithTheme(async () => PrimaryColor);

async function renderWithSpec(spec: ThemeSpec | undefined) {
  const lazyPart = (
    <Suspense fallback={null}>
      <LazyPrimaryColor label="colour" />
    </Suspense>
  );
  render(
    spec ? (
      <ThemeSpecContext.Provider value={spec}>{lazyPart}</ThemeSpecContext.Provider>
    ) : (
      lazyPart
    ),
  );
  return (await screen.findByTestId('themed')).textContent;
}

describe('lazily loaded MUI parts', () => {
  it("wear the restaurant's colours and font that the app set, with their own props", async () => {
    const text = await renderWithSpec({
      look: 'site',
      colors: { primary_color: '#7a1f3d' },
      font: 'Lora',
    });
    expect(text).toMatch(/^colour #7a1f3d "Lora", Georgia/);
  });

  it("wear Coperto's colours in the dashboard, and the default site colours outside any app", async () => {
    expect(await renderWithSpec({ look: 'dashboard' })).toContain(COPERTO_COLORS.primary_color);
    cleanup();
    expect(await renderWithSpec(undefined)).toContain(
      themeOf({ look: 'site' }).palette.primary.main,
    );
  });
});

describe('MUI themes', () => {
  it('are built once per look, so every part of a page shares one theme object', () => {
    const spec: ThemeSpec = { look: 'site', colors: { primary_color: '#123456' } };
    expect(themeOf({ ...spec })).toBe(themeOf(spec));
    expect(themeOf({ look: 'dashboard' })).not.toBe(themeOf(spec));
  });
});
