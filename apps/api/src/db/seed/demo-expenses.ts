import type { DefaultExpenseCategory } from '@coperto/shared/expenses/expense.constants';
import { addDays, calendarDayIn } from '@coperto/shared/expenses/expense-amounts';
import { defaultCategoryRows } from '../../modules/expenses/expenses.repository';
import { expenseCategories, expenses, suppliers } from '../schema/expenses';
import type { TenantTx } from '../tenant-scope';

interface DemoRestaurant {
  id: number;
  business_id: number;
}

/** An Italian VAT number with its check digit, from 10 digits (the demo's are made up). */
function vatNumberOf(first10: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(first10[i]);
    const doubled = digit * 2;
    sum += i % 2 === 0 ? digit : doubled > 9 ? doubled - 9 : doubled;
  }
  return `${first10}${(10 - (sum % 10)) % 10}`;
}

/** An Italian IBAN with its check digits, from the bank's 23 characters (CIN, ABI, CAB, account). */
function ibanOf(bban: string): string {
  const digits = [...`${bban}IT00`]
    .map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  let remainder = 0;
  for (const c of digits) remainder = (remainder * 10 + Number(c)) % 97;
  return `IT${String(98 - remainder).padStart(2, '0')}${bban}`;
}

interface DemoSupplier {
  name: string;
  vat: string;
  description: string;
  phone: string;
  email: string;
  address: string;
  bban: string | null;
  category: DefaultExpenseCategory;
  /** Invoices a month for each restaurant, and their gross range in euros. */
  perMonth: number;
  gross: [number, number];
  vatBp: number;
  /** Days from the invoice to its due day; 0 is paid on delivery. */
  termsDays: number;
  restaurants: 'both' | 'trattoria' | 'pizzeria';
}

const SUPPLIERS: DemoSupplier[] = [
  {
    name: 'Ortofrutta Campo de’ Fiori',
    vat: '0451238791',
    description: 'Frutta e verdura di stagione',
    phone: '+39 06 6880 1234',
    email: 'ordini@ortofruttacampo.test',
    address: 'Piazza Campo de’ Fiori 12, 00186 Roma',
    bban: 'X0306903200100000012345',
    category: 'food',
    perMonth: 4,
    gross: [270, 780],
    vatBp: 400,
    termsDays: 30,
    restaurants: 'both',
  },
  {
    name: 'Caseificio Laziale',
    vat: '0823417650',
    description: 'Mozzarella, ricotta e pecorino romano',
    phone: '+39 06 9123 4567',
    email: 'amministrazione@caseificiolaziale.test',
    address: 'Via Appia Nuova 1040, 00178 Roma',
    bban: 'Y0200805364000104567890',
    category: 'food',
    perMonth: 3,
    gross: [360, 1020],
    vatBp: 400,
    termsDays: 30,
    restaurants: 'both',
  },
  {
    name: 'Macelleria Sabatini',
    vat: '0617723104',
    description: 'Guanciale, carni e salumi',
    phone: '+39 06 5832 1100',
    email: 'sabatini@macelleria.test',
    address: 'Via di San Francesco a Ripa 88, 00153 Roma',
    bban: null,
    category: 'food',
    perMonth: 2,
    gross: [450, 1260],
    vatBp: 1000,
    termsDays: 30,
    restaurants: 'trattoria',
  },
  {
    name: 'Molino Grassi Farine',
    vat: '0194452337',
    description: 'Farine per pizza e pane',
    phone: '+39 0521 600 100',
    email: 'vendite@molinofarine.test',
    address: 'Via Emilia 300, 43126 Parma',
    bban: 'Z0503412700000000001122',
    category: 'food',
    perMonth: 2,
    gross: [330, 840],
    vatBp: 400,
    termsDays: 60,
    restaurants: 'pizzeria',
  },
  {
    name: 'Enoteca Castelli Romani',
    vat: '0732109846',
    description: 'Vini del Lazio e birre artigianali',
    phone: '+39 06 9420 5566',
    email: 'ordini@enotecacastelli.test',
    address: 'Corso Vittorio Emanuele 21, 00046 Grottaferrata',
    bban: 'A0832739100000000009876',
    category: 'beverage',
    perMonth: 2,
    gross: [540, 1950],
    vatBp: 2200,
    termsDays: 30,
    restaurants: 'both',
  },
  {
    name: 'Acqua e Bibite Tevere',
    vat: '0980216437',
    description: 'Acqua minerale, bibite e caffè',
    phone: '+39 06 4170 2020',
    email: 'clienti@bibitetevere.test',
    address: 'Via Tiburtina 912, 00156 Roma',
    bban: null,
    category: 'beverage',
    perMonth: 1,
    gross: [210, 570],
    vatBp: 2200,
    termsDays: 0,
    restaurants: 'both',
  },
  {
    name: 'Energia Roma Luce e Gas',
    vat: '0555182903',
    description: 'Luce e gas',
    phone: '+39 800 123 456',
    email: 'bollette@energiaroma.test',
    address: 'Via Ostiense 106, 00154 Roma',
    bban: 'B0760103200001234567890',
    category: 'utilities',
    perMonth: 1,
    gross: [420, 980],
    vatBp: 1000,
    termsDays: 20,
    restaurants: 'both',
  },
  {
    name: 'Tecnofreddo Assistenza',
    vat: '0368814271',
    description: 'Manutenzione celle frigo, forno e cappe',
    phone: '+39 06 7720 3030',
    email: 'interventi@tecnofreddo.test',
    address: 'Via Prenestina 455, 00171 Roma',
    bban: null,
    category: 'maintenance',
    perMonth: 0,
    gross: [140, 620],
    vatBp: 2200,
    termsDays: 30,
    restaurants: 'both',
  },
];

/** A small deterministic generator (same demo on every start). */
function generatorOf(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const cents = (euros: number) => Math.round(euros * 100);

/**
 * A year of the demo business's suppliers' invoices (decision 074): eight suppliers, the default
 * categories, and for each of the last twelve months the invoices of both restaurants — food
 * weekly, wine and water, the utility bill, the rent, a repair now and then. Everything older
 * than its due day is paid, except one overdue bill; one falls due this week; the month's
 * newest are still to pay. Deterministic, dated from `now`.
 */
export async function seedDemoExpenses(
  tx: TenantTx,
  r: { trattoria: DemoRestaurant; pizzeria: DemoRestaurant },
  now: Date,
) {
  const businessId = r.trattoria.business_id;
  const categories = await tx
    .insert(expenseCategories)
    .values(defaultCategoryRows(businessId))
    .returning();
  const categoryId = (key: DefaultExpenseCategory) => categories.find((c) => c.key === key)!.id;
  const rows = await tx
    .insert(suppliers)
    .values([
      ...SUPPLIERS.map((s) => ({
        business_id: businessId,
        name: s.name,
        vat_number: vatNumberOf(s.vat),
        description: s.description,
        phone_number: s.phone,
        email: s.email,
        address: s.address,
        iban: s.bban ? ibanOf(s.bban) : '',
        created_at: now,
        updated_at: now,
      })),
      {
        business_id: businessId,
        name: 'Immobiliare Trastevere srl',
        vat_number: vatNumberOf('0411190026'),
        description: 'Affitto dei locali',
        email: 'affitti@immobiliaretrastevere.test',
        iban: ibanOf('C0306905020100000067890'),
        created_at: now,
        updated_at: now,
      },
    ])
    .returning({ id: suppliers.id });
  const landlordId = rows[rows.length - 1]!.id;
  const today = calendarDayIn(now, 'Europe/Rome');
  const random = generatorOf(2026);
  const values: (typeof expenses.$inferInsert)[] = [];
  const add = (e: {
    restaurant: DemoRestaurant;
    supplierId: number;
    category: DefaultExpenseCategory;
    day: string;
    gross: number;
    vatBp: number;
    termsDays: number;
    number: string;
    description: string;
    isExtra?: boolean;
  }) => {
    const grossCents = cents(e.gross);
    const net = Math.round((grossCents * 10_000) / (10_000 + e.vatBp));
    const due = e.termsDays > 0 ? addDays(e.day, e.termsDays) : null;
    // Paid on the due day (or the invoice's) once it has passed; the recent ones wait.
    const payDay = due ?? e.day;
    values.push({
      business_id: businessId,
      restaurant_id: e.restaurant.id,
      supplier_id: e.supplierId,
      category_id: categoryId(e.category),
      invoice_number: e.number,
      description: e.description,
      amount_cents: net,
      vat_rate_code: { 2200: 'IT22', 1000: 'IT10', 500: 'IT5', 400: 'IT4', 0: 'N4' }[e.vatBp]!,
      vat_rate_bp: e.vatBp,
      amount_vat_cents: grossCents - net,
      amount_gross_cents: grossCents,
      date_created: e.day,
      expiry_date: due,
      is_extra: e.isExtra ?? false,
      paid_on: payDay < today ? addDays(payDay, -1 - Math.floor(random() * 3)) : null,
      created_at: now,
      updated_at: now,
    });
  };
  let invoice = 1;
  for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo -= 1) {
    const month = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    month.setUTCMonth(month.getUTCMonth() - monthsAgo);
    const monthStart = month.toISOString().slice(0, 10);
    const lastDay =
      monthsAgo === 0 ? today : addDays(addDays(monthStart, 32).slice(0, 8).concat('01'), -1);
    const span = Math.max(1, Number(lastDay.slice(8, 10)));
    for (const [index, s] of SUPPLIERS.entries()) {
      const targets =
        s.restaurants === 'both'
          ? [r.trattoria, r.pizzeria]
          : [s.restaurants === 'trattoria' ? r.trattoria : r.pizzeria];
      const count = s.perMonth === 0 ? (random() < 0.25 ? 1 : 0) : s.perMonth;
      for (const restaurant of targets) {
        for (let n = 0; n < count; n += 1) {
          const dayOfMonth = 1 + Math.floor(((n + random()) / count) * (span - 1));
          const day = `${monthStart.slice(0, 8)}${String(Math.min(dayOfMonth, span)).padStart(2, '0')}`;
          if (day > today) continue;
          const gross = s.gross[0] + random() * (s.gross[1] - s.gross[0]);
          add({
            restaurant,
            supplierId: rows[index]!.id,
            category: s.category,
            day,
            gross: Math.round(gross * 100) / 100,
            vatBp: s.vatBp,
            termsDays: s.termsDays,
            number: `${String(invoice++).padStart(4, '0')}/${day.slice(0, 4)}`,
            description: s.description,
            isExtra: s.category === 'maintenance',
          });
        }
      }
    }
    for (const restaurant of [r.trattoria, r.pizzeria]) {
      const day = `${monthStart.slice(0, 8)}01`;
      add({
        restaurant,
        supplierId: landlordId,
        category: 'rent',
        day,
        gross: restaurant === r.trattoria ? 3660 : 2440,
        vatBp: 2200,
        termsDays: 5,
        number: `AFF-${day.slice(0, 7)}`,
        description: 'Canone di locazione',
      });
    }
  }
  // One bill overdue (the electricity, due five days ago) and one due in three days.
  values.push(
    {
      ...values.find((v) => v.category_id === categoryId('utilities'))!,
      restaurant_id: r.trattoria.id,
      invoice_number: 'LG-SOLLECITO',
      description: 'Conguaglio luce e gas',
      date_created: addDays(today, -25),
      expiry_date: addDays(today, -5),
      paid_on: null,
      amount_cents: 48_000,
      vat_rate_code: 'IT10',
      vat_rate_bp: 1000,
      amount_vat_cents: 4800,
      amount_gross_cents: 52_800,
    },
    {
      ...values.find((v) => v.category_id === categoryId('beverage'))!,
      restaurant_id: r.pizzeria.id,
      invoice_number: 'VIN-SETTIMANA',
      description: 'Vini per la settimana',
      date_created: addDays(today, -27),
      expiry_date: addDays(today, 3),
      paid_on: null,
      amount_cents: 31_000,
      vat_rate_code: 'IT22',
      vat_rate_bp: 2200,
      amount_vat_cents: 6820,
      amount_gross_cents: 37_820,
    },
  );
  // Everything generated and due in the next week or overdue is paid, so only the two above show.
  for (const v of values.slice(0, -2)) {
    if (v.paid_on === null && v.expiry_date && v.expiry_date <= addDays(today, 7)) {
      v.paid_on = [v.expiry_date, today].sort()[0]!;
    }
  }
  for (let i = 0; i < values.length; i += 500) {
    await tx.insert(expenses).values(values.slice(i, i + 500));
  }
}
