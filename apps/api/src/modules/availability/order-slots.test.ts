import type { OpeningTimes } from '@coperto/shared/restaurants/opening-times.schemas';
import { describe, expect, it } from 'vitest';
import { isOfferedSlot } from './availability.service';
import { orderableDates, slotStartsOn } from './order-slots';

const week = (services: { open: string; close: string }[]): OpeningTimes => ({
  weekly: {
    mon: services,
    tue: services,
    wed: services,
    thu: services,
    fri: services,
    sat: services,
    sun: services,
  },
  exceptions: [],
});
const rules = (openingTimes: OpeningTimes, leadMinutes = 0) => ({
  timeZone: 'Europe/Rome',
  openingTimes,
  slotMinutes: 15,
  leadMinutes,
});
const times = (slots: Date[]) =>
  slots.map((d) =>
    d.toLocaleTimeString('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' }),
  );

describe('order slots', () => {
  it('runs every slot length from each opening while the kitchen is open', () => {
    const slots = slotStartsOn(
      rules(
        week([
          { open: '12:00', close: '13:00' },
          { open: '19:00', close: '19:40' },
        ]),
      ),
      '2026-06-15',
      new Date('2026-06-15T06:00:00Z'),
    );
    expect(times(slots)).toEqual(['12:00', '12:15', '12:30', '12:45', '19:00', '19:15', '19:30']);
  });

  it('starts no earlier than now plus the lead time', () => {
    // 10:50 UTC is 12:50 in Rome in June; 20 minutes of lead time reach 13:10.
    const slots = slotStartsOn(
      rules(week([{ open: '12:00', close: '14:00' }]), 20),
      '2026-06-15',
      new Date('2026-06-15T10:50:00Z'),
    );
    expect(times(slots)).toEqual(['13:15', '13:30', '13:45']);
  });

  it('offers nothing on a closed exception day', () => {
    const times: OpeningTimes = {
      ...week([{ open: '12:00', close: '14:00' }]),
      exceptions: [{ date: '2026-08-15', closed: true, services: [], note: 'Ferragosto' }],
    };
    expect(slotStartsOn(rules(times), '2026-08-15', new Date('2026-08-14T00:00:00Z'))).toEqual([]);
  });

  it('keeps a service past midnight on the day it started, across the clock change', () => {
    // 25 October 2026: Rome goes back from 03:00 to 02:00; the 23:00–26:00 service runs on.
    const slots = slotStartsOn(
      { ...rules(week([{ open: '23:00', close: '26:00' }])), slotMinutes: 60 },
      '2026-10-24',
      new Date('2026-10-24T00:00:00Z'),
    );
    expect(slots.map((d) => d.toISOString())).toEqual([
      '2026-10-24T21:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      '2026-10-24T23:00:00.000Z',
    ]);
  });

  it('tells a real slot from an invented or early one', () => {
    const kitchen = rules(week([{ open: '12:00', close: '14:00' }]), 30);
    const now = new Date('2026-06-15T08:00:00Z');
    expect(isOfferedSlot(kitchen, new Date('2026-06-15T10:15:00Z'), now)).toBe(true);
    expect(isOfferedSlot(kitchen, new Date('2026-06-15T10:10:00Z'), now)).toBe(false);
    expect(isOfferedSlot(kitchen, new Date('2026-06-15T12:00:00Z'), now)).toBe(false);
    expect(isOfferedSlot(kitchen, new Date('2026-06-15T08:15:00Z'), now)).toBe(false);
  });

  it('follows a change of hours, slot length, zone and now although a day is computed once', () => {
    const day = '2026-06-15';
    const early = new Date('2026-06-15T06:00:00Z');
    const lunch = rules(week([{ open: '12:00', close: '13:00' }]));
    expect(times(slotStartsOn(lunch, day, early))).toEqual(['12:00', '12:15', '12:30', '12:45']);
    // The same day again, later: only what is still ahead (10:20 UTC is 12:20 in Rome).
    expect(times(slotStartsOn(lunch, day, new Date('2026-06-15T10:20:00Z')))).toEqual([
      '12:30',
      '12:45',
    ]);
    const later = rules(week([{ open: '12:30', close: '13:00' }]));
    expect(times(slotStartsOn(later, day, early))).toEqual(['12:30', '12:45']);
    expect(times(slotStartsOn({ ...lunch, slotMinutes: 30 }, day, early))).toEqual([
      '12:00',
      '12:30',
    ]);
    // Noon in London is 13:00 in Rome.
    expect(times(slotStartsOn({ ...lunch, timeZone: 'Europe/London' }, day, early))[0]).toBe(
      '13:00',
    );
    // What a caller does with the answer does not change the next one.
    slotStartsOn(lunch, day, early).pop();
    expect(slotStartsOn(lunch, day, early)).toHaveLength(4);
  });

  it('lists the orderable days from today in the restaurant zone', () => {
    // 23:30 UTC on the 14th is already the 15th in Rome.
    expect(orderableDates('Europe/Rome', new Date('2026-06-14T23:30:00Z'), 2)).toEqual([
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
    ]);
  });
});
