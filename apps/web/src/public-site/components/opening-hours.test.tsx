import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/test-i18n';
import { OpeningHoursSummary } from './opening-hours';

beforeAll(() => initTestI18n('it'));

const everyDay = (services: { open: string; close: string }[]) => ({
  weekly: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, services]),
  ) as never,
  exceptions: [],
});

describe("the footer's week", () => {
  it('says a restaurant open around the clock is open 24 hours, not 00:00–00:00', () => {
    render(<OpeningHoursSummary times={everyDay([{ open: '00:00', close: '24:00' }])} />);
    expect(screen.getByText('Aperto 24 ore')).toBeTruthy();
    expect(screen.queryByText(/00:00–00:00/)).toBeNull();
  });

  it('keeps the times of ordinary services', () => {
    render(<OpeningHoursSummary times={everyDay([{ open: '19:00', close: '23:30' }])} />);
    expect(screen.getByText('19:00–23:30')).toBeTruthy();
  });
});
