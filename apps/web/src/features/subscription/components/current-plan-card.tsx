import {
  FEATURE_KEYS,
  isFeatureAvailable,
  type Subscription,
} from '@coperto/shared/subscriptions/subscription.schemas';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../shared/lib/dates';
import { planDescriptionOf, planNameOf, planPriceOf } from '../lib/plan-text';
import { STATE_COLOURS, subscriptionStateOf } from '../lib/subscription-state';

/** The business's plan: its status in words and colour, its price, limits and features. */
export function CurrentPlanCard({ subscription, now }: { subscription: Subscription; now: Date }) {
  const { t, i18n } = useTranslation('subscription');
  const { plan } = subscription;
  const state = subscriptionStateOf(subscription, now);
  const periodEnd = formatTimestamp(subscription.current_period_end, i18n.language, {
    dateStyle: 'long',
  });
  const features = FEATURE_KEYS.filter(
    (feature) => plan.features.includes(feature) && isFeatureAvailable(feature),
  );
  const coming = FEATURE_KEYS.filter(
    (feature) => plan.features.includes(feature) && !isFeatureAvailable(feature),
  );
  const colour = STATE_COLOURS[state];

  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden', borderColor: `${colour}.light` }}
      aria-labelledby="current-plan-title"
    >
      <Box sx={{ p: { xs: 2.5, md: 3 }, bgcolor: 'background.paper' }}>
        <Typography variant="overline" color="text.secondary">
          {t('current.label')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography id="current-plan-title" variant="h4" component="h2" sx={{ fontWeight: 700 }}>
            {planNameOf(plan, t)}
          </Typography>
          <Chip label={t(`status.${state}`)} color={colour} sx={{ fontWeight: 600 }} />
          <Typography variant="h6" component="p" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
            {planPriceOf(plan, t, i18n.language)}
          </Typography>
        </Box>
        <Typography sx={{ mt: 1 }}>{planDescriptionOf(plan, t)}</Typography>
        <Alert severity={colour} sx={{ mt: 2 }}>
          {t(`statusText.${state}`, { date: periodEnd })}
        </Alert>
      </Box>
      <Divider />
      <Box
        sx={{
          p: { xs: 2.5, md: 3 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
        }}
      >
        <Box>
          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
            {t('current.limits')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <StorefrontOutlined fontSize="small" color="action" aria-hidden />
            <Typography>{t('limits.restaurants', { count: plan.limits.restaurants })}</Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <GroupOutlined fontSize="small" color="action" aria-hidden />
            <Typography>{t('limits.users', { count: plan.limits.users })}</Typography>
          </Box>
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
            {t('current.included')}
          </Typography>
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 0.75,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            }}
          >
            {features.map((feature) => (
              <Box
                component="li"
                key={feature}
                sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
              >
                <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
                <Typography variant="body2">{t(`features.${feature}`)}</Typography>
              </Box>
            ))}
          </Box>
          {coming.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('current.coming', {
                features: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                  coming.map((feature) => t(`features.${feature}`)),
                ),
              })}
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
