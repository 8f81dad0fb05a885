import {
  type Service,
  WEEKDAYS,
  type Weekday,
} from '@coperto/shared/restaurants/opening-times.schemas';
import type { GoogleHoursUpdate } from './google-business-port';

const MINUTES_PER_DAY = 24 * 60;

// Opening times in Google Business Profile's shapes: regular hours per weekday, special days.

type DayOfWeek = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
/** google.type.TimeOfDay; `hours: 24` is Google's midnight at the end of the day. */
export interface GoogleTimeOfDay {
  hours: number;
  minutes: number;
}
/** google.type.Date. */
export interface GoogleDate {
  year: number;
  month: number;
  day: number;
}
export interface GoogleTimePeriod {
  openDay: DayOfWeek;
  openTime: GoogleTimeOfDay;
  closeDay: DayOfWeek;
  closeTime: GoogleTimeOfDay;
}
export interface GoogleSpecialHourPeriod {
  startDate: GoogleDate;
  endDate?: GoogleDate;
  openTime?: GoogleTimeOfDay;
  closeTime?: GoogleTimeOfDay;
  closed: boolean;
}
/** The PATCH body for updateMask=regularHours,specialHours. */
export interface GoogleHoursBody {
  regularHours: { periods: GoogleTimePeriod[] };
  specialHours: { specialHourPeriods: GoogleSpecialHourPeriod[] };
}

const GOOGLE_DAY: Record<Weekday, DayOfWeek> = {
  mon: 'MONDAY',
  tue: 'TUESDAY',
  wed: 'WEDNESDAY',
  thu: 'THURSDAY',
  fri: 'FRIDAY',
  sat: 'SATURDAY',
  sun: 'SUNDAY',
};

function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function timeOfDay(minutes: number): GoogleTimeOfDay {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/**
 * One service as Google counts it. Past midnight we write '24:00'–'29:59' (also accepted: a close
 * earlier than or equal to the open, the older way of saying the same). Google's closeTime runs
 * 00:00–24:00 "where 24:00 represents midnight at the end of the specified day", so a service
 * ending exactly at midnight closes at 24:00 the same day and anything later closes the next day.
 */
function spanOf(service: Service) {
  const open = minutesOf(service.open);
  let close = minutesOf(service.close);
  if (close <= open) close += MINUTES_PER_DAY;
  const nextDay = close > MINUTES_PER_DAY;
  return {
    openTime: timeOfDay(open),
    closeTime: timeOfDay(nextDay ? close - MINUTES_PER_DAY : close),
    nextDay,
  };
}

function dateOf(isoDate: string): GoogleDate {
  const [year, month, day] = isoDate.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

function nextDateOf(isoDate: string): GoogleDate {
  const next = new Date(`${isoDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return dateOf(next.toISOString().slice(0, 10));
}

/**
 * Our opening times as Google's BusinessHours and SpecialHours. A dated exception that is closed,
 * or open with no services, closes the whole day; otherwise each service is one special period,
 * ending the next day (endDate) when it runs past midnight.
 */
export function googleHoursOf(hours: GoogleHoursUpdate): GoogleHoursBody {
  const periods = WEEKDAYS.flatMap((day, index) =>
    (hours.weekly[day] ?? []).map((service): GoogleTimePeriod => {
      const span = spanOf(service);
      const closeDay = span.nextDay ? WEEKDAYS[(index + 1) % WEEKDAYS.length]! : day;
      return {
        openDay: GOOGLE_DAY[day],
        openTime: span.openTime,
        closeDay: GOOGLE_DAY[closeDay],
        closeTime: span.closeTime,
      };
    }),
  );
  const specialHourPeriods = hours.exceptions.flatMap((exception): GoogleSpecialHourPeriod[] => {
    const startDate = dateOf(exception.date);
    const services = exception.services ?? [];
    if (exception.closed || services.length === 0) return [{ startDate, closed: true }];
    return services.map((service) => {
      const span = spanOf(service);
      return {
        startDate,
        ...(span.nextDay && { endDate: nextDateOf(exception.date) }),
        openTime: span.openTime,
        closeTime: span.closeTime,
        closed: false,
      };
    });
  });
  return { regularHours: { periods }, specialHours: { specialHourPeriods } };
}
