import { hasPermission } from '@coperto/shared/auth/permissions';
import { centsToEuros, eurosToCents } from '@coperto/shared/common/money';
import type {
  MyWage,
  RecordWageBodySchema,
  Wage,
  WageLine,
  WageMonth,
  WageMonthQuerySchema,
} from '@coperto/shared/staff/staff.schemas';
import {
  monthDays,
  type PaidShiftCounts,
  paidShiftCounts,
  proposedWageCents,
  type ShiftRatesCents,
} from '@coperto/shared/staff/staff-pay';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant-scope';
import { badRequest, forbidden, notFound } from '../../shared/app-error';
import { type ServiceContext, scopeOf } from '../../shared/context';
import { findRestaurant } from '../restaurants/tenant-restaurants.service';
import { listWorkedShiftsOf } from '../rota/rota.service';
import { findAccount, listTeam, type UserRow } from '../users/user-accounts.service';
import {
  findWageById,
  listWagesOfMonth,
  listWagesOfUser,
  setPayslip,
  upsertWage,
  type WageRow,
} from './wages.repository';

type MonthQuery = z.output<typeof WageMonthQuerySchema>;
type RecordBody = z.output<typeof RecordWageBodySchema>;

const PDF_MAGIC = Buffer.from('%PDF-');

function businessOf(ctx: ServiceContext): number {
  if (!ctx.actor) throw forbidden();
  const scope = scopeOf(ctx.actor);
  if (scope === 'platform') throw forbidden('Wages belong to a business');
  return scope;
}

function ratesOf(user: UserRow): ShiftRatesCents {
  return {
    single_shift: user.single_shift_cents,
    double_shift: user.double_shift_cents,
    breakfast_shift: user.breakfast_shift_cents,
    aperitif_shift: user.aperitif_shift_cents,
  };
}

export function toWage(row: WageRow): Wage {
  return {
    id: row.id,
    user_id: row.user_id,
    restaurant_id: row.restaurant_id,
    month: row.month.slice(0, 7),
    proposed: centsToEuros(row.proposed_cents),
    wage: centsToEuros(row.wage_cents),
    notes: row.notes,
    payslip:
      row.payslip_key && row.payslip_uploaded_at
        ? {
            file_name: row.payslip_name ?? 'busta-paga.pdf',
            bytes: row.payslip_bytes ?? 0,
            uploaded_at: row.payslip_uploaded_at.toISOString(),
          }
        : null,
    updated_at: row.updated_at.toISOString(),
  };
}

async function restaurantOf(tx: TenantTx, id: number) {
  const restaurant = await findRestaurant(tx, id);
  if (!restaurant) throw notFound('Restaurant');
  return restaurant;
}

/** Each person's paid shifts of the month at the restaurant, from its published rota. */
async function countsByPerson(tx: TenantTx, restaurantId: number, month: string) {
  const { first, last } = monthDays(month);
  const shifts = await listWorkedShiftsOf(tx, { restaurantId, from: first, to: last });
  const byPerson = new Map<number, typeof shifts>();
  for (const s of shifts) byPerson.set(s.user_id, [...(byPerson.get(s.user_id) ?? []), s]);
  const counts = new Map<number, PaidShiftCounts>();
  for (const [userId, own] of byPerson) counts.set(userId, paidShiftCounts(own));
  return counts;
}

const NO_SHIFTS: PaidShiftCounts = { single: 0, double: 0, breakfast: 0, aperitif: 0, days: 0 };

export function getWageMonth(ctx: ServiceContext, q: MonthQuery): Promise<WageMonth> {
  businessOf(ctx);
  return ctx.asActor(async (tx) => {
    const restaurant = await restaurantOf(tx, q.restaurant_id);
    const counts = await countsByPerson(tx, restaurant.id, q.month);
    const recorded = new Map(
      (await listWagesOfMonth(tx, { restaurantId: restaurant.id, month: `${q.month}-01` })).map(
        (w) => [w.user_id, w],
      ),
    );
    const team = await listTeam(tx);
    const lines: WageLine[] = team
      .filter(
        (u) =>
          u.restaurant_id === restaurant.id ||
          counts.has(u.id) ||
          recorded.has(u.id) ||
          (u.restaurant_id === null && u.role !== 'owner'),
      )
      .map((u) => {
        const rates = ratesOf(u);
        const shifts = counts.get(u.id) ?? NO_SHIFTS;
        const wage = recorded.get(u.id);
        return {
          person: { id: u.id, name: u.name, surname: u.surname, role: u.role, duty: u.duty },
          rates: {
            single_shift: centsToEuros(rates.single_shift),
            double_shift: centsToEuros(rates.double_shift),
            breakfast_shift: centsToEuros(rates.breakfast_shift),
            aperitif_shift: centsToEuros(rates.aperitif_shift),
          },
          shifts,
          proposed: centsToEuros(proposedWageCents(shifts, rates)),
          wage: wage ? toWage(wage) : null,
        };
      });
    const totalProposed = lines.reduce((sum, l) => sum + eurosToCents(l.proposed), 0);
    const totalRecorded = [...recorded.values()].reduce((sum, w) => sum + w.wage_cents, 0);
    return {
      restaurant_id: restaurant.id,
      month: q.month,
      lines,
      total_proposed: centsToEuros(totalProposed),
      total_recorded: centsToEuros(totalRecorded),
    };
  });
}

export function recordWage(ctx: ServiceContext, body: RecordBody): Promise<Wage> {
  const businessId = businessOf(ctx);
  return ctx.asActor(async (tx) => {
    const restaurant = await restaurantOf(tx, body.restaurant_id);
    const person = await findAccount(tx, body.user_id);
    if (!person || person.role === 'admin') {
      throw badRequest('The person is not one of the business', { user_id: 'Unknown person' });
    }
    const counts = (await countsByPerson(tx, restaurant.id, body.month)).get(person.id);
    const row = await upsertWage(tx, {
      business_id: businessId,
      restaurant_id: restaurant.id,
      user_id: person.id,
      month: `${body.month}-01`,
      proposed_cents: proposedWageCents(counts ?? NO_SHIFTS, ratesOf(person)),
      wage_cents: eurosToCents(body.wage),
      notes: body.notes,
      recorded_by: ctx.actor!.userId,
      now: ctx.clock.now(),
    });
    return toWage(row);
  });
}

/** Whether the caller may see this wage: the owner (read:wages) or the person it pays. */
function maySee(ctx: ServiceContext, row: WageRow) {
  const actor = ctx.actor!;
  return hasPermission(actor.role, 'read:wages') || row.user_id === actor.userId;
}

export async function uploadPayslip(ctx: ServiceContext, id: number, bytes: Buffer): Promise<Wage> {
  businessOf(ctx);
  if (bytes.length < PDF_MAGIC.length || !bytes.subarray(0, 5).equals(PDF_MAGIC)) {
    throw badRequest('The payslip must be a PDF file', { payslip: 'Not a PDF' });
  }
  return ctx.asActor(async (tx) => {
    const row = await findWageById(tx, { id });
    if (!row) throw notFound('Wage');
    const random = crypto.getRandomValues(new Uint8Array(12));
    // Four segments under private/: never a media key, so the public /media route cannot serve it.
    const key = `private/payslips/${row.business_id}/${row.id}-${Buffer.from(random).toString('hex')}.pdf`;
    await ctx.storage.put(key, bytes, 'application/pdf');
    const saved = await setPayslip(tx, row.id, {
      key,
      name: `busta-paga-${row.month.slice(0, 7)}.pdf`,
      bytes: bytes.length,
      at: ctx.clock.now(),
    });
    if (row.payslip_key && row.payslip_key !== key) {
      await ctx.storage.delete(row.payslip_key).catch(() => undefined);
    }
    return toWage(saved);
  });
}

/** The payslip's bytes: the owner's or the person's own; anyone else reads "not found". */
export async function downloadPayslip(ctx: ServiceContext, id: number) {
  businessOf(ctx);
  const row = await ctx.asActor((tx) => findWageById(tx, { id }));
  if (!row || !maySee(ctx, row) || !row.payslip_key) throw notFound('Payslip');
  const stored = await ctx.storage.get(row.payslip_key);
  if (!stored) throw notFound('Payslip');
  return { body: stored.body, fileName: row.payslip_name ?? 'busta-paga.pdf' };
}

export function listMyWages(ctx: ServiceContext): Promise<{ items: MyWage[] }> {
  businessOf(ctx);
  const actor = ctx.actor!;
  return ctx.asActor(async (tx) => {
    const rows = await listWagesOfUser(tx, actor.userId);
    const names = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.restaurant_id))) {
      names.set(id, (await findRestaurant(tx, id))?.name ?? '');
    }
    return {
      items: rows.map((r) => ({ ...toWage(r), restaurant_name: names.get(r.restaurant_id) ?? '' })),
    };
  });
}
