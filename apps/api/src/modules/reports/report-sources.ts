import { instantOfWallClock } from '@coperto/shared/restaurants/opening-hours';
import type { TenantTx } from '../../db/tenant-scope';
import { cashUpTakingsByMonth } from '../cashups/cashup-report-aggregates.service';
import {
  expensesByCategory,
  expensesByMonth,
  expensesBySupplier,
} from '../expenses/expense-report-aggregates.service';
import { onlineTakingsByMonth } from '../orders/order-report-aggregates.service';
import { labourCostByMonth } from '../wages/wage-report-aggregates.service';
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
  const days = {
    restaurantIds: restaurants.map((r) => r.id),
    fromDay: `${span.first}-01`,
    toDay: `${after}-01`,
  };
  for (const restaurant of restaurants) {
    const online = await onlineTakingsByMonth(tx, {
      restaurantId: restaurant.id,
      timeZone: restaurant.timeZone,
      from: new Date(instantOfWallClock(restaurant.timeZone, days.fromDay, 0)),
      to: new Date(instantOfWallClock(restaurant.timeZone, days.toDay, 0)),
    });
    for (const row of online) {
      const cell = cellOf(cells, row.month, restaurant.id);
      cell.onlineCents += row.cents;
      cell.onlineOrders += row.orders;
    }
  }
  for (const row of await cashUpTakingsByMonth(tx, days)) {
    const cell = cellOf(cells, row.month, row.restaurantId);
    cell.cashupCents += row.takingsCents;
    cell.covers += row.covers;
  }
  for (const row of await expensesByMonth(tx, days)) {
    const cell = cellOf(cells, row.month, row.restaurantId);
    cell.expenseCents += row.cents;
    if (row.categoryKey === 'food') cell.foodCents += row.cents;
    if (row.categoryKey === 'beverage') cell.beverageCents += row.cents;
  }
  // Wages are not even read for a caller who may not see them.
  if (withLabour) {
    for (const row of await labourCostByMonth(tx, days)) {
      cellOf(cells, row.month, row.restaurantId).labourCents += row.cents;
    }
  }
  return cells;
}

/** A month's net expenses by category and by supplier (largest first). */
export interface ExpenseBreakdown {
  byCategory: { key: string | null; name: string; cents: number }[];
  bySupplier: { supplierId: number | null; name: string; cents: number }[];
}

export async function readExpenseBreakdown(
  tx: TenantTx,
  restaurantIds: readonly number[],
  month: string,
): Promise<ExpenseBreakdown> {
  const days = { restaurantIds, fromDay: `${month}-01`, toDay: `${nextMonth(month)}-01` };
  const [byCategory, bySupplier] = [
    await expensesByCategory(tx, days),
    await expensesBySupplier(tx, days),
  ];
  return { byCategory, bySupplier };
}
