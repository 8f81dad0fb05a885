import type { FloorTable } from '@coperto/shared/floor/floor.schemas';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GridSize, keyMove, type Placement, snapMove, snapResize } from '../lib/plan-geometry';

/** What the canvas needs of a table: the API's table, or any object with these fields. */
export type CanvasTable = Pick<
  FloorTable,
  | 'id'
  | 'name'
  | 'seats_min'
  | 'seats_max'
  | 'shape'
  | 'x'
  | 'y'
  | 'width'
  | 'height'
  | 'rotation'
  | 'active'
>;

/** How one table looks: the service view colours tables by state, the editor leaves the default. */
export interface TableAppearance {
  /** Colours (any CSS colour); left out: the theme's paper and a grey border. */
  fill?: string;
  stroke?: string;
  text?: string;
  /** A dashed border (an inactive table gets one by default). */
  dashed?: boolean;
  /** The second line under the name, in place of the seats ("4 · 20:15"). */
  caption?: string;
  /** A short mark in a pill at the table's top-right corner ("Conto"). */
  badge?: string;
  /** The accessible name, in place of "Tavolo 5, 2–4 posti". */
  label?: string;
}

export interface FloorPlanCanvasProps {
  /** The restaurant's grid (GET /floor/:id's `grid`): places and sizes are in its cells. */
  grid: GridSize;
  /** The part drawn, from the top-left corner (lib/plan-geometry fitView); the whole grid by default. */
  view?: GridSize;
  /** The tables of the area shown. */
  tables: readonly CanvasTable[];
  /** The accessible name of the plan ("Pianta: Sala"). */
  label: string;
  selectedIds?: readonly number[];
  /** Tables marked with a second colour: the selected table's joinable neighbours, say. */
  highlightedIds?: readonly number[];
  /** Per-table look (state colours, a caption, a badge). */
  appearance?(table: CanvasTable): TableAppearance;
  /** A tap or click on a table (or Enter / Space on it). */
  onTableClick?(tableId: number): void;
  /** A tap on the plan outside any table. */
  onBackgroundClick?(): void;
  /**
   * Given: tables can be dragged (mouse, touch, pen) and moved with the arrow keys, snapped to
   * cells and kept in the grid; called once a move ends, with the new top-left cell.
   */
  onTableMove?(tableId: number, place: { x: number; y: number }): void;
  /** Given: the selected table shows a corner handle; called once a resize ends. */
  onTableResize?(tableId: number, size: { width: number; height: number }): void;
  /** Draws the grid's cells (the editor); off for the service view. */
  showGrid?: boolean;
  /** data-testid of the plan; each table is `${testId}-table-${name}`. */
  testId?: string;
}

interface Drag {
  tableId: number;
  mode: 'move' | 'resize';
  pointerId: number;
  startX: number;
  startY: number;
  start: Placement;
  current: Placement;
  /** Past the few pixels a tap wobbles: a drag, not a click. */
  moved: boolean;
}

/** A pointer that moves less than this is a tap. */
const TAP_SLOP_PX = 5;

function seatsText(table: CanvasTable) {
  return table.seats_min === table.seats_max
    ? String(table.seats_max)
    : `${table.seats_min}–${table.seats_max}`;
}

/**
 * The floor plan drawn in SVG, scaled to its container's width: tables as rounds, squares or
 * rectangles on a cell grid, turned by their rotation, their names upright. Shared by the plan
 * editor (drag, resize, keys) and the service view (colours per state, selection).
 */
export function FloorPlanCanvas({
  grid,
  view = grid,
  tables,
  label,
  selectedIds = [],
  highlightedIds = [],
  appearance,
  onTableClick,
  onBackgroundClick,
  onTableMove,
  onTableResize,
  showGrid = false,
  testId = 'floor-plan',
}: FloorPlanCanvasProps) {
  const { t } = useTranslation('floor');
  const theme = useTheme();
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const draggedJustNow = useRef(false);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const patternId = `floor-grid-${useId().replace(/:/g, '')}`;
  const movable = onTableMove !== undefined;

  const cellPx = () => {
    const width = svgRef.current?.getBoundingClientRect().width ?? 0;
    return width / view.columns;
  };

  const beginDrag = (
    event: PointerEvent<SVGElement>,
    table: CanvasTable,
    mode: Drag['mode'],
  ): void => {
    if (event.button !== 0) return;
    draggedJustNow.current = false;
    event.stopPropagation();
    // Keeps the pointer's events on this element while it drags, even off the table.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const start = { x: table.x, y: table.y, width: table.width, height: table.height };
    setDrag({
      tableId: table.id,
      mode,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      start,
      current: start,
      moved: false,
    });
  };

  const continueDrag = (event: PointerEvent<SVGElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const travel = { dx: event.clientX - drag.startX, dy: event.clientY - drag.startY };
    const moved = drag.moved || Math.hypot(travel.dx, travel.dy) > TAP_SLOP_PX;
    if (!moved) return;
    const current =
      drag.mode === 'move'
        ? { ...drag.start, ...snapMove(drag.start, travel, cellPx(), grid) }
        : { ...drag.start, ...snapResize(drag.start, travel, cellPx(), grid) };
    setDrag({ ...drag, moved, current });
  };

  const endDrag = (event: PointerEvent<SVGElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    setDrag(null);
    const { start, current, tableId } = drag;
    if (!drag.moved) return;
    // The click the browser sends after this pointerup ends a drag, not a tap: it selects nothing.
    draggedJustNow.current = true;
    if (drag.mode === 'move' && (current.x !== start.x || current.y !== start.y)) {
      onTableMove?.(tableId, { x: current.x, y: current.y });
    }
    if (
      drag.mode === 'resize' &&
      (current.width !== start.width || current.height !== start.height)
    ) {
      onTableResize?.(tableId, { width: current.width, height: current.height });
    }
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, table: CanvasTable) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onTableClick?.(table.id);
      return;
    }
    if (!movable) return;
    const place = keyMove(table, event.key, event.shiftKey, grid);
    if (!place) return;
    event.preventDefault();
    onTableMove?.(table.id, place);
  };

  const paper = theme.palette.background.paper;
  const ink = theme.palette.text.primary;
  const primary = theme.palette.primary.main;
  const secondary = theme.palette.secondary.main;
  const lineWidth = 0.08;

  return (
    <Box
      data-testid={testId}
      role="group"
      aria-label={label}
      sx={{
        width: '100%',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: showGrid ? alpha(theme.palette.text.primary, 0.02) : 'background.default',
        overflow: 'hidden',
        lineHeight: 0,
      }}
    >
      <svg
        ref={svgRef}
        viewBox={`0 0 ${view.columns} ${view.rows}`}
        width="100%"
        style={{
          display: 'block',
          userSelect: 'none',
          fontFamily: theme.typography.fontFamily,
          // Chromium ignores touch-action on the shapes inside an SVG: set on the plan, a finger
          // on it drags a table instead of scrolling the page (the page scrolls beside the plan).
          touchAction: movable ? 'none' : 'manipulation',
        }}
      >
        <title>{label}</title>
        {showGrid && (
          <defs>
            <pattern id={patternId} width={1} height={1} patternUnits="userSpaceOnUse">
              <path
                d="M 1 0 L 0 0 0 1"
                fill="none"
                stroke={alpha(theme.palette.text.primary, 0.12)}
                strokeWidth={0.04}
              />
            </pattern>
          </defs>
        )}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a tap beside the tables clears the selection; Escape-free, nothing a keyboard needs. */}
        <rect
          x={0}
          y={0}
          width={view.columns}
          height={view.rows}
          fill={showGrid ? `url(#${patternId})` : 'transparent'}
          onClick={onBackgroundClick}
        />
        {tables.map((table) => {
          const dragged = drag?.tableId === table.id ? drag.current : null;
          const place = dragged ?? table;
          const look = appearance?.(table) ?? {};
          const selected = selectedIds.includes(table.id);
          const highlighted = highlightedIds.includes(table.id);
          const cx = place.x + place.width / 2;
          const cy = place.y + place.height / 2;
          const stroke = selected
            ? primary
            : highlighted
              ? secondary
              : (look.stroke ?? alpha(ink, 0.55));
          const fill = selected ? alpha(primary, 0.14) : (look.fill ?? paper);
          const strokeWidth = selected || highlighted ? lineWidth * 2.5 : lineWidth * 1.5;
          const dashed = look.dashed ?? !table.active;
          const shapeProps = {
            fill,
            stroke,
            strokeWidth,
            strokeDasharray: dashed ? '0.35 0.25' : undefined,
          };
          const small = Math.min(place.width, place.height);
          // Text sized to fit inside the table (a rotated one too: its shorter side).
          const inner = Math.max(1, small) * (table.shape === 'round' ? 0.72 : 0.9);
          const nameSize = fitFont(table.name, inner, Math.min(1.6, small * 0.42));
          const longCaption = look.caption ?? t('canvas.seats', { seats: seatsText(table) });
          const caption =
            look.caption !== undefined || fitFont(longCaption, inner, 1) >= 0.6
              ? longCaption
              : seatsText(table);
          const captionSize = fitFont(caption, inner, nameSize * 0.6);
          const accessible =
            look.label ?? t('canvas.tableLabel', { name: table.name, seats: seatsText(table) });
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes the role, focus and keys.
            <g
              key={table.id}
              role="button"
              tabIndex={0}
              aria-label={accessible}
              aria-pressed={selected}
              data-testid={`${testId}-table-${table.name}`}
              data-x={place.x}
              data-y={place.y}
              data-width={place.width}
              data-height={place.height}
              opacity={table.active ? 1 : 0.55}
              style={{
                cursor: movable ? (dragged ? 'grabbing' : 'grab') : 'pointer',
                touchAction: movable ? 'none' : 'manipulation',
                outline: 'none',
              }}
              onPointerDown={(event) =>
                movable ? beginDrag(event, table, 'move') : event.stopPropagation()
              }
              onPointerMove={continueDrag}
              onPointerUp={endDrag}
              onPointerCancel={() => setDrag(null)}
              onClick={() => {
                if (draggedJustNow.current) {
                  draggedJustNow.current = false;
                  return;
                }
                onTableClick?.(table.id);
              }}
              onKeyDown={(event) => onKeyDown(event, table)}
              onFocus={() => setFocusedId(table.id)}
              onBlur={() => setFocusedId((current) => (current === table.id ? null : current))}
            >
              <g transform={`rotate(${table.rotation} ${cx} ${cy})`}>
                {table.shape === 'round' ? (
                  <ellipse
                    cx={cx}
                    cy={cy}
                    rx={place.width / 2 - 0.15}
                    ry={place.height / 2 - 0.15}
                    {...shapeProps}
                  />
                ) : (
                  <rect
                    x={place.x + 0.15}
                    y={place.y + 0.15}
                    width={place.width - 0.3}
                    height={place.height - 0.3}
                    rx={table.shape === 'square' ? 0.35 : 0.25}
                    {...shapeProps}
                  />
                )}
              </g>
              <text
                x={cx}
                y={cy - (small >= 2 ? captionSize * 0.35 : 0)}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={nameSize}
                fontWeight={700}
                fill={look.text ?? ink}
                pointerEvents="none"
              >
                {table.name}
              </text>
              {small >= 2 && (
                <text
                  x={cx}
                  y={cy + nameSize * 0.75}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={captionSize}
                  fill={look.text ?? alpha(ink, 0.7)}
                  pointerEvents="none"
                >
                  {caption}
                </text>
              )}
              {focusedId === table.id && (
                // The focus ring: SVG shapes draw no outline of their own.
                <rect
                  x={place.x - 0.15}
                  y={place.y - 0.15}
                  width={place.width + 0.3}
                  height={place.height + 0.3}
                  rx={0.4}
                  fill="none"
                  stroke={primary}
                  strokeWidth={0.12}
                  strokeDasharray="0.4 0.2"
                  pointerEvents="none"
                  data-testid={`${testId}-focus-${table.name}`}
                />
              )}
              {look.badge && (
                <Badge x={place.x + place.width} y={place.y} text={look.badge} color={secondary} />
              )}
              {selected && onTableResize && (
                <rect
                  data-testid={`${testId}-resize-${table.name}`}
                  x={place.x + place.width - 0.9}
                  y={place.y + place.height - 0.9}
                  width={1.4}
                  height={1.4}
                  rx={0.2}
                  fill={primary}
                  stroke={paper}
                  strokeWidth={0.1}
                  style={{ cursor: 'nwse-resize', touchAction: 'none' }}
                  onPointerDown={(event) => beginDrag(event, table, 'resize')}
                  onPointerMove={continueDrag}
                  onPointerUp={endDrag}
                />
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}

/** A font size (in cells) at most `most` at which `text` fits in `width` cells. */
function fitFont(text: string, width: number, most: number): number {
  // An average glyph is about 0.6 of the font size wide; digits and capitals a little less.
  const fitting = width / Math.max(1, text.length * 0.6);
  return Math.max(0.45, Math.min(most, fitting));
}

function Badge({ x, y, text, color }: { x: number; y: number; text: string; color: string }) {
  const width = Math.max(1.4, text.length * 0.55 + 0.6);
  return (
    <g pointerEvents="none">
      <rect x={x - width + 0.3} y={y - 0.5} width={width} height={1.1} rx={0.55} fill={color} />
      <text
        x={x - width / 2 + 0.3}
        y={y + 0.05}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={0.7}
        fontWeight={700}
        fill="#fff"
      >
        {text}
      </text>
    </g>
  );
}
