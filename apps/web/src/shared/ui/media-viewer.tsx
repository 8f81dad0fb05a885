import { parseStoredImage, srcSetOf } from '@coperto/shared/media/image-variants';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeMediaViewer,
  type MediaItem,
  useMediaViewerStore,
} from '../stores/media-viewer-store';
import { useUiStore } from '../stores/ui-store';
import { ResponsiveImage } from './responsive-image';

/** A horizontal drag this long (px), and more horizontal than vertical, turns the page. */
const SWIPE_DISTANCE = 48;
const BACKDROP = '#0e0e0e';

export interface MediaViewerProps {
  open: boolean;
  items: MediaItem[];
  index: number;
  /** The dialog's accessible name. */
  title: string;
  onIndexChange(index: number): void;
  onClose(): void;
}

/** Asks the browser for an image's copy at this screen's width, so turning to it is instant. */
function preload(item: MediaItem | undefined) {
  if (!item) return;
  const image = new Image();
  const stored = parseStoredImage(item.src);
  if (stored) {
    image.sizes = '100vw';
    image.srcset = srcSetOf(stored);
  }
  image.src = item.src;
}

/**
 * Full-screen images, one at a time: caption, "3 / 8", previous and next (buttons, ← and →,
 * swipe), Esc to close. MUI's dialog traps the focus and gives it back on close.
 */
export function MediaViewer({
  open,
  items,
  index,
  title,
  onIndexChange,
  onClose,
}: MediaViewerProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const total = items.length;
  const item = items[index];
  const several = total > 1;
  // Turning past either end goes round: a gallery has no last page.
  const turn = (step: number) => onIndexChange((index + step + total) % total);

  useEffect(() => {
    if (!open || total < 2) return;
    preload(items[(index + 1) % total]);
    preload(items[(index - 1 + total) % total]);
  }, [open, items, index, total]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowRight') turn(1);
    else if (event.key === 'ArrowLeft') turn(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId || !several) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) turn(dx < 0 ? 1 : -1);
  };

  const arrow = {
    color: '#fff',
    bgcolor: 'rgba(0,0,0,0.45)',
    '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
  };
  return (
    <Dialog
      open={open && Boolean(item)}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: BACKDROP, color: '#fff', backgroundImage: 'none' } } }}
      data-testid="media-viewer"
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1.5, sm: 3 },
          py: 1,
          minHeight: 56,
        }}
      >
        <Typography id={titleId} component="h2" variant="subtitle1" noWrap sx={{ flex: 1 }}>
          {title}
        </Typography>
        {several && (
          <Typography
            component="p"
            variant="body2"
            aria-live="polite"
            data-testid="media-viewer-counter"
            sx={{ fontVariantNumeric: 'tabular-nums', opacity: 0.85 }}
          >
            <span aria-hidden="true">
              {t('mediaViewer.counter', { current: index + 1, total })}
            </span>
            <span className="visually-hidden">
              {t('mediaViewer.counterLabel', { current: index + 1, total })}
            </span>
          </Typography>
        )}
        <IconButton onClick={onClose} aria-label={t('mediaViewer.close')} sx={{ color: '#fff' }}>
          <CloseIcon />
        </IconButton>
      </Box>

      <Box
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          // Vertical pans and pinch-zoom stay the browser's; horizontal drags turn the page.
          touchAction: 'pan-y pinch-zoom',
          userSelect: 'none',
        }}
      >
        {item && (
          <ResponsiveImage
            key={item.src}
            src={item.src}
            alt={item.alt}
            sizes="100vw"
            priority
            draggable={false}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'contain',
              backgroundSize: 'contain',
              backgroundRepeat: 'no-repeat',
            }}
          />
        )}
        {several && (
          <>
            <IconButton
              onClick={() => turn(-1)}
              aria-label={t('mediaViewer.previous')}
              size="large"
              sx={{
                ...arrow,
                position: 'absolute',
                left: { xs: 8, sm: 24 },
                top: '50%',
                translate: '0 -50%',
              }}
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton
              onClick={() => turn(1)}
              aria-label={t('mediaViewer.next')}
              size="large"
              sx={{
                ...arrow,
                position: 'absolute',
                right: { xs: 8, sm: 24 },
                top: '50%',
                translate: '0 -50%',
              }}
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>

      <Box sx={{ minHeight: 64, px: { xs: 2, sm: 3 }, py: 2, textAlign: 'center' }}>
        {item?.caption && (
          <Typography data-testid="media-viewer-caption" sx={{ maxWidth: 720, mx: 'auto' }}>
            {item.caption}
          </Typography>
        )}
      </Box>
    </Dialog>
  );
}

/** The gallery and media overlays (spec §2): the viewer on what `openMediaViewer` was given. */
export function MediaViewerOverlay() {
  const open = useUiStore((s) => s.overlays.gallery || s.overlays.media);
  const { items, index, title, setIndex } = useMediaViewerStore();
  return (
    <MediaViewer
      open={open}
      items={items}
      index={Math.min(index, Math.max(items.length - 1, 0))}
      title={title}
      onIndexChange={setIndex}
      onClose={closeMediaViewer}
    />
  );
}
