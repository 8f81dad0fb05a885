import { describe, expect, it } from 'vitest';
import { EMPTY_OPENING_TIMES, OpeningTimesSchema } from './opening-times.schemas';

type Week = Partial<Record<keyof typeof EMPTY_OPENING_TIMES.weekly, object[]>>;

function parse(weekly: Week, exceptions: object[] = []) {
  return OpeningTimesSchema.safeParse({
    weekly: { ...EMPTY_OPENING_TIMES.weekly, ...weekly },
    exceptions,
  });
}

/** `{ 'weekly.tue.0.close': message }`: the issues as the API's `fields` names them. */
function issuesOf(result: ReturnType<typeof parse>) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('OpeningTimesSchema', () => {
  it('accepts lunch, dinner, a night past midnight and exceptions, and sorts them', () => {
    const result = parse(
      {
        sat: [
          { open: '19:00', close: '26:00' },
          { open: '12:00', close: '15:00' },
        ],
      },
      [
        { date: '2026-12-31', closed: false, services: [{ open: '19:00', close: '26:00' }] },
        { date: '2026-12-25', closed: true, note: 'Natale' },
      ],
    );
    expect(result.success).toBe(true);
    expect(result.data?.weekly.sat).toEqual([
      { open: '12:00', close: '15:00' },
      { open: '19:00', close: '26:00' },
    ]);
    expect(result.data?.exceptions).toEqual([
      { date: '2026-12-25', closed: true, services: [], note: 'Natale' },
      {
        date: '2026-12-31',
        closed: false,
        services: [{ open: '19:00', close: '26:00' }],
        note: '',
      },
    ]);
  });

  it('allows services that touch', () => {
    const result = parse({
      tue: [
        { open: '12:00', close: '15:00' },
        { open: '15:00', close: '18:00' },
      ],
    });
    expect(result.success).toBe(true);
  });

  it('keeps opening times within the day and closing times within 29:59', () => {
    const issues = issuesOf(parse({ mon: [{ open: '24:00', close: '30:00' }] }));
    expect(Object.keys(issues).sort()).toEqual(['weekly.mon.0.close', 'weekly.mon.0.open']);
    expect(issues['weekly.mon.0.open']).toMatch(/00:00 to 23:59/);
  });

  it('refuses an inverted range, naming the service as sent', () => {
    const issues = issuesOf(
      parse({
        tue: [
          { open: '19:00', close: '23:30' },
          { open: '19:00', close: '02:00' },
        ],
      }),
    );
    expect(Object.keys(issues)).toEqual(['weekly.tue.1.close']);
    expect(issues['weekly.tue.1.close']).toMatch(/26:00 = 2 am/);
  });

  it('refuses services of one day that overlap, blaming the later one', () => {
    const issues = issuesOf(
      parse({
        wed: [
          { open: '13:00', close: '14:00' },
          { open: '10:00', close: '20:00' },
          { open: '11:00', close: '12:00' },
        ],
      }),
    );
    expect(issues).toEqual({
      'weekly.wed.2.open': 'Overlaps the 10:00–20:00 service of the same day',
      'weekly.wed.0.open': 'Overlaps the 10:00–20:00 service of the same day',
    });
  });

  it("refuses a night that runs into the next day's first service, Sunday into Monday too", () => {
    const issues = issuesOf(
      parse({
        sat: [{ open: '19:00', close: '26:00' }],
        sun: [
          { open: '12:00', close: '15:00' },
          { open: '01:00', close: '03:00' },
          { open: '20:00', close: '25:30' },
        ],
        mon: [{ open: '01:00', close: '04:00' }],
      }),
    );
    expect(issues).toEqual({
      'weekly.sun.1.open': "Opens at 01:00 while Saturday's service is still open (until 02:00)",
      'weekly.mon.0.open': "Opens at 01:00 while Sunday's service is still open (until 01:30)",
    });
  });

  it('refuses a duplicate exception date, a closed day with services and an open day without', () => {
    const issues = issuesOf(
      parse({}, [
        { date: '2026-12-25', closed: true },
        { date: '2026-12-25', closed: true },
        { date: '2026-12-26', closed: true, services: [{ open: '12:00', close: '15:00' }] },
        { date: '2026-12-27', closed: false },
        { date: '2026-02-30', closed: true },
      ]),
    );
    expect(Object.keys(issues).sort()).toEqual([
      'exceptions.1.date',
      'exceptions.2.services',
      'exceptions.3.services',
      'exceptions.4.date',
    ]);
    expect(issues['exceptions.1.date']).toBe(
      '2026-12-25 already has an exception; give each date one',
    );
  });

  it('checks the services of an exception like those of a weekday', () => {
    const issues = issuesOf(
      parse({}, [
        {
          date: '2026-12-31',
          closed: false,
          services: [
            { open: '19:00', close: '18:00' },
            { open: '12:00', close: '15:00' },
            { open: '14:00', close: '16:00' },
          ],
        },
      ]),
    );
    expect(Object.keys(issues).sort()).toEqual([
      'exceptions.0.services.0.close',
      'exceptions.0.services.2.open',
    ]);
  });

  it('checks the nights between exceptions and the weekly days around them', () => {
    // 2026-12-31 is a Thursday; 2027-01-03 a Sunday.
    const issues = issuesOf(
      parse(
        {
          fri: [{ open: '01:00', close: '03:00' }],
          sat: [{ open: '19:00', close: '26:00' }],
        },
        [
          { date: '2026-12-31', closed: false, services: [{ open: '19:00', close: '27:00' }] },
          { date: '2027-01-03', closed: false, services: [{ open: '01:30', close: '04:00' }] },
        ],
      ),
    );
    expect(issues).toEqual({
      'exceptions.0.services.0.close':
        "Runs until 03:00 on Friday, after that day's first service opens at 01:00",
      'exceptions.1.services.0.open':
        "Opens at 01:30 while Saturday's service is still open (until 02:00)",
    });
  });

  it('lets a closed exception follow a night without conflict', () => {
    const result = parse({ fri: [{ open: '01:00', close: '03:00' }] }, [
      { date: '2026-12-31', closed: false, services: [{ open: '19:00', close: '27:00' }] },
      { date: '2027-01-01', closed: true },
    ]);
    expect(result.success).toBe(true);
  });

  it("names each rule's message for the dashboard's forms", () => {
    const result = parse(
      {
        mon: [
          { open: '19:00', close: '18:00' },
          { open: '12:00', close: '15:00' },
          { open: '14:00', close: '16:00' },
        ],
        fri: [{ open: '20:00', close: '27:00' }],
        sat: [{ open: '01:00', close: '02:00' }],
      },
      [
        { date: '2026-12-25', closed: true },
        { date: '2026-12-25', closed: true },
        { date: '2026-12-26', closed: true, services: [{ open: '12:00', close: '15:00' }] },
        { date: '2026-12-27', closed: false },
        // A Friday: its night runs into Saturday's weekly service at 01:00.
        { date: '2027-01-08', closed: false, services: [{ open: '20:00', close: '26:00' }] },
      ],
    );
    const formMessages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        (issue as { params?: { formMessage?: string } }).params?.formMessage,
      ]),
    );
    expect(formMessages).toEqual({
      'weekly.mon.0.close': 'closesBeforeOpens',
      'weekly.mon.2.open': 'servicesOverlap',
      'weekly.sat.0.open': 'opensDuringNightBefore',
      'exceptions.1.date': 'dateTaken',
      'exceptions.2.services': 'closedDayHasServices',
      'exceptions.3.services': 'openDayNeedsServices',
      'exceptions.4.services.0.close': 'runsIntoNextDay',
    });
  });
});
