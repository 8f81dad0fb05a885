import type { GalleryImage } from '@coperto/shared/site/gallery.schemas';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { GalleryImageCard } from './gallery-image-card';

interface SortableGalleryGridProps {
  images: GalleryImage[];
  languages: readonly string[];
  /** The images' ids in their new order, after a drop that moved one. */
  onReorder(ids: number[]): void;
  onEditCaption(image: GalleryImage, number: number): void;
  onDelete(image: GalleryImage): void;
}

/**
 * The gallery as a grid in its order, rearranged by dragging a photo's handle with the mouse or a
 * finger, or from the keyboard (space to pick up, arrows to move, space to drop), each step
 * announced to screen readers in the UI's language.
 */
export function SortableGalleryGrid({
  images,
  languages,
  onReorder,
  onEditCaption,
  onDelete,
}: SortableGalleryGridProps) {
  const { t } = useTranslation('gallery-editor');
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = images.map((image) => image.id);
  const numberOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('reorder.picked', { from: numberOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('reorder.over', { from: numberOf(active.id), to: numberOf(over.id) }) : undefined,
    onDragEnd: ({ over }) => (over ? t('reorder.dropped', { to: numberOf(over.id) }) : undefined),
    onDragCancel: ({ active }) => t('reorder.cancelled', { from: numberOf(active.id) }),
  };

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('reorder.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <Box
          component="ol"
          aria-label={t('title')}
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {images.map((image, index) => (
            <Box component="li" key={image.id} sx={{ display: 'flex', '& > *': { flexGrow: 1 } }}>
              <GalleryImageCard
                image={image}
                number={index + 1}
                languages={languages}
                onEditCaption={() => onEditCaption(image, index + 1)}
                onDelete={() => onDelete(image)}
              />
            </Box>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
