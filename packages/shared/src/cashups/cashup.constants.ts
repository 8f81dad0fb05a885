// Cash-ups (chiusura cassa, issue 18, decision 075): the limits the form and the server share.

/** A day's close ('final', the default) or a partial close of one service. */
export const CASH_UP_TYPES = ['final', 'breakfast', 'lunch', 'aperitif', 'dinner'] as const;
export type CashUpType = (typeof CASH_UP_TYPES)[number];

/** The services of a day, in their order; each has its covers on a cash-up. */
export const CASH_UP_SERVICES = ['breakfast', 'lunch', 'aperitif', 'dinner'] as const;
export type CashUpService = (typeof CASH_UP_SERVICES)[number];

/** No restaurant takes half a million euros in one day: above it is a typing mistake. */
export const CASH_UP_MAX_EUROS = 500_000;
/** Covers of one service. */
export const CASH_UP_MAX_COVERS = 5_000;
/** Expenses paid from the till on one cash-up, each with its note. */
export const CASH_UP_MAX_EXTRA_EXPENSES = 30;
export const CASH_UP_EXTRA_NOTE_MAX_LENGTH = 200;
export const CASH_UP_NOTES_MAX_LENGTH = 2_000;
/** People who worked the day. */
export const CASH_UP_MAX_STAFF = 100;

export const CASH_UP_SORT_COLUMNS = ['cash_up_date', 'created_at'] as const;
