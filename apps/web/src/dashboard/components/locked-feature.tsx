import { eurosToCents } from '@coperto/shared/common/money';
import { cheapestPlanWith } from '@coperto/shared/subscriptions/plan-lookup';
import type { FeatureKey, Plan } from '@coperto/shared/subscriptions/subscription.schemas';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useOfferedPlans } from '../../features/subscription/api/get-offered-plans';
import { planNameOf } from '../../features/subscription/lib/plan-text';
import { formatEuroCents } from '../../shared/lib/format-money';
import { usePermission } from '../../shared/session/use-permission';
import { type RestaurantFeatures, useRestaurantFeatures } from '../api/get-restaurant-features';

/**
 * Whether the plan lacks `feature`; unknown (undefined) until the features have loaded. A failed
 * read locks nothing: the API refuses what the plan does not include anyway.
 */
export function isFeatureLocked(
  features: RestaurantFeatures | undefined,
  feature: FeatureKey,
): boolean | undefined {
  return features && !features.features.includes(feature);
}

export interface FeatureLock {
  /** Undefined while the restaurant's features load. */
  locked: boolean | undefined;
  /** The cheapest plan that includes the feature, once known (only asked for when locked). */
  unlockingPlan: Plan | undefined;
}

/** For a screen or an action of `feature`: is it locked, and which plan would unlock it. */
export function useFeatureLock(feature: FeatureKey): FeatureLock {
  const features = useRestaurantFeatures();
  // No restaurant to ask about (a platform admin), or no answer: the API has the last word.
  const unknowable = features.isError || (features.isPending && features.fetchStatus === 'idle');
  const locked = unknowable ? false : isFeatureLocked(features.data, feature);
  const plans = useOfferedPlans({ enabled: locked === true });
  return {
    locked,
    unlockingPlan: locked && plans.data ? cheapestPlanWith(plans.data.items, feature) : undefined,
  };
}

/**
 * In place of a screen (or a panel) the plan does not include: what is locked, the plan that
 * unlocks it and its price, and for the owner the way to the subscription screen; anyone else is
 * told who can change the plan (billing is the owner's, DESIGN.md §6).
 */
export function LockedFeature({ feature, plan }: { feature: FeatureKey; plan: Plan | undefined }) {
  const { t, i18n } = useTranslation('subscription');
  const canChangePlan = usePermission('read:subscription');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, borderRadius: 3, textAlign: 'center', maxWidth: 640, mx: 'auto' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <LockOutlined fontSize="large" />
      </Box>
      <Typography variant="overline" component="p" color="text.secondary" sx={{ mt: 2 }}>
        {t('locked.label')}
      </Typography>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t(`features.${feature}`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('locked.notInPlan')}
      </Typography>
      {plan && (
        <Typography sx={{ mt: 2 }}>
          <Trans
            t={t}
            i18nKey="locked.unlockedBy"
            values={{
              plan: planNameOf(plan, t),
              price: formatEuroCents(eurosToCents(plan.monthly_price), i18n.language),
            }}
            components={{ strong: <strong /> }}
          />
        </Typography>
      )}
      <Box sx={{ mt: 3 }}>
        {canChangePlan ? (
          <Button component={RouterLink} to="/dashboard/subscription" variant="contained">
            {t('locked.seePlans')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('locked.askOwner')}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/**
 * Beside an action of `feature` (disable the action with useFeatureLock): a lock naming the plan
 * that unlocks it, a link to the subscription for the owner. Nothing when the plan has it.
 */
export function LockedFeatureBadge({ feature }: { feature: FeatureKey }) {
  const { t } = useTranslation('subscription');
  const { locked, unlockingPlan } = useFeatureLock(feature);
  const canChangePlan = usePermission('read:subscription');
  if (!locked) return null;
  const plan = unlockingPlan && planNameOf(unlockingPlan, t);
  const link = canChangePlan
    ? { component: RouterLink, to: '/dashboard/subscription', clickable: true }
    : {};
  return (
    <Tooltip title={plan ? t('locked.badgeTitle', { plan }) : t('locked.label')}>
      <Chip
        icon={<LockOutlined />}
        label={plan ?? t('locked.label')}
        size="small"
        variant="outlined"
        {...link}
      />
    </Tooltip>
  );
}

/**
 * A screen of `feature`: itself when the plan includes it, else the locked notice under
 * `heading` (the page's title, so a locked page still says where the user is).
 */
export function FeatureGate({
  feature,
  heading,
  children,
}: {
  feature: FeatureKey;
  heading?: ReactNode;
  children: ReactNode;
}) {
  const { locked, unlockingPlan } = useFeatureLock(feature);
  if (locked === undefined) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (!locked) return children;
  return (
    <>
      {heading}
      <LockedFeature feature={feature} plan={unlockingPlan} />
    </>
  );
}
