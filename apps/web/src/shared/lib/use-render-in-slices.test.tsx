import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRenderInSlices } from './use-render-in-slices';

function Slices({
  total,
  first,
  step,
  onRender,
}: {
  total: number;
  first: number;
  step: number;
  onRender?: (shown: number) => void;
}) {
  const { shown, showAll } = useRenderInSlices(total, first, step);
  onRender?.(shown);
  return (
    <>
      <output>{shown}</output>
      <button type="button" onClick={showAll}>
        all
      </button>
    </>
  );
}

const shown = () => Number(screen.getByRole('status').textContent);

describe('useRenderInSlices', () => {
  it('shows the first entries at once and the rest a slice per task, never more than there are', async () => {
    const seen: number[] = [];
    render(<Slices total={10} first={4} step={3} onRender={(count) => seen.push(count)} />);
    expect(seen).toEqual([4]);
    await waitFor(() => expect(seen.at(-1)).toBe(10));
    expect([...new Set(seen)]).toEqual([4, 7, 10]);
  });

  it('shows everything at once when asked', async () => {
    render(<Slices total={100} first={1} step={1} />);
    expect(shown()).toBe(1);
    await act(async () => screen.getByRole('button').click());
    expect(shown()).toBe(100);
  });

  it('shows none first when asked to, then all of a short list', async () => {
    render(<Slices total={1} first={0} step={1} />);
    expect(shown()).toBe(0);
    await waitFor(() => expect(shown()).toBe(1));
  });
});
