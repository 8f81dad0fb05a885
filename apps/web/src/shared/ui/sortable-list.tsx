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

/** What a list says: the handle's label, the keyboard instructions, and each step of a move. */
export type ReorderStep = 'handle' | 'instructions' | 'picked' | 'over' | 'dropped' | 'cancelled';
export type ReorderWording = (
  step: ReorderStep,
  where: { name: string; position: number; count: number },
) => string;

interface SortableListProps<T extends { id: UniqueIdentifier }> {
  rows: readonly T[];
  /** What the row is called, for the handle's label and the screen-reader announcements. */
  nameOf(row: NoInfer<T>): string;
  /** After a drop that moved something: the ids in their new order, and which row went where. */
  onReorder(ids: T['id'][], moved: { id: T['id']; position: number }): void;
  /** The row's drag handle, and whether the row is being dragged. */
  renderRow(row: NoInfer<T>, handle: DragHandle, dragging: boolean): ReactNode;
  disabled?: boolean;
  /** The words of a list whose rows need their own (default: the menu editor's `reorder.*`). */
  wording?: ReorderWording;
  /** The list's accessible name. */
  label?: string;
  /** An <ol>, when the order means something (the first language is the default). */
  ordered?: boolean;
  /** Space between rows, in theme units. */
  gap?: number;
}

/**
 * A vertical list reordered by dragging each row's handle, or with the keyboard from the handle:
 * space picks the row up, the arrows move it, space drops it, escape puts it back. Every step is
 * announced to screen readers in the UI's language.
 */
export function SortableList<T extends { id: UniqueIdentifier }>({
  rows,
  nameOf,
  onReorder,
  renderRow,
  disabled = false,
  wording,
  label,
  ordered = false,
  gap,
}: SortableListProps<T>) {
  const { t } = useTranslation('menu-editor');
  const words = useMemo(
    (): ReorderWording => wording ?? ((step, where) => t(`reorder.${step}`, where)),
    [wording, t],
  );
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
    /** The active row's name, at the position of `at`. */
    const where = (active: UniqueIdentifier, at: UniqueIdentifier) => ({
      name: nameOfId(active),
      position: positionOf(at),
      count: rows.length,
    });
    return {
      onDragStart: ({ active }) => words('picked', where(active.id, active.id)),
      onDragOver: ({ active, over }) =>
        over ? words('over', where(active.id, over.id)) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? words('dropped', where(active.id, over.id)) : undefined,
      onDragCancel: ({ active }) => words('cancelled', where(active.id, active.id)),
    };
  }, [rows, nameOf, words]);

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id as T['id']);
    const to = ids.indexOf(over.id as T['id']);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to), { id: active.id as T['id'], position: to });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: words('instructions', { name: '', position: 0, count: rows.length }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Box
          component={ordered ? 'ol' : 'ul'}
          aria-label={label}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            ...(gap !== undefined && { display: 'flex', flexDirection: 'column', gap }),
          }}
        >
          {rows.map((row, index) => (
            <SortableRow
              key={row.id}
              id={row.id}
              label={words('handle', {
                name: nameOf(row),
                position: index + 1,
                count: rows.length,
              })}
              disabled={disabled}
            >
              {(handle, dragging) => renderRow(row, handle, dragging)}
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
  id: UniqueIdentifier;
  label: string;
  disabled: boolean;
  children(handle: DragHandle, dragging: boolean): ReactNode;
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
      {children(handle, isDragging)}
    </Box>
  );
}
