import { WEEKDAYS, weekdayOfDate } from '@coperto/shared/restaurants/opening-days';
import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, todayIn, weekdayLabel } from '../../shared/lib/dates';
import {
  formatService,
  hasOpeningTimes,
  isAllDay,
  openingStatusAt,
  statusDetailOf,
  upcomingExceptions,
  weekdayRuns,
} from '../lib/opening-schedule';
import { useSiteLanguage } from '../lib/site-language';
import { useNow } from '../lib/use-now';

interface ScheduleProps {
  times: OpeningTimes;
  timeZone: string;
}

/** "● Aperto ora · chiude alle 23:30", live. Nothing when the restaurant has no opening times. */
export function OpeningStatusLine({ times, timeZone }: ScheduleProps) {
  const { t } = useTranslation('public');
  const { locale } = useSiteLanguage();
  const now = useNow();
  if (!hasOpeningTimes(times)) return null;
  const status = openingStatusAt(times, timeZone, now);
  const detail = statusDetailOf(status, now, timeZone, locale);
  return (
    <p className="opening-status" data-open={status.open} data-testid="opening-status">
      <span className="opening-status-dot" aria-hidden="true" />
      <strong>{t(status.open ? 'hours.status.open' : 'hours.status.closed')}</strong>
      {detail && <span> · {t(detail.key, detail.values)}</span>}
    </p>
  );
}

/** The week's services, today marked, and the closures and special hours coming up. */
export function OpeningHours({ times, timeZone }: ScheduleProps) {
  const { t } = useTranslation('public');
  const { locale } = useSiteLanguage();
  const now = useNow();
  const today = todayIn(timeZone, now.getTime());
  const todayWeekday = weekdayOfDate(today);
  const exceptions = upcomingExceptions(times, today);

  return (
    <div className="opening-hours">
      <table className="hours-table">
        <caption className="visually-hidden">{t('hours.weekCaption')}</caption>
        <tbody>
          {WEEKDAYS.map((day) => {
            const services = times.weekly[day];
            const isToday = day === todayWeekday;
            return (
              <tr
                key={day}
                data-today={isToday || undefined}
                aria-current={isToday ? 'date' : undefined}
              >
                <th scope="row">
                  {weekdayLabel(day, locale)}
                  {isToday && <span className="hours-today">{t('hours.today')}</span>}
                </th>
                <td>
                  {services.length > 0 ? (
                    services.map((service) => (
                      <span key={service.open} className="hours-service">
                        {isAllDay(service) ? t('hours.allDay') : formatService(service, locale)}
                      </span>
                    ))
                  ) : (
                    <span className="hours-closed">{t('hours.closed')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {exceptions.length > 0 && (
        <div className="hours-exceptions">
          <h3>{t('hours.exceptions')}</h3>
          <ul>
            {exceptions.map((exception) => (
              <li key={exception.date}>
                <span className="hours-exception-date">
                  {formatCalendarDate(exception.date, locale)}
                </span>
                <span>
                  {exception.closed
                    ? t('hours.closedAllDay')
                    : exception.services.map((s) => formatService(s, locale)).join(', ')}
                  {exception.note && (
                    <span className="hours-exception-note"> · {exception.note}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The week in a few lines for the footer: "Mar–Sab 12:00–15:00, 19:00–23:30". */
export function OpeningHoursSummary({ times }: { times: OpeningTimes }) {
  const { t } = useTranslation('public');
  const { locale } = useSiteLanguage();
  if (!hasOpeningTimes(times)) return null;
  return (
    <dl className="hours-summary">
      {weekdayRuns(times).map(({ days, services }) => {
        const first = weekdayLabel(days[0]!, locale, 'short');
        const last = weekdayLabel(days.at(-1)!, locale, 'short');
        const label =
          days.length === 1 ? first : days.length === 2 ? `${first}, ${last}` : `${first}–${last}`;
        return (
          <div key={days[0]}>
            <dt>{label}</dt>
            <dd>
              {services.length > 0
                ? services
                    .map((s) => (isAllDay(s) ? t('hours.allDay') : formatService(s, locale)))
                    .join(', ')
                : t('hours.closed')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
