import type { NoShowPolicy } from '@coperto/shared/bookings/no-show-policy';
import { noShowPolicyApplies } from '@coperto/shared/bookings/no-show-policy';
import { weekdayOfDate } from '@coperto/shared/restaurants/opening-days';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../shared/lib/format-money';

/** Whether the restaurant's policy asks a card or a deposit of this party on this day. */
export function policyFor(
  policy: NoShowPolicy | null | undefined,
  party: number,
  date: string,
): NoShowPolicy | null {
  if (!policy || !date) return null;
  return noShowPolicyApplies(policy, party, weekdayOfDate(date)) ? policy : null;
}

/**
 * The no-show policy, shown before "Prenota" to a party it covers (decision 066), in the guest's
 * language from the restaurant's values: what is asked, what a no-show or a cancellation costs,
 * and that Stripe's page comes next.
 */
export function NoShowPolicyNotice({ policy, party }: { policy: NoShowPolicy; party: number }) {
  const { t, i18n } = useTranslation('booking');
  const money = (euros: number) => formatEuros(euros, i18n.language);
  const amount = money(Math.round(policy.amount_per_person * 100 * party) / 100);
  const perPerson = money(policy.amount_per_person);
  return (
    <Box className="booking-policy" data-testid="booking-no-show-policy" role="note">
      <Typography component="h2" sx={{ fontWeight: 700 }}>
        {t(`noShow.title.${policy.mode}`)}
      </Typography>
      <Typography>{t(`noShow.what.${policy.mode}`, { amount, perPerson })}</Typography>
      <Typography>
        {policy.mode === 'deposit'
          ? t('noShow.cancel.deposit', { count: policy.cancel_hours })
          : t('noShow.cancel.card_guarantee')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`noShow.next.${policy.mode}`)}
      </Typography>
    </Box>
  );
}
