import { REPORT_FIRST_YEAR, REPORT_LAST_YEAR } from '@coperto/shared/reports/report.constants';
import { useSearchParams } from 'react-router';

/**
 * The report asked, in the address (`?year=2026&restaurant=3`), so the month's page and the
 * browser's back button keep the year and restaurant. A bad value falls back to this year / all.
 */
export function useReportParams(now = new Date()) {
  const [params, setParams] = useSearchParams();
  const thisYear = now.getFullYear();
  const asked = Number(params.get('year'));
  const year =
    Number.isInteger(asked) && asked >= REPORT_FIRST_YEAR && asked <= REPORT_LAST_YEAR
      ? asked
      : thisYear;
  const restaurant = Number(params.get('restaurant'));
  const restaurantId = Number.isInteger(restaurant) && restaurant > 0 ? restaurant : null;
  const update = (changes: { year?: number; restaurantId?: number | null }) => {
    const next = new URLSearchParams(params);
    if (changes.year !== undefined) next.set('year', String(changes.year));
    if (changes.restaurantId !== undefined) {
      if (changes.restaurantId === null) next.delete('restaurant');
      else next.set('restaurant', String(changes.restaurantId));
    }
    setParams(next, { replace: true });
  };
  return { year, restaurantId, thisYear, search: params.toString(), update };
}
