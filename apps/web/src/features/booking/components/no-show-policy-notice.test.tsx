import type { NoShowPolicy } from '@coperto/shared/bookings/no-show-policy';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../test/test-i18n';
import { NoShowPolicyNotice, policyFor } from './no-show-policy-notice';

const GUARANTEE: NoShowPolicy = {
  mode: 'card_guarantee',
  amount_per_person: 12.5,
  min_party: 6,
  weekdays: ['sat'],
  cancel_hours: 48,
};
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeAll(() => initTestI18n('it'));

describe('which bookings the no-show policy covers', () => {
  it('covers a party from the minimum, or any party on a chosen day, and nothing without a policy', () => {
    // 2026-11-26 is a Thursday, 2026-11-28 a Saturday.
    expect(policyFor(GUARANTEE, 6, '2026-11-26')).toBe(GUARANTEE);
    expect(policyFor(GUARANTEE, 5, '2026-11-26')).toBeNull();
    expect(policyFor(GUARANTEE, 1, '2026-11-28')).toBe(GUARANTEE);
    expect(policyFor({ ...GUARANTEE, min_party: null }, 20, '2026-11-26')).toBeNull();
    expect(policyFor(null, 20, '2026-11-28')).toBeNull();
    expect(policyFor(undefined, 20, '2026-11-28')).toBeNull();
    expect(policyFor(GUARANTEE, 6, '')).toBeNull();
  });
});

describe('the policy the guest reads before booking', () => {
  it('says what a card guarantee costs a no-show, in the guest’s language', async () => {
    render(<NoShowPolicyNotice policy={GUARANTEE} party={6} />);
    const text = plain(screen.getByTestId('booking-no-show-policy').textContent);
    expect(text).toContain('Garanzia con carta');
    expect(text).toContain('Se non ti presenti, ti addebiteremo 75,00 € (12,50 € a persona).');
    expect(text).toContain('Disdire non costa nulla');
    expect(text).toContain('pagina sicura di Stripe');
  });

  it('says when a deposit comes back, with the hours counted', async () => {
    const { unmount } = render(
      <NoShowPolicyNotice policy={{ ...GUARANTEE, mode: 'deposit', cancel_hours: 1 }} party={2} />,
    );
    expect(plain(screen.getByTestId('booking-no-show-policy').textContent)).toContain(
      'caparra di 25,00 € (12,50 € a persona)',
    );
    expect(screen.getByTestId('booking-no-show-policy').textContent).toContain(
      'almeno 1 ora prima',
    );
    unmount();
    await i18n.changeLanguage('en');
    render(<NoShowPolicyNotice policy={{ ...GUARANTEE, mode: 'deposit' }} party={2} />);
    expect(screen.getByTestId('booking-no-show-policy').textContent).toContain(
      'Cancel at least 48 hours before and the deposit is refunded',
    );
    await i18n.changeLanguage('it');
  });
});
