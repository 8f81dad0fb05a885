import { TABLE_STATES, type TableState } from '@coperto/shared/floor/service.constants';

/**
 * How a table's state looks on the service view. The colour is never the only sign (about one man
 * in twelve tells red from green badly): each state has its own icon, its word under the table's
 * name and its own border (solid, dashed, dotted, double), so a plan printed in grey still reads.
 * The colours are the Okabe–Ito palette's, chosen to stay apart for the common colour blindnesses.
 */
export interface TableStateLook {
  /** The table's fill. */
  background: string;
  /** Its border and its icon. */
  accent: string;
  border: 'solid' | 'dashed' | 'dotted' | 'double';
  /** Which icon it wears (service-state-icon.tsx). */
  icon: 'free' | 'clock' | 'people' | 'dish' | 'receipt' | 'broom';
}

export const TABLE_STATE_LOOKS: Record<TableState, TableStateLook> = {
  free: { background: '#ffffff', accent: '#009E73', border: 'solid', icon: 'free' },
  reserved_soon: {
    background: '#e6f1f8',
    accent: '#0072B2',
    border: 'dashed',
    icon: 'clock',
  },
  seated: { background: '#fdf3dc', accent: '#9a6a00', border: 'solid', icon: 'people' },
  ordered: { background: '#fbe3d6', accent: '#D55E00', border: 'double', icon: 'dish' },
  bill_requested: {
    background: '#f6e1ee',
    accent: '#A4457F',
    border: 'solid',
    icon: 'receipt',
  },
  to_clean: {
    background: '#eceff1',
    accent: '#4d5a55',
    border: 'dotted',
    icon: 'broom',
  },
};

/** The states in the legend's order: the evening's course, from free to free again. */
export const LEGEND_STATES: readonly TableState[] = TABLE_STATES;

/** How many tables are in each state (the header's count and the home's "free now"). */
export function countByState(states: readonly TableState[]): Record<TableState, number> {
  const counts = Object.fromEntries(TABLE_STATES.map((state) => [state, 0])) as Record<
    TableState,
    number
  >;
  for (const state of states) counts[state] += 1;
  return counts;
}

/**
 * Whole minutes since `since` (an ISO instant), never negative: the "seated 42 min" on a table.
 * A clock a little ahead of the server's does not show "-1 min".
 */
export function minutesSince(since: string, now: number): number {
  const at = Date.parse(since);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.floor((now - at) / 60_000));
}

/**
 * "42 min", "1 h 05" — long sittings stay short enough for a table on the plan. Minutes in the
 * language's own short unit; "h" is the hour's sign in all five languages.
 */
export function formatSittingTime(minutes: number, language: string): string {
  if (minutes < 60) {
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'short',
    }).format(minutes);
  }
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, '0')}`;
}
