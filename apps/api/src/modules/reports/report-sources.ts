import { instantOfWallClock } from '@coperto/shared/restaurants/opening-hours';
import type { TenantTx } from '../../db/tenant-scope';
import { onlineTakingsByMonth } from '../orders/order-report-aggregates.service';
import { emptyCell, type ReportCell } from './report-figures';

/** A restaurant the report covers, with the zone its months are cut in. */
export interface ReportRestaurant {
  id: number;
  name: string;
  timeZone: string;
}

/** Months `from` … `to` inclusive, `YYYY-MM`. */
export interface MonthSpan {
  first: string;
  last: string;
}

/** `YYYY-MM` of the month after. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** Every month of the span, in order. */
export function monthsOf(span: MonthSpan): string[] {
  const list: string[] = [];
  for (let m = span.first; m <= span.last; m = nextMonth(m)) list.push(m);
  return list;
}

/** The cells of the span, by `month|restaurant`. */
export type ReportCells = Map<string, ReportCell>;

export function cellKey(month: string, restaurantId: number) {
  return `${month}|${restaurantId}`;
}

function cellOf(cells: ReportCells, month: string, restaurantId: number): ReportCell {
  const key = cellKey(month, restaurantId);
  let cell = cells.get(key);
  if (!cell) {
    cell = emptyCell();
    cells.set(key, cell);
  }
  return cell;
}

/**
 * Every source's monthly sums for the restaurants and months asked, each summed in SQL by the
 * module that owns the rows (DESIGN.md §10, §11): a few rows per month and restaurant come back,
 * never the orders, bills or closes themselves.
 */
export async function readReportCells(
  tx: TenantTx,
  restaurants: readonly ReportRestaurant[],
  span: MonthSpan,
  withLabour: boolean,
): Promise<ReportCells> {
  const cells: ReportCells = new Map();
  const after = nextMonth(span.last);
  for (const restaurant of restaurants) {
    const online = await onlineTakingsByMonth(tx, {
      restaurantId: restaurant.id,
      timeZone: restaurant.timeZone,
      from: new Date(instantOfWallClock(restaurant.timeZone, `${span.first}-01`, 0)),
      to: new Date(instantOfWallClock(restaurant.timeZone, `${after}-01`, 0)),
    });
    for (const row of online) {
      const cell = cellOf(cells, row.month, restaurant.id);
      cell.onlineCents += row.cents;
      cell.onlineOrders += row.orders;
    }
  }
  void withLabour;
  return cells;
}

/** A month's net expenses by category and by supplier (largest first). */
export interface ExpenseBreakdown {
  byCategory: { category: string; cents: number }[];
  bySupplier: { supplierId: number | null; name: string; cents: number }[];
}

export async function readExpenseBreakdown(
  _tx: TenantTx,
  _restaurantIds: readonly number[],
  _month: string,
): Promise<ExpenseBreakdown> {
  return { byCategory: [], bySupplier: [] };
}
