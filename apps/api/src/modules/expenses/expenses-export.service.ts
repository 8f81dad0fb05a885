import type { DefaultExpenseCategory } from '@coperto/shared/expenses/expense.constants';
import { EXPENSE_EXPORT_MAX_ROWS } from '@coperto/shared/expenses/expense.constants';
import type { ExpenseExportQuery } from '@coperto/shared/expenses/expense.schemas';
import { expenseStatusOf } from '@coperto/shared/expenses/expense-amounts';
import { stringify } from 'csv-stringify/sync';
import { ruleBroken } from '../../shared/app-error';
import type { ServiceContext } from '../../shared/context';
import { businessOf } from '../suppliers/suppliers.service';
import { listExpenseRows } from './expenses.repository';
import { filterOf } from './expenses.service';

const HEADERS = {
  it: [
    'Data',
    'Scadenza',
    'Pagata il',
    'Stato',
    'Ristorante',
    'Fornitore',
    'Categoria',
    'Numero fattura',
    'Descrizione',
    'Imponibile',
    'Aliquota IVA',
    'IVA',
    'Totale',
    'Extra',
  ],
  en: [
    'Date',
    'Due',
    'Paid on',
    'Status',
    'Restaurant',
    'Supplier',
    'Category',
    'Invoice number',
    'Description',
    'Net',
    'VAT rate',
    'VAT',
    'Gross',
    'Extra',
  ],
};

const CATEGORY_NAMES: Record<'it' | 'en', Record<DefaultExpenseCategory, string>> = {
  it: {
    food: 'Alimentari',
    beverage: 'Bevande',
    utilities: 'Utenze',
    rent: 'Affitto',
    staff: 'Personale',
    maintenance: 'Manutenzione',
    other: 'Altro',
  },
  en: {
    food: 'Food',
    beverage: 'Beverage',
    utilities: 'Utilities',
    rent: 'Rent',
    staff: 'Staff',
    maintenance: 'Maintenance',
    other: 'Other',
  },
};

const STATUS_NAMES = {
  it: { paid: 'Pagata', unpaid: 'Da pagare', overdue: 'Scaduta' },
  en: { paid: 'Paid', unpaid: 'Unpaid', overdue: 'Overdue' },
} as const;

/**
 * The expenses the list's filters find, as a spreadsheet (csv-stringify quotes). Italian files use
 * `;` and decimal commas, as Excel in Italy opens them. More than EXPENSE_EXPORT_MAX_ROWS is
 * refused: choose a shorter range.
 */
export function exportExpenses(ctx: ServiceContext, query: ExpenseExportQuery) {
  businessOf(ctx);
  const filter = filterOf(query, ctx);
  return ctx.asActor(async (tx) => {
    const rows = await listExpenseRows(tx, filter, {
      orderByColumn: query.orderByColumn,
      orderByType: query.orderByType,
      limit: EXPENSE_EXPORT_MAX_ROWS + 1,
      offset: 0,
    });
    if (rows.length > EXPENSE_EXPORT_MAX_ROWS) {
      throw ruleBroken(`More than ${EXPENSE_EXPORT_MAX_ROWS} expenses: choose a shorter range`, {
        from: 'Too many expenses in the range',
      });
    }
    const language = query.language;
    const italian = language === 'it';
    const euros = (cents: number) =>
      italian ? (cents / 100).toFixed(2).replace('.', ',') : (cents / 100).toFixed(2);
    const yes = italian ? 'sì' : 'yes';
    const csv = stringify(
      rows.map(({ expense: e, ...names }) => [
        e.date_created,
        e.expiry_date ?? '',
        e.paid_on ?? '',
        STATUS_NAMES[language][expenseStatusOf(e, filter.today)],
        names.restaurant_name,
        names.supplier_name,
        names.category_key ? CATEGORY_NAMES[language][names.category_key] : names.category_name,
        e.invoice_number,
        e.description,
        euros(e.amount_cents),
        e.vat_rate_bp === null ? '' : `${e.vat_rate_bp / 100}%`,
        euros(e.amount_vat_cents),
        euros(e.amount_gross_cents),
        e.is_extra ? yes : '',
      ]),
      {
        header: true,
        columns: HEADERS[language],
        delimiter: italian ? ';' : ',',
        bom: true,
        // A cell starting = + - @ is not a formula when the file is opened.
        escape_formulas: true,
      },
    );
    return { csv, from: filter.from, to: filter.to };
  });
}
