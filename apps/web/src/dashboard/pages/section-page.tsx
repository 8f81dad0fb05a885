import { hasPermission } from '@coperto/shared/auth/permissions';
import type { FeatureKey } from '@coperto/shared/subscriptions/subscription.schemas';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { planNameOf } from '../../features/subscription/lib/plan-text';
import { useSignedInUser } from '../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../shared/ui/section-message';
import { useRestaurantFeatures } from '../api/get-restaurant-features';
import { FeatureGate, useFeatureLock } from '../components/locked-feature';
import { SectionIcon } from '../components/section-icon';
import {
  canUseSection,
  DASHBOARD_SECTIONS,
  type DashboardSectionKey,
  dashboardPathOf,
} from '../dashboard-sections';
import { SECTION_SCREENS } from '../section-screens';

/** A section's title and what it is for, above a page that is not its screen. */
function SectionHeading({ sectionKey }: { sectionKey: DashboardSectionKey }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t(`sections.${sectionKey}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`sections.${sectionKey}.description`)}
      </Typography>
    </>
  );
}

/** What is coming, and when the plan lacks it, which plan will include it and where to change. */
function ComingSoon({
  sectionKey,
  feature,
}: {
  sectionKey: DashboardSectionKey;
  feature?: FeatureKey;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <SectionHeading sectionKey={sectionKey} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderStyle: 'dashed', borderRadius: 3 }}
      >
        <ConstructionOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {t('comingSoon.title')}
        </Typography>
        <Typography color="text.secondary">{t('comingSoon.text')}</Typography>
        {feature && <ComingWithPlan feature={feature} />}
      </Paper>
    </>
  );
}

/** Under a coming section the plan lacks: the plan that will include it, and the way there. */
function ComingWithPlan({ feature }: { feature: FeatureKey }) {
  const { t } = useTranslation('dashboard');
  const { t: subscriptionT } = useTranslation('subscription');
  const { locked, unlockingPlan } = useFeatureLock(feature);
  const user = useSignedInUser();
  if (!locked || !unlockingPlan) return null;
  const plan = planNameOf(unlockingPlan, subscriptionT);
  const canChangePlan = user ? hasPermission(user.user.role, 'read:subscription') : false;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography>{t('comingSoon.inPlan', { plan })}</Typography>
      {canChangePlan ? (
        <Button component={RouterLink} to="/dashboard/subscription" sx={{ mt: 1 }}>
          {t('comingSoon.seePlans')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('comingSoon.askOwner')}
        </Typography>
      )}
    </Box>
  );
}

// Its own chunk: a plan without ordering never downloads it.
const OrdersTodayGlance = lazy(
  () => import('../../features/orders/components/orders-today-glance'),
);

/**
 * Today's orders at a glance, once the plan is known to include ordering: a glance, not a gate,
 * so features that fail to load show nothing rather than a panel the API would refuse.
 */
function OrdersGlance({ restaurantId }: { restaurantId: number }) {
  const features = useRestaurantFeatures();
  if (!features.data?.features.includes('ordering')) return null;
  return (
    <Suspense fallback={null}>
      <OrdersTodayGlance restaurantId={restaurantId} />
    </Suspense>
  );
}

// Its own chunk too: a plan without bookings never downloads it.
const BookingsTodayGlance = lazy(
  () => import('../../features/bookings/components/bookings-today-glance'),
);

/** Today's covers by service, once the plan is known to include bookings (a glance, not a gate). */
function BookingsGlance({ restaurantId }: { restaurantId: number }) {
  const features = useRestaurantFeatures();
  if (!features.data?.features.includes('bookings')) return null;
  return (
    <Suspense fallback={null}>
      <BookingsTodayGlance restaurantId={restaurantId} />
    </Suspense>
  );
}

// Its own chunk too, sold with bookings like the floor section it leads to.
const ServiceTablesGlance = lazy(
  () => import('../../features/floor/components/service-tables-glance'),
);

/** The tables free now, for whoever works the room (read:floor) on a plan with bookings. */
function ServiceGlance({ restaurantId }: { restaurantId: number }) {
  const features = useRestaurantFeatures();
  const role = useSignedInUser()?.user.role;
  if (!role || !hasPermission(role, 'read:floor')) return null;
  if (!features.data?.features.includes('bookings')) return null;
  return (
    <Suspense fallback={null}>
      <ServiceTablesGlance restaurantId={restaurantId} />
    </Suspense>
  );
}

// Its own chunk too: a plan without expenses never downloads it.
const ExpensesDueGlance = lazy(
  () => import('../../features/expenses/components/expenses-due-glance'),
);

/** The suppliers' bills overdue and due this week, for whoever keeps them (read:expenses). */
function ExpensesGlance() {
  const features = useRestaurantFeatures();
  const role = useSignedInUser()?.user.role;
  if (!role || !hasPermission(role, 'read:expenses')) return null;
  if (!features.data?.features.includes('expenses')) return null;
  return (
    <Suspense fallback={null}>
      <ExpensesDueGlance />
    </Suspense>
  );
}

/** The dashboard's home: a greeting and the way into every section this user may use. */
function DashboardHome() {
  const { t } = useTranslation('dashboard');
  const user = useSignedInUser();
  if (!user) return null;
  const sections = DASHBOARD_SECTIONS.filter(
    (section) => section.key !== 'home' && canUseSection(user.user.role, section),
  );
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('home.greeting', { name: user.user.name || user.user.email })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {user.restaurant
          ? t('home.workingOn', { restaurant: user.restaurant.name })
          : t('sections.home.description')}
      </Typography>
      {user.restaurant && <OrdersGlance restaurantId={user.restaurant.id} />}
      {user.restaurant && <BookingsGlance restaurantId={user.restaurant.id} />}
      {user.restaurant && <ServiceGlance restaurantId={user.restaurant.id} />}
      {user.restaurant && <ExpensesGlance />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {sections.map((section) => (
          <Card key={section.key} variant="outlined" sx={{ borderRadius: 3 }}>
            <CardActionArea
              component={RouterLink}
              to={dashboardPathOf(section)}
              sx={{ height: '100%' }}
            >
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <SectionIcon sectionKey={section.key} color="primary" sx={{ mt: 0.25 }} />
                <Box>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {t(`sections.${section.key}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`sections.${section.key}.description`)}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </>
  );
}

/**
 * One dashboard section: its screen (section-screens.ts), or until it is built a placeholder
 * that says it arrives soon. A role that may not use the section is told so, not shown a
 * blank page; a plan without the section's feature gets the locked notice instead of the screen.
 */
export default function SectionPage({
  sectionKey,
}: {
  sectionKey: DashboardSectionKey | 'notFound';
}) {
  const user = useSignedInUser();
  if (sectionKey === 'notFound') return <SectionMessage kind="notFound" />;
  const section = DASHBOARD_SECTIONS.find((candidate) => candidate.key === sectionKey);
  if (!user || !section) return null;
  if (!canUseSection(user.user.role, section)) return <SectionMessage kind="noAccess" />;
  if (sectionKey === 'home') return <DashboardHome />;
  const Screen = SECTION_SCREENS[sectionKey];
  // Nothing to unlock yet: it says it is coming, and in which plan, never that a plan unlocks it.
  if (!Screen) return <ComingSoon sectionKey={sectionKey} feature={section.feature} />;
  if (!section.feature) return <Screen />;
  return (
    <FeatureGate feature={section.feature} heading={<SectionHeading sectionKey={sectionKey} />}>
      <Screen />
    </FeatureGate>
  );
}
