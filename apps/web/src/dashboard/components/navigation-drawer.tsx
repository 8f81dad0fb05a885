import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useRestaurantFeatures } from '../api/get-restaurant-features';
import { canUseSection, DASHBOARD_SECTIONS, dashboardPathOf } from '../dashboard-sections';
import { SECTION_SCREENS } from '../section-screens';
import { isFeatureLocked } from './locked-feature';
import { RestaurantSwitcher } from './restaurant-switcher';
import { SectionIcon } from './section-icon';

export const DRAWER_WIDTH = 264;

function DrawerContent({ user, onNavigate }: { user: CurrentUser; onNavigate(): void }) {
  const { t } = useTranslation('dashboard');
  const sections = DASHBOARD_SECTIONS.filter((section) => canUseSection(user.user.role, section));
  const features = useRestaurantFeatures().data;
  return (
    <>
      <Toolbar sx={{ flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'center' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
          Coperto
        </Typography>
        {user.business && (
          <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: '100%' }}>
            {user.business.name}
          </Typography>
        )}
      </Toolbar>
      <Divider />
      <Box sx={{ px: 2, pt: 2 }}>
        <RestaurantSwitcher user={user} />
      </Box>
      <Box component="nav" aria-label={t('navigation.label')}>
        <List sx={{ px: 1 }}>
          {sections.map((section) => (
            // A list holds list items only (axe: a link straight in a `ul` is no item of it).
            <ListItem key={section.key} disablePadding sx={{ mb: 0.25 }}>
              <ListItemButton
                component={NavLink}
                to={dashboardPathOf(section)}
                // The home is /dashboard itself: only an exact match marks it as the current page.
                end={section.path === ''}
                onClick={onNavigate}
                sx={{
                  borderRadius: 2,
                  '&.active': {
                    bgcolor: 'action.selected',
                    color: 'primary.main',
                    '& .MuiListItemIcon-root': { color: 'primary.main' },
                    '& .MuiListItemText-primary': { fontWeight: 600 },
                  },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <SectionIcon sectionKey={section.key} />
                </ListItemIcon>
                <ListItemText primary={t(`sections.${section.key}.title`)} />
                {/* Not built yet is "coming" whatever the plan: a lock would say a plan unlocks it. */}
                {!SECTION_SCREENS[section.key] && section.key !== 'home' ? (
                  <Chip
                    label={t('navigation.coming')}
                    size="small"
                    variant="outlined"
                    sx={{ height: 20, fontSize: '0.7rem', color: 'text.secondary' }}
                  />
                ) : (
                  section.feature &&
                  isFeatureLocked(features, section.feature) && (
                    <LockOutlined
                      fontSize="small"
                      titleAccess={t('navigation.locked')}
                      sx={{ color: 'text.disabled' }}
                    />
                  )
                )}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </>
  );
}

interface NavigationDrawerProps {
  user: CurrentUser;
  /** Permanent beside the page on a desktop; a temporary overlay on a phone. */
  permanent: boolean;
  mobileOpen: boolean;
  onMobileClose(): void;
}

export function NavigationDrawer({
  user,
  permanent,
  mobileOpen,
  onMobileClose,
}: NavigationDrawerProps) {
  const paper = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const;
  if (permanent) {
    return (
      <Drawer
        variant="permanent"
        sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paper }}
      >
        <DrawerContent user={user} onNavigate={() => {}} />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={mobileOpen}
      onClose={onMobileClose}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': paper }}
    >
      <DrawerContent user={user} onNavigate={onMobileClose} />
    </Drawer>
  );
}
