import type { Plan } from '@coperto/shared/subscriptions/subscription.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { useBusinessSubscription } from '../api/get-business-subscription';
import { useOfferedPlans } from '../api/get-offered-plans';
import { ChangePlanCard } from '../components/change-plan-card';
import { CurrentPlanCard } from '../components/current-plan-card';
import { PlanComparison } from '../components/plan-comparison';
import { planNameOf } from '../lib/plan-text';

/** The plans to compare: those on offer, after the current one when it is not (the trial). */
function plansToCompare(offered: Plan[], current: Plan): Plan[] {
  return offered.some((plan) => plan.code === current.code) ? offered : [current, ...offered];
}

/** The owner's billing screen (the section needs `read:subscription`: managers never see it). */
export default function SubscriptionPage() {
  const { t } = useTranslation('subscription');
  const user = useSignedInUser();
  const business = user?.business;
  const subscription = useBusinessSubscription(business?.id);
  const plans = useOfferedPlans();

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>
      {!business ? (
        <Alert severity="info">{t('noBusiness')}</Alert>
      ) : subscription.isError || plans.isError ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => {
                void subscription.refetch();
                void plans.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : !subscription.data || !plans.data ? (
        <Stack spacing={3} aria-busy>
          <Skeleton variant="rounded" height={280} />
          <Skeleton variant="rounded" height={420} />
        </Stack>
      ) : (
        <Stack spacing={4}>
          <CurrentPlanCard subscription={subscription.data} now={new Date()} />
          <ChangePlanCard
            business={business.name}
            plan={planNameOf(subscription.data.plan, t)}
            email={plans.data.plan_change_email}
          />
          <Box component="section" aria-labelledby="compare-title">
            <Typography id="compare-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {t('compare.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('compare.subtitle')}
            </Typography>
            <PlanComparison
              plans={plansToCompare(plans.data.items, subscription.data.plan)}
              currentCode={subscription.data.plan.code}
            />
          </Box>
        </Stack>
      )}
    </>
  );
}
