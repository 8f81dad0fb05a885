import { parseStoredImage } from '@coperto/shared/media/image-variants';
import type { CSSProperties } from 'react';
import type { MediaItem } from '../../../shared/stores/media-viewer-store';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import './gallery.css';

/** Images of unknown size show at this aspect ratio, cropped. */
const DEFAULT_RATIO = 4 / 3;
/** A row holds about three photos on a wide page, two on a phone (a panorama takes more). */
const THUMBNAIL_SIZES = '(min-width: 1200px) 520px, (min-width: 600px) 45vw, 60vw';

function ratioOf(src: string): number {
  const stored = parseStoredImage(src);
  return stored ? stored.width / stored.height : DEFAULT_RATIO;
}

/**
 * The gallery as justified rows: every photo whole, at its own aspect ratio, rows of equal height
 * that fill the width (no script, reading order kept). Each photo opens the viewer at it.
 */
export function GalleryGrid({
  items,
  onOpen,
}: {
  items: MediaItem[];
  onOpen(index: number): void;
}) {
  return (
    <ul className="gallery-grid" data-testid="gallery-grid">
      {items.map((item, index) => (
        <li
          key={item.src}
          className="gallery-tile"
          style={{ '--ratio': ratioOf(item.src) } as CSSProperties}
        >
          <figure>
            <button type="button" className="gallery-open" onClick={() => onOpen(index)}>
              <ResponsiveImage
                className="gallery-photo"
                src={item.src}
                alt={item.alt}
                sizes={THUMBNAIL_SIZES}
              />
            </button>
            {item.caption && <figcaption>{item.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}
