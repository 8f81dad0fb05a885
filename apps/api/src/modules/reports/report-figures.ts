import { centsToEuros } from '@coperto/shared/common/money';
import type { ReportFigures } from '@coperto/shared/reports/report.schemas';

/** A month's sums of one restaurant, in integer cents (DESIGN.md §5), as the sources give them. */
export interface ReportCell {
  cashupCents: number;
  onlineCents: number;
  onlineOrders: number;
  covers: number;
  expenseCents: number;
  foodCents: number;
  beverageCents: number;
  labourCents: number;
}

export function emptyCell(): ReportCell {
  return {
    cashupCents: 0,
    onlineCents: 0,
    onlineOrders: 0,
    covers: 0,
    expenseCents: 0,
    foodCents: 0,
    beverageCents: 0,
    labourCents: 0,
  };
}

export function addCells(into: ReportCell, cell: ReportCell): ReportCell {
  into.cashupCents += cell.cashupCents;
  into.onlineCents += cell.onlineCents;
  into.onlineOrders += cell.onlineOrders;
  into.covers += cell.covers;
  into.expenseCents += cell.expenseCents;
  into.foodCents += cell.foodCents;
  into.beverageCents += cell.beverageCents;
  into.labourCents += cell.labourCents;
  return into;
}

export function sumCells(cells: Iterable<ReportCell>): ReportCell {
  const total = emptyCell();
  for (const cell of cells) addCells(total, cell);
  return total;
}

/** A part of the takings in percent with one decimal; null without takings (no share of nothing). */
function shareOf(partCents: number, takingsCents: number): number | null {
  if (takingsCents <= 0) return null;
  return Math.round((partCents * 1000) / takingsCents) / 10;
}

function takingsOf(cell: ReportCell): number {
  return cell.cashupCents + cell.onlineCents;
}

/**
 * The months that had takings, summed: a year's shares are worked out over them, so months of
 * bills without closes (before the restaurant closed its till in Coperto) do not inflate them.
 */
export function sumCellsWithTakings(cells: readonly ReportCell[]): ReportCell {
  return sumCells(cells.filter((cell) => takingsOf(cell) > 0));
}

/**
 * The wire's figures: euros, the shares (of `shareCell`, the cell itself unless told), labour
 * left out for a caller who may not read wages.
 */
export function toFigures(
  cell: ReportCell,
  includesLabour: boolean,
  shareCell: ReportCell = cell,
): ReportFigures {
  const takings = takingsOf(cell);
  const shareTakings = takingsOf(shareCell);
  return {
    takings_cashups: centsToEuros(cell.cashupCents),
    takings_online: centsToEuros(cell.onlineCents),
    takings: centsToEuros(takings),
    online_orders: cell.onlineOrders,
    covers: cell.covers,
    average_spend: cell.covers > 0 ? Math.round(cell.cashupCents / cell.covers) / 100 : null,
    expenses: centsToEuros(cell.expenseCents),
    food_cost: centsToEuros(cell.foodCents),
    beverage_cost: centsToEuros(cell.beverageCents),
    food_beverage_share: shareOf(shareCell.foodCents + shareCell.beverageCents, shareTakings),
    labour: includesLabour ? centsToEuros(cell.labourCents) : null,
    labour_share: includesLabour ? shareOf(shareCell.labourCents, shareTakings) : null,
  };
}
