import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { type CanvasTable, FloorPlanCanvas } from './floor-plan-canvas';

beforeAll(() => initTestI18n('it'));
afterEach(() => vi.restoreAllMocks());

const grid = { columns: 60, rows: 40 };
const tables: CanvasTable[] = [
  {
    id: 1,
    name: '5',
    seats_min: 2,
    seats_max: 4,
    shape: 'square',
    x: 2,
    y: 3,
    width: 4,
    height: 4,
    rotation: 0,
    active: true,
  },
  {
    id: 2,
    name: '12',
    seats_min: 8,
    seats_max: 8,
    shape: 'rectangle',
    x: 20,
    y: 10,
    width: 10,
    height: 4,
    rotation: 90,
    active: false,
  },
];

/** jsdom lays nothing out: the plan is said to be 600 px wide, so 10 px a cell of 60. */
function layOut(widthPx = 600) {
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: widthPx,
    height: (widthPx * 40) / 60,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: widthPx,
    bottom: (widthPx * 40) / 60,
    toJSON: () => ({}),
  });
}

function drag(element: Element, from: [number, number], to: [number, number], pointerId = 7) {
  fireEvent.pointerDown(element, { button: 0, pointerId, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(element, { pointerId, clientX: (from[0] + to[0]) / 2, clientY: from[1] });
  fireEvent.pointerMove(element, { pointerId, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(element, { pointerId, clientX: to[0], clientY: to[1] });
}

describe('FloorPlanCanvas', () => {
  it('names every table with its seats, and marks the selected one', () => {
    render(<FloorPlanCanvas grid={grid} tables={tables} label="Pianta: Sala" selectedIds={[2]} />);
    expect(screen.getByRole('group', { name: 'Pianta: Sala' })).toBeTruthy();
    const five = screen.getByRole('button', { name: 'Tavolo 5, 2–4 posti' });
    expect(five.getAttribute('aria-pressed')).toBe('false');
    const twelve = screen.getByRole('button', { name: 'Tavolo 12, 8 posti' });
    expect(twelve.getAttribute('aria-pressed')).toBe('true');
    expect(twelve.textContent).toContain('8 posti');
  });

  it('drops a dragged table on the cell under the pointer, and tells once', () => {
    layOut();
    const onTableMove = vi.fn();
    const onTableClick = vi.fn();
    render(
      <FloorPlanCanvas
        grid={grid}
        tables={tables}
        label="Pianta"
        onTableMove={onTableMove}
        onTableClick={onTableClick}
      />,
    );
    const five = screen.getByTestId('floor-plan-table-5');
    // 10 px a cell: 47 px right and 21 px down are 5 and 2 cells.
    drag(five, [30, 40], [77, 61]);
    // The click the browser sends after the drag's pointerup selects nothing.
    fireEvent.click(five);
    expect(onTableMove).toHaveBeenCalledTimes(1);
    expect(onTableMove).toHaveBeenCalledWith(1, { x: 7, y: 5 });
    expect(onTableClick).not.toHaveBeenCalled();
  });

  it('takes a tap that wobbles a few pixels for a click, not a move', () => {
    layOut();
    const onTableMove = vi.fn();
    const onTableClick = vi.fn();
    render(
      <FloorPlanCanvas
        grid={grid}
        tables={tables}
        label="Pianta"
        onTableMove={onTableMove}
        onTableClick={onTableClick}
      />,
    );
    const five = screen.getByTestId('floor-plan-table-5');
    drag(five, [30, 40], [33, 42]);
    fireEvent.click(five);
    expect(onTableClick).toHaveBeenCalledWith(1);
    expect(onTableMove).not.toHaveBeenCalled();
  });

  it('keeps a table dragged past the edge inside the grid', () => {
    layOut();
    const onTableMove = vi.fn();
    render(
      <FloorPlanCanvas grid={grid} tables={tables} label="Pianta" onTableMove={onTableMove} />,
    );
    drag(screen.getByTestId('floor-plan-table-12'), [250, 120], [-900, 2000]);
    expect(onTableMove).toHaveBeenCalledWith(2, { x: 0, y: 36 });
  });

  it('moves the focused table with the arrow keys, five cells with Shift', () => {
    const onTableMove = vi.fn();
    render(
      <FloorPlanCanvas grid={grid} tables={tables} label="Pianta" onTableMove={onTableMove} />,
    );
    const five = screen.getByRole('button', { name: 'Tavolo 5, 2–4 posti' });
    expect(screen.queryByTestId('floor-plan-focus-5')).toBeNull();
    fireEvent.focus(five);
    expect(screen.getByTestId('floor-plan-focus-5')).toBeTruthy();
    fireEvent.keyDown(five, { key: 'ArrowRight' });
    fireEvent.keyDown(five, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(five, { key: 'ArrowLeft' });
    expect(onTableMove.mock.calls).toEqual([
      [1, { x: 3, y: 3 }],
      [1, { x: 2, y: 8 }],
      [1, { x: 1, y: 3 }],
    ]);
  });

  it('resizes the selected table from its corner handle, by whole cells', () => {
    layOut();
    const onTableResize = vi.fn();
    const onTableMove = vi.fn();
    render(
      <FloorPlanCanvas
        grid={grid}
        tables={tables}
        label="Pianta"
        selectedIds={[1]}
        onTableMove={onTableMove}
        onTableResize={onTableResize}
      />,
    );
    expect(screen.queryByTestId('floor-plan-resize-12')).toBeNull();
    drag(screen.getByTestId('floor-plan-resize-5'), [60, 70], [84, 56]);
    expect(onTableResize).toHaveBeenCalledWith(1, { width: 6, height: 3 });
    expect(onTableMove).not.toHaveBeenCalled();
  });

  it('moves nothing and clicks on Enter when the plan is read-only (the service view)', () => {
    layOut();
    const onTableClick = vi.fn();
    render(
      <FloorPlanCanvas
        grid={grid}
        tables={tables}
        label="Sala"
        onTableClick={onTableClick}
        appearance={(table) => ({ caption: `tavolo ${table.name}`, badge: 'Conto' })}
      />,
    );
    const five = screen.getByRole('button', { name: 'Tavolo 5, 2–4 posti' });
    fireEvent.keyDown(five, { key: 'ArrowRight' });
    fireEvent.keyDown(five, { key: 'Enter' });
    fireEvent.click(five);
    expect(onTableClick.mock.calls).toEqual([[1], [1]]);
    expect(five.textContent).toContain('tavolo 5');
    expect(five.textContent).toContain('Conto');
    expect(five.getAttribute('data-x')).toBe('2');
  });
});
