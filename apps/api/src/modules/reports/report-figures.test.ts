import { describe, expect, it } from 'vitest';
import { emptyCell, sumCells, sumCellsWithTakings, toFigures } from './report-figures';

const month = (takings: number, food: number, labour: number) => ({
  ...emptyCell(),
  cashupCents: takings,
  foodCents: food,
  expenseCents: food,
  labourCents: labour,
});

describe("a year's figures", () => {
  // Bills were kept in Coperto from January, the till closed in it only from October.
  const months = [month(0, 50_000, 0), month(0, 50_000, 0), month(300_000, 90_000, 60_000)];

  it('sums every month, but works the shares out over the months with takings', () => {
    const figures = toFigures(sumCells(months), true, sumCellsWithTakings(months));
    expect(figures.expenses).toBe(1900);
    expect(figures.takings).toBe(3000);
    expect(figures.food_beverage_share).toBe(30);
    expect(figures.labour_share).toBe(20);
  });

  it('has no share without takings, and none of labour for who may not read wages', () => {
    const none = toFigures(sumCells(months.slice(0, 2)), false, sumCellsWithTakings([]));
    expect(none.food_beverage_share).toBeNull();
    expect(none.labour).toBeNull();
    expect(none.labour_share).toBeNull();
  });
});
