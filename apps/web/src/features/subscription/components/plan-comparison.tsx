import {
  FEATURE_KEYS,
  isFeatureAvailable,
  type Plan,
} from '@coperto/shared/subscriptions/subscription.schemas';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { planNameOf, planPriceOf } from '../lib/plan-text';

const CURRENT_COLUMN = { bgcolor: 'action.hover' } as const;
const AVAILABLE = FEATURE_KEYS.filter(isFeatureAvailable);
const COMING = FEATURE_KEYS.filter((feature) => !isFeatureAvailable(feature));

/**
 * The plans side by side: price, limits and every feature, the current plan's column marked, so
 * an owner sees at a glance what another plan adds. What does not work yet is listed apart, as
 * coming with the plans that will include it, never ticked as included (decision 025).
 */
export function PlanComparison({ plans, currentCode }: { plans: Plan[]; currentCode: string }) {
  const { t, i18n } = useTranslation('subscription');
  const row = (label: ReactNode, cell: (plan: Plan) => ReactNode, key: string) => (
    <TableRow key={key}>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      {plans.map((plan) => (
        <TableCell
          key={plan.code}
          align="center"
          sx={plan.code === currentCode ? CURRENT_COLUMN : undefined}
        >
          {cell(plan)}
        </TableCell>
      ))}
    </TableRow>
  );

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      {/* On a phone the columns share its width (two or three plans fit); wider, they keep room. */}
      <Table
        aria-label={t('compare.title')}
        sx={{
          minWidth: { sm: 120 + plans.length * 150 },
          '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '34%' }}>{t('compare.feature')}</TableCell>
            {plans.map((plan) => {
              const current = plan.code === currentCode;
              return (
                <TableCell
                  key={plan.code}
                  align="center"
                  sx={{ verticalAlign: 'top', ...(current ? CURRENT_COLUMN : {}) }}
                  aria-current={current ? 'true' : undefined}
                >
                  <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                    {planNameOf(plan, t)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {planPriceOf(plan, t, i18n.language)}
                  </Typography>
                  {current && (
                    <Chip
                      label={t('compare.currentPlan')}
                      color="primary"
                      size="small"
                      sx={{ mt: 1 }}
                    />
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {row(
            t('compare.restaurants'),
            (plan) => t('limits.restaurants', { count: plan.limits.restaurants }),
            'restaurants',
          )}
          {row(
            t('compare.users'),
            (plan) => t('limits.users', { count: plan.limits.users }),
            'users',
          )}
          {AVAILABLE.map((feature) =>
            row(
              t(`features.${feature}`),
              (plan) =>
                plan.features.includes(feature) ? (
                  <CheckCircle color="success" titleAccess={t('compare.included')} />
                ) : (
                  <RemoveOutlined color="disabled" titleAccess={t('compare.notIncluded')} />
                ),
              feature,
            ),
          )}
          <TableRow>
            <TableCell component="th" scope="rowgroup" colSpan={plans.length + 1}>
              <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
                {t('compare.comingTitle')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('compare.comingText')}
              </Typography>
            </TableCell>
          </TableRow>
          {COMING.map((feature) =>
            row(
              t(`features.${feature}`),
              (plan) =>
                plan.features.includes(feature) ? (
                  <Chip label={t('compare.coming')} size="small" variant="outlined" />
                ) : (
                  <RemoveOutlined color="disabled" titleAccess={t('compare.notIncluded')} />
                ),
              feature,
            ),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
