// The numbers (issue 18, decision 078): limits the API and the screen share.

/** The years a report may ask for: the platform's dates run from 2000 (calendar-day.schemas.ts). */
export const REPORT_FIRST_YEAR = 2000;
export const REPORT_LAST_YEAR = 2199;

/** How many suppliers a month's report names; the others are one "other suppliers" row. */
export const REPORT_TOP_SUPPLIERS = 10;
