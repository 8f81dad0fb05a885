import type { ReactNode } from 'react';
import type { MediaItem } from '../../../shared/stores/media-viewer-store';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import './gallery.css';

/**
 * A few of the gallery's photos as a mosaic (the first one large), for the home. The photos are a
 * picture of the gallery, not controls: `link` is the one way on to the gallery page.
 */
export function GalleryTeaser({ items, link }: { items: MediaItem[]; link: ReactNode }) {
  // Five, three or one: the counts the mosaic fills without holes.
  const shown = items.slice(0, items.length >= 5 ? 5 : items.length >= 3 ? 3 : 1);
  if (shown.length === 0) return null;
  return (
    <div className="gallery-teaser" data-count={shown.length}>
      <div className="gallery-mosaic">
        {shown.map((item, index) => (
          <div key={item.src} className="gallery-mosaic-tile">
            <ResponsiveImage
              className="gallery-mosaic-photo"
              src={item.src}
              alt=""
              sizes={
                index === 0 ? '(min-width: 900px) 50vw, 100vw' : '(min-width: 900px) 25vw, 50vw'
              }
            />
          </div>
        ))}
      </div>
      {link}
    </div>
  );
}
