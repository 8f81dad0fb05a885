import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentRestaurantStore } from '../../features/restaurants/stores/current-restaurant-store';
import { createQueryClient } from '../../shared/lib/query-client';
import { closeMediaViewer, useMediaViewerStore } from '../../shared/stores/media-viewer-store';
import { useUiStore } from '../../shared/stores/ui-store';
import { initTestI18n } from '../../test/test-i18n';
import { demoRestaurant } from '../demo-restaurant.fixture';
import { RestaurantGalleryPage } from './restaurant-gallery-page';

const PHOTOS = [
  { id: 1, image_url: '/media/pk/images/sala_1280x853.webp', caption: { it: 'La sala' } },
  { id: 2, image_url: '/media/pk/images/forno_960x1280.webp', caption: { it: 'Il forno' } },
];

async function renderGallery(images: unknown[]) {
  await initTestI18n('it');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ images }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  act(() => useCurrentRestaurantStore.setState({ currentRestaurant: demoRestaurant() }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/it/gallery']}>
        <RestaurantGalleryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    closeMediaViewer();
    useCurrentRestaurantStore.setState({ currentRestaurant: null });
  });
});

describe('gallery page', () => {
  it("shows the restaurant's photos and opens the one chosen full screen", async () => {
    await renderGallery(PHOTOS);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Galleria');
    await userEvent.click(await screen.findByRole('button', { name: 'Il forno' }));
    expect(useUiStore.getState().overlays.gallery).toBe(true);
    const viewer = useMediaViewerStore.getState();
    expect(viewer.index).toBe(1);
    expect(viewer.title).toBe('Galleria · Trattoria Demo');
    expect(viewer.items.map((item) => item.caption)).toEqual(['La sala', 'Il forno']);
    expect(document.title).toBe('Galleria · Trattoria Demo');
  });

  it('says the photos are coming when there are none yet', async () => {
    await renderGallery([]);
    expect(await screen.findByText('Le foto arriveranno presto.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/it/');
  });
});
