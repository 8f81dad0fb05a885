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
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The drag handle a row renders: mouse, touch and keyboard (space, arrows, space) move the row. */
export type DragHandle = ReactNode;

interface SortableListProps<T extends { id: number }> {
  rows: readonly T[];
  /** What the row is called, for the handle's label and the screen-reader announcements. */
  nameOf(row: NoInfer<T>): string;
  /** The ids in their new order, after a drop that moved something. */
  onReorder(ids: number[]): void;
  renderRow(row: NoInfer<T>, handle: DragHandle): ReactNode;
  disabled?: boolean;
}

/**
 * A vertical list reordered by dragging each row's handle, or with the keyboard from the handle:
 * space picks the row up, the arrows move it, space drops it, escape puts it back. Every step is
 * announced to screen readers in the UI's language.
 */
export function SortableList<T extends { id: number }>({
  rows,
  nameOf,
  onReorder,
  renderRow,
  disabled = false,
}: SortableListProps<T>) {
  const { t } = useTranslation('menu-editor');
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((row) => row.id);

  const announcements = useMemo((): Announcements => {
    const nameOfId = (id: UniqueIdentifier) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row ? nameOf(row) : '';
    };
    const positionOf = (id: UniqueIdentifier) => rows.findIndex((row) => row.id === id) + 1;
    return {
      onDragStart: ({ active }) =>
        t('reorder.picked', {
          name: nameOfId(active.id),
          position: positionOf(active.id),
          count: rows.length,
        }),
      onDragOver: ({ active, over }) =>
        over
          ? t('reorder.over', {
              name: nameOfId(active.id),
              position: positionOf(over.id),
              count: rows.length,
            })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('reorder.dropped', {
              name: nameOfId(active.id),
              position: positionOf(over.id),
              count: rows.length,
            })
          : undefined,
      onDragCancel: ({ active }) => t('reorder.cancelled', { name: nameOfId(active.id) }),
    };
  }, [rows, nameOf, t]);

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('reorder.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <SortableRow
              key={row.id}
              id={row.id}
              label={t('reorder.handle', { name: nameOf(row) })}
              disabled={disabled}
            >
              {(handle) => renderRow(row, handle)}
            </SortableRow>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: number;
  label: string;
  disabled: boolean;
  children(handle: DragHandle): ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      disabled={disabled}
      size="small"
      sx={{
        cursor: isDragging ? 'grabbing' : 'grab',
        // Touch screens drag the row, not the page.
        touchAction: 'none',
        color: 'text.secondary',
      }}
    >
      <DragIndicator fontSize="small" />
    </IconButton>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      {children(handle)}
    </Box>
  );
}
