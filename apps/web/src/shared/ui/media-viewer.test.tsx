import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/test-i18n';
import { closeMediaViewer, openMediaViewer } from '../stores/media-viewer-store';
import { useUiStore } from '../stores/ui-store';
import { MediaViewerOverlay } from './media-viewer';

const PHOTOS = [
  { src: '/media/pk/images/sala_1280x960.webp', alt: 'La sala', caption: 'La sala' },
  { src: '/media/pk/images/forno_1280x960.webp', alt: 'Foto 2 di 3' },
  { src: '/media/pk/images/carbonara_960x1280.webp', alt: 'Carbonara', caption: 'Carbonara' },
];

const counter = () =>
  screen.getByTestId('media-viewer-counter').querySelector('[aria-hidden]')?.textContent;
const shownImage = () => screen.getByRole('dialog').querySelector('img');

/** A page with a button that opens the viewer, as the gallery does. */
function renderGalleryPage(index = 0) {
  render(
    <>
      <button
        type="button"
        onClick={() =>
          openMediaViewer({ items: PHOTOS, index, title: 'Galleria', overlay: 'gallery' })
        }
      >
        Apri
      </button>
      <MediaViewerOverlay />
    </>,
  );
  return screen.getByRole('button', { name: 'Apri' });
}

beforeAll(() => initTestI18n('it'));
afterEach(() => act(() => closeMediaViewer()));

describe('media viewer', () => {
  it('shows the photo, its caption and where it is in the set', async () => {
    await userEvent.click(renderGalleryPage(0));
    const dialog = screen.getByRole('dialog', { name: 'Galleria' });
    expect(dialog).toBeTruthy();
    expect(counter()).toBe('1 / 3');
    expect(screen.getByText('Foto 1 di 3')).toBeTruthy();
    expect(shownImage()?.getAttribute('alt')).toBe('La sala');
    expect(shownImage()?.getAttribute('sizes')).toBe('100vw');
    expect(screen.getByTestId('media-viewer-caption').textContent).toBe('La sala');
  });

  it('turns with the buttons and goes round at the ends', async () => {
    await userEvent.click(renderGalleryPage(0));
    await userEvent.click(screen.getByRole('button', { name: 'Foto successiva' }));
    expect(counter()).toBe('2 / 3');
    // No caption: none shown, the alt text still says which photo it is.
    expect(screen.queryByTestId('media-viewer-caption')).toBeNull();
    expect(shownImage()?.getAttribute('alt')).toBe('Foto 2 di 3');
    await userEvent.click(screen.getByRole('button', { name: 'Foto precedente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Foto precedente' }));
    expect(counter()).toBe('3 / 3');
    expect(screen.getByTestId('media-viewer-caption').textContent).toBe('Carbonara');
  });

  it('turns with the arrow keys and closes with Esc, giving the focus back', async () => {
    const opener = renderGalleryPage(1);
    await userEvent.click(opener);
    await userEvent.keyboard('{ArrowRight}');
    expect(counter()).toBe('3 / 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter()).toBe('1 / 3');
    await userEvent.keyboard('{Escape}');
    expect(useUiStore.getState().overlays.gallery).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('turns with a swipe, not with a vertical drag', async () => {
    await userEvent.click(renderGalleryPage(0));
    const stage = shownImage()!.parentElement!;
    const drag = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(stage, { pointerId: 1, button: 0, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(stage, { pointerId: 1, button: 0, clientX: to[0], clientY: to[1] });
    };
    drag([300, 400], [120, 410]);
    expect(counter()).toBe('2 / 3');
    drag([100, 400], [300, 390]);
    expect(counter()).toBe('1 / 3');
    drag([200, 200], [230, 500]);
    expect(counter()).toBe('1 / 3');
  });

  it('preloads the neighbours of the photo shown', async () => {
    const requested: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
    Object.defineProperty(HTMLImageElement.prototype, 'src', {
      configurable: true,
      get: descriptor.get,
      set(this: HTMLImageElement, value: string) {
        if (!this.isConnected) requested.push(value);
        descriptor.set?.call(this, value);
      },
    });
    try {
      await userEvent.click(renderGalleryPage(0));
      expect(requested).toEqual(expect.arrayContaining([PHOTOS[1]!.src, PHOTOS[2]!.src]));
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, 'src', descriptor);
    }
  });
});
