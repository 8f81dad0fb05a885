import type { GalleryImage } from '@coperto/shared/site/gallery.schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { galleryMediaOf } from '../lib/gallery-media';
import { GalleryGrid } from './gallery-grid';

const IMAGES: GalleryImage[] = [
  {
    id: 1,
    image_url: '/media/pk/images/sala_1280x853.webp',
    caption: { it: 'La sala', en: 'The dining room' },
  },
  { id: 2, image_url: '/media/pk/images/forno_960x1280.webp', caption: { it: 'Il forno a legna' } },
  { id: 3, image_url: '/media/pk/images/vino_1280x1280.webp', caption: {} },
];

async function itemsIn(language: string) {
  const i18n = await initTestI18n(language);
  return galleryMediaOf(IMAGES, { language, fallbackLanguage: 'it', t: i18n.t });
}

beforeAll(() => initTestI18n('it'));

describe('gallery grid', () => {
  it('captions each photo in the page language, else in the first language', async () => {
    render(<GalleryGrid items={await itemsIn('en')} onOpen={() => {}} />);
    const tiles = within(screen.getByTestId('gallery-grid')).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.querySelector('figcaption')?.textContent ?? null)).toEqual([
      'The dining room',
      'Il forno a legna',
      null,
    ]);
    // Without a caption the photo still has a name.
    expect(screen.getByRole('button', { name: 'Photo 3 of 3' })).toBeTruthy();
  });

  it('asks for copies the width a tile shows at, keeping each aspect ratio', async () => {
    render(<GalleryGrid items={await itemsIn('it')} onOpen={() => {}} />);
    const image = screen.getByRole('img', { name: 'Il forno a legna' });
    expect(image.getAttribute('sizes')).toBe(
      '(min-width: 1200px) 520px, (min-width: 600px) 45vw, 60vw',
    );
    expect(image.getAttribute('srcset')).toContain('-640.webp 640w');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.closest('li')?.style.getPropertyValue('--ratio')).toBe('0.75');
  });

  it('opens the viewer at the photo chosen', async () => {
    const onOpen = vi.fn();
    render(<GalleryGrid items={await itemsIn('it')} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Il forno a legna' }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });
});
