import type { ReportExportQuery, ReportFigures } from '@coperto/shared/reports/report.schemas';
import { stringify } from 'csv-stringify/sync';
import type { ServiceContext } from '../../shared/context';
import { getMonthReport, getYearReport } from './reports.service';

type FigureKey = keyof ReportFigures;

/** The figures' columns, in the screen's order; labour only for a caller who may read wages. */
const FIGURE_COLUMNS: { key: FigureKey; it: string; en: string; labour?: true }[] = [
  { key: 'takings', it: 'Incasso totale', en: 'Takings' },
  { key: 'takings_cashups', it: 'Incasso chiusure cassa', en: 'Cash-up takings' },
  { key: 'takings_online', it: 'Incasso online', en: 'Online takings' },
  { key: 'online_orders', it: 'Ordini online', en: 'Online orders' },
  { key: 'covers', it: 'Coperti', en: 'Covers' },
  { key: 'average_spend', it: 'Scontrino medio', en: 'Average spend' },
  { key: 'expenses', it: 'Spese (imponibile)', en: 'Expenses (net)' },
  { key: 'food_cost', it: 'Food cost', en: 'Food cost' },
  { key: 'beverage_cost', it: 'Beverage cost', en: 'Beverage cost' },
  {
    key: 'food_beverage_share',
    it: 'Food e beverage % incasso',
    en: 'Food and beverage % of takings',
  },
  { key: 'labour', it: 'Costo del personale', en: 'Labour cost', labour: true },
  { key: 'labour_share', it: 'Personale % incasso', en: 'Labour % of takings', labour: true },
];

const WORDS = {
  it: {
    month: 'Mese',
    total: 'Totale',
    section: 'Voce',
    name: 'Nome',
    amount: 'Importo',
    figures: 'Cifre',
    category: 'Categoria',
    supplier: 'Fornitore',
    restaurant: 'Ristorante',
    others: 'Altri fornitori',
  },
  en: {
    month: 'Month',
    total: 'Total',
    section: 'Section',
    name: 'Name',
    amount: 'Amount',
    figures: 'Figures',
    category: 'Category',
    supplier: 'Supplier',
    restaurant: 'Restaurant',
    others: 'Other suppliers',
  },
};

/**
 * The report's figures as a spreadsheet (csv-stringify does the quoting): a year's months with
 * their total, or one month's figures, expenses by category and supplier and, for the whole
 * business, each restaurant. Italian files use `;` and decimal commas, as Excel in Italy opens them.
 */
export async function exportReport(ctx: ServiceContext, query: ReportExportQuery): Promise<string> {
  const language = query.language;
  const italian = language === 'it';
  const words = WORDS[language];
  const number = (value: number | null) =>
    value === null ? '' : italian ? String(value).replace('.', ',') : String(value);
  const amount = (value: number | null) =>
    value === null ? '' : italian ? value.toFixed(2).replace('.', ',') : value.toFixed(2);
  const cellOf = (figures: ReportFigures, key: FigureKey) => {
    const value = figures[key];
    return key === 'online_orders' || key === 'covers' || key.endsWith('_share')
      ? number(value)
      : amount(value);
  };
  // A name starting = + - @ (a supplier's, a category's) is text, not a formula, when opened.
  const options = { delimiter: italian ? ';' : ',', escape_formulas: true };

  if (!query.month) {
    const report = await getYearReport(ctx, {
      year: query.year,
      restaurant_id: query.restaurant_id,
    });
    const columns = FIGURE_COLUMNS.filter((c) => !c.labour || report.includes_labour);
    const rows = [
      [words.month, ...columns.map((c) => c[language])],
      ...report.months.map((m) => [m.month, ...columns.map((c) => cellOf(m, c.key))]),
      [words.total, ...columns.map((c) => cellOf(report.totals, c.key))],
    ];
    return `\uFEFF${stringify(rows, options)}`;
  }

  const report = await getMonthReport(ctx, {
    month: query.month,
    restaurant_id: query.restaurant_id,
  });
  const columns = FIGURE_COLUMNS.filter((c) => !c.labour || report.includes_labour);
  const rows: string[][] = [[words.section, words.name, words.amount]];
  for (const c of columns) rows.push([words.figures, c[language], cellOf(report.figures, c.key)]);
  for (const c of report.expenses_by_category) {
    rows.push([words.category, c.name, amount(c.amount)]);
  }
  for (const s of report.expenses_by_supplier) {
    rows.push([words.supplier, s.supplier_id === null ? words.others : s.name, amount(s.amount)]);
  }
  for (const r of report.by_restaurant) {
    for (const c of columns)
      rows.push([`${words.restaurant}: ${r.name}`, c[language], cellOf(r, c.key)]);
  }
  return `\uFEFF${stringify(rows, options)}`;
}
