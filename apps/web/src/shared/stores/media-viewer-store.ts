import { create } from 'zustand';
import { useUiStore } from './ui-store';

/** An image the media viewer shows: a stored URL of the images pipeline, or any URL. */
export interface MediaItem {
  src: string;
  alt: string;
  caption?: string;
}

interface MediaViewerState {
  items: MediaItem[];
  index: number;
  /** The viewer's accessible name: "Galleria", a dish's name. */
  title: string;
  setIndex(index: number): void;
}

/** What the gallery and media overlays show (spec §2); the viewer itself loads when first opened. */
export const useMediaViewerStore = create<MediaViewerState>()((set) => ({
  items: [],
  index: 0,
  title: '',
  setIndex: (index) => set({ index }),
}));

/**
 * Opens the full-screen viewer on `items` at `index`: the gallery overlay for the restaurant's
 * gallery, the media overlay for other images (a dish's photos).
 */
export function openMediaViewer({
  items,
  index = 0,
  title,
  overlay = 'media',
}: {
  items: MediaItem[];
  index?: number;
  title: string;
  overlay?: 'gallery' | 'media';
}) {
  useMediaViewerStore.setState({ items, index, title });
  useUiStore.getState().setOverlay(overlay, true);
}

export function closeMediaViewer() {
  const { setOverlay } = useUiStore.getState();
  setOverlay('gallery', false);
  setOverlay('media', false);
}
