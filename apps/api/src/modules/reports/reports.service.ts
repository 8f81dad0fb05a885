import { hasPermission } from '@coperto/shared/auth/permissions';
import { centsToEuros } from '@coperto/shared/common/money';
import { REPORT_TOP_SUPPLIERS } from '@coperto/shared/reports/report.constants';
import type {
  MonthReport,
  MonthReportQuery,
  YearReport,
  YearReportQuery,
} from '@coperto/shared/reports/report.schemas';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { listRestaurantNames } from '../restaurants/restaurants.service';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { sumCells, sumCellsWithTakings, toFigures } from './report-figures';
import {
  cellKey,
  type MonthSpan,
  monthsOf,
  type ReportCells,
  type ReportRestaurant,
  readExpenseBreakdown,
  readReportCells,
} from './report-sources';

/** Who asks and what they may see: the business, its restaurants, the one asked, wages or not. */
interface ReportScope {
  all: ReportRestaurant[];
  covered: ReportRestaurant[];
  restaurantId: number | null;
  includesLabour: boolean;
}

/** The business's restaurants (their own transaction: before the report's, never inside it). */
async function restaurantsOf(ctx: ServiceContext) {
  const actor = ctx.actor;
  if (!actor?.businessId) throw notFound('Business');
  return listRestaurantNames(ctx, { business_id: actor.businessId });
}

async function scopeOfReport(
  ctx: ServiceContext,
  tx: TenantTx,
  all: { id: number; name: string }[],
  restaurantId: number | undefined,
): Promise<ReportScope> {
  const asked = restaurantId === undefined ? all : all.filter((r) => r.id === restaurantId);
  // Another business's restaurant, or a deleted one: not found (never a 403 that confirms it).
  if (asked.length === 0 && restaurantId !== undefined) throw notFound('Restaurant');
  const covered: ReportRestaurant[] = [];
  for (const r of asked) {
    const row = await findRestaurant(tx, r.id);
    if (row) covered.push({ id: r.id, name: r.name, timeZone: row.time_zone });
  }
  return {
    all: all.map((r) => ({ id: r.id, name: r.name, timeZone: '' })),
    covered,
    restaurantId: restaurantId ?? null,
    // Labour cost is wages: owners see it, managers get the report without it (DESIGN.md §6).
    includesLabour: ctx.actor !== null && hasPermission(ctx.actor.role, 'read:wages'),
  };
}

function monthCell(cells: ReportCells, month: string, restaurants: readonly ReportRestaurant[]) {
  return sumCells(
    restaurants.flatMap((r) => {
      const cell = cells.get(cellKey(month, r.id));
      return cell ? [cell] : [];
    }),
  );
}

/** A year month by month, of one restaurant or of the whole business, with the year's totals. */
export async function getYearReport(
  ctx: ServiceContext,
  query: YearReportQuery,
): Promise<YearReport> {
  const restaurants = await restaurantsOf(ctx);
  return ctx.asActor(async (tx) => {
    const scope = await scopeOfReport(ctx, tx, restaurants, query.restaurant_id);
    const span: MonthSpan = { first: `${query.year}-01`, last: `${query.year}-12` };
    const cells = await readReportCells(tx, scope.covered, span, scope.includesLabour);
    const monthCells = monthsOf(span).map((month) => ({
      month,
      cell: monthCell(cells, month, scope.covered),
    }));
    return {
      year: query.year,
      restaurant_id: scope.restaurantId,
      restaurants: scope.all.map((r) => ({ id: r.id, name: r.name })),
      includes_labour: scope.includesLabour,
      months: monthCells.map(({ month, cell }) => ({
        month,
        ...toFigures(cell, scope.includesLabour),
      })),
      totals: toFigures(
        sumCells(monthCells.map((m) => m.cell)),
        scope.includesLabour,
        sumCellsWithTakings(monthCells.map((m) => m.cell)),
      ),
    };
  });
}

/** One month in detail: its figures, expenses by category and supplier, each restaurant's figures. */
export async function getMonthReport(
  ctx: ServiceContext,
  query: MonthReportQuery,
): Promise<MonthReport> {
  const restaurants = await restaurantsOf(ctx);
  return ctx.asActor(async (tx) => {
    const scope = await scopeOfReport(ctx, tx, restaurants, query.restaurant_id);
    const span: MonthSpan = { first: query.month, last: query.month };
    const cells = await readReportCells(tx, scope.covered, span, scope.includesLabour);
    const breakdown = await readExpenseBreakdown(
      tx,
      scope.covered.map((r) => r.id),
      query.month,
    );
    const top = breakdown.bySupplier.slice(0, REPORT_TOP_SUPPLIERS);
    const rest = breakdown.bySupplier.slice(REPORT_TOP_SUPPLIERS);
    const suppliers = top.map((s) => ({
      supplier_id: s.supplierId,
      name: s.name,
      amount: centsToEuros(s.cents),
    }));
    if (rest.length > 0) {
      suppliers.push({
        supplier_id: null,
        name: '',
        amount: centsToEuros(rest.reduce((total, s) => total + s.cents, 0)),
      });
    }
    return {
      month: query.month,
      restaurant_id: scope.restaurantId,
      restaurants: scope.all.map((r) => ({ id: r.id, name: r.name })),
      includes_labour: scope.includesLabour,
      figures: toFigures(monthCell(cells, query.month, scope.covered), scope.includesLabour),
      expenses_by_category: breakdown.byCategory.map((c) => ({
        key: c.key,
        name: c.name,
        amount: centsToEuros(c.cents),
      })),
      expenses_by_supplier: suppliers,
      by_restaurant:
        scope.restaurantId === null
          ? scope.covered.map((r) => ({
              restaurant_id: r.id,
              name: r.name,
              ...toFigures(monthCell(cells, query.month, [r]), scope.includesLabour),
            }))
          : [],
    };
  });
}
