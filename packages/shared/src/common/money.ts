/** Money is integer cents inside and euros with two decimals on the wire (DESIGN.md §5). */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
