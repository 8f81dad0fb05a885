import { itemPartsCents, splitCentsEqually } from '@coperto/shared/floor/service.constants';
import type { BillLine, BillPart } from '@coperto/shared/floor/service.schemas';

/** Euros as the API answers them (two decimals) in whole cents, for sums that must be exact. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * What each of N equal parts pays, in cents, as the API will split it: the first parts carry the
 * cents left over, and the parts sum to the total exactly (100 € in 3 → 33,34 + 33,33 + 33,33).
 */
export function previewEqualParts(totalEuros: number, parts: number): number[] {
  return splitCentsEqually(toCents(totalEuros), parts);
}

/**
 * A split by items being made: each dish of the bill (its line id) given to a part, from 0, or
 * `'all'`: shared by every part (the bottle the table drank together).
 */
export type ItemsAssignment = Readonly<Record<number, number | 'all'>>;

/** The parts holding a dish: the one it was given to (the first when none), or all of them. */
function partsOf(assignment: ItemsAssignment, lineId: number, partCount: number): number[] {
  const given = assignment[lineId] ?? 0;
  return given === 'all' ? Array.from({ length: partCount }, (_, at) => at) : [given];
}

/**
 * Each part's dishes and what they cost (cents, before an order's discount, which the API spreads
 * over them), a shared dish split among the parts as the API splits it; parts left empty are
 * dropped, so "part 3" of the request is the third with a dish. `index` is the part's place in
 * the host's choice, for the dialog to name it as the host numbered it.
 */
export function itemsParts(
  lines: readonly BillLine[],
  assignment: ItemsAssignment,
  partCount: number,
): { index: number; lineIds: number[]; cents: number }[] {
  const parts = Array.from({ length: partCount }, (_, index) => ({
    index,
    lineIds: [] as number[],
  }));
  for (const line of lines) {
    for (const at of partsOf(assignment, line.id, partCount)) parts[at]?.lineIds.push(line.id);
  }
  const kept = parts.filter((part) => part.lineIds.length > 0);
  const cents = new Map(lines.map((line) => [line.id, toCents(line.total)]));
  const amounts = itemPartsCents(
    kept.map((part) => ({ line_ids: part.lineIds })),
    (id) => cents.get(id) ?? 0,
  );
  return kept.map((part, at) => ({
    index: part.index,
    lineIds: part.lineIds,
    cents: amounts[at] ?? 0,
  }));
}

/** A split by items the API takes: every dish in a part, at least two parts with dishes. */
export function itemsSplitReady(
  lines: readonly BillLine[],
  assignment: ItemsAssignment,
  partCount: number,
): boolean {
  return (
    lines.length >= 2 &&
    lines.every((line) => {
      const given = assignment[line.id] ?? 0;
      return given === 'all' || given < partCount;
    }) &&
    itemsParts(lines, assignment, partCount).length >= 2
  );
}

/** The assignment a bill already split by items stands for: a dish in every part is shared. */
export function assignmentOf(parts: readonly BillPart[]): ItemsAssignment {
  const holders = new Map<number, number[]>();
  for (const part of parts) {
    for (const id of part.line_ids) holders.set(id, [...(holders.get(id) ?? []), part.index]);
  }
  return Object.fromEntries(
    [...holders].map(([id, at]) => [
      id,
      at.length > 1 && at.length === parts.length ? 'all' : (at[0] ?? 0),
    ]),
  );
}
