/**
 * The service on the floor (issue 16's floor manager, decision 061): a table's live state, the
 * limits of seating and splitting a bill, and the bill's money helpers. Zod-free, so the service
 * view can show the states and preview a split without loading the schemas.
 */

/**
 * A table's state, computed from its seating and bookings, never stored:
 * - `free`: nobody at it, no booking due soon;
 * - `reserved_soon`: a confirmed booking assigned to it starts within TABLE_RESERVED_SOON_MINUTES;
 * - `seated`: a party at it, nothing ordered yet;
 * - `ordered`: a party at it with orders;
 * - `bill_requested`: the party asked for the bill;
 * - `to_clean`: the bill is paid, the table not freed yet.
 */
export const TABLE_STATES = [
  'free',
  'reserved_soon',
  'seated',
  'ordered',
  'bill_requested',
  'to_clean',
] as const;
export type TableState = (typeof TABLE_STATES)[number];

/** A confirmed booking assigned to a table makes it "reserved soon" this long before it starts. */
export const TABLE_RESERVED_SOON_MINUTES = 90;
/** The most tables one party sits at (pushed together). */
export const SEATING_MAX_TABLES = 12;
/** A walk-in's label on the plan ("Rossi", "the couple at the window"). */
export const SEATING_GUEST_NAME_MAX_LENGTH = 80;
/** The most parts a bill is split in. */
export const BILL_MAX_PARTS = 30;
/** How a bill is paid: whole, in N equal parts, or by the dishes each part had. */
export const BILL_SPLIT_MODES = ['whole', 'equal', 'items'] as const;
export type BillSplitMode = (typeof BILL_SPLIT_MODES)[number];
/**
 * Why a service call is refused: the value of the error's `fields` entry (409 CONFLICT or 422
 * RULE_BROKEN), which the service view words in the host's language.
 * - `table_taken` (409, on `table_ids`): another party sits at one of the tables — two hosts seated
 *   it at once, or it was taken meanwhile;
 * - `table_inactive` (422, on `table_ids`): the table is switched off on the plan;
 * - `seating_closed` (409): the party has left (freed) or was merged into another: nothing changes it;
 * - `bill_paid` (409): the bill, or a part of it, is paid: it cannot be split again or merged;
 * - `bill_not_paid` (422): freeing a table whose bill is not paid — mark it paid first;
 * - `booking_not_seatable` (422, on `booking_id`): cancelled, completed, or already at a table;
 * - `too_early` (422, on `booking_id`): the booking starts more than BOOKING_SEAT_EARLY_HOURS ahead;
 * - `lines_not_split` (422, on `parts`): a split by items must give every dish of the bill to a part.
 */
export const SERVICE_RULES = [
  'table_taken',
  'table_inactive',
  'seating_closed',
  'bill_paid',
  'bill_not_paid',
  'booking_not_seatable',
  'too_early',
  'lines_not_split',
] as const;
export type ServiceRule = (typeof SERVICE_RULES)[number];

/**
 * A total in `parts` equal parts of whole cents that sum to it exactly: the first
 * `total % parts` parts carry the one cent left over (100 in 3 → 34, 33, 33).
 */
export function splitCentsEqually(totalCents: number, parts: number): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError('totalCents');
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('parts');
  const base = Math.floor(totalCents / parts);
  const rest = totalCents - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * `totalCents` shared in proportion to `weights` (whole cents, largest remainders first, earlier
 * parts on a tie), summing to it exactly: an order's discount spread over the dishes of a split by
 * items. All weights zero share it equally.
 */
export function splitCentsByWeight(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError('totalCents');
  if (weights.length === 0) throw new RangeError('weights');
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0) return splitCentsEqually(totalCents, weights.length);
  const exact = weights.map((w) => (totalCents * w) / sum);
  const shares = exact.map(Math.floor);
  let left = totalCents - shares.reduce((a, s) => a + s, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * What each part of a split by items pays, in cents: a dish in one part is that part's; a dish in
 * several parts (the bottle the table shared) is split equally among them, the cent left over on
 * the earlier parts. `dueCents` answers what a dish costs the party (0 for a dish not on the bill);
 * the parts always sum to the dishes they hold.
 */
export function itemPartsCents(
  parts: readonly { line_ids: readonly number[] }[],
  dueCents: (lineId: number) => number,
): number[] {
  const holders = new Map<number, number[]>();
  parts.forEach((part, index) => {
    for (const id of new Set(part.line_ids)) holders.set(id, [...(holders.get(id) ?? []), index]);
  });
  const amounts = parts.map(() => 0);
  for (const [id, partIndexes] of holders) {
    const shares = splitCentsEqually(dueCents(id), partIndexes.length);
    partIndexes.forEach((index, j) => {
      amounts[index] = (amounts[index] ?? 0) + (shares[j] ?? 0);
    });
  }
  return amounts;
}
