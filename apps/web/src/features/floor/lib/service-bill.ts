import { splitCentsEqually } from '@coperto/shared/floor/service.constants';
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

/** A split by items being made: each dish of the bill (its line id) given to a part, from 0. */
export type ItemsAssignment = Readonly<Record<number, number>>;

/**
 * Each part's dishes and what they cost (cents, before an order's discount, which the API spreads
 * over them): parts left empty are dropped, so "part 3" of the request is the third with a dish.
 */
export function itemsParts(
  lines: readonly BillLine[],
  assignment: ItemsAssignment,
  partCount: number,
): { lineIds: number[]; cents: number }[] {
  const parts = Array.from({ length: partCount }, () => ({ lineIds: [] as number[], cents: 0 }));
  for (const line of lines) {
    const part = parts[assignment[line.id] ?? 0];
    if (!part) continue;
    part.lineIds.push(line.id);
    part.cents += toCents(line.total);
  }
  return parts.filter((part) => part.lineIds.length > 0);
}

/** A split by items the API takes: every dish in a part, at least two parts with dishes. */
export function itemsSplitReady(
  lines: readonly BillLine[],
  assignment: ItemsAssignment,
  partCount: number,
): boolean {
  return (
    lines.length >= 2 &&
    lines.every((line) => (assignment[line.id] ?? 0) < partCount) &&
    itemsParts(lines, assignment, partCount).length >= 2
  );
}

/** The parts still to pay, in order: what "Segna pagata" is offered for. */
export function openParts(parts: readonly BillPart[]): BillPart[] {
  return parts.filter((part) => part.paid_at === null);
}
