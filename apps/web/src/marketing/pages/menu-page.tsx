import { readableColorOn } from '@coperto/shared/common/color-contrast';
import type { PublicMenuResponse } from '@coperto/shared/menus/menu.schemas';
import type { ThemeColors } from '@coperto/shared/restaurants/restaurant.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePublicMenu } from '../../features/menus/api/get-public-menu';
import { MenuMessage } from '../../features/menus/components/menu-message';
import { MenuSkeleton } from '../../features/menus/components/menu-skeleton';
import { MenuSurface } from '../../features/menus/components/menu-surface';
import { MenuView } from '../../features/menus/components/menu-view';
import { ApiRequestError } from '../../shared/lib/api-client';
import { loadWebFont } from '../../shared/lib/web-font';
import { useUiStore } from '../../shared/stores/ui-store';
import { MuiTheme } from '../../shared/ui/mui-theme';
import { type ThemeSpec, ThemeSpecContext } from '../../shared/ui/theme-spec';
import { siteUrl } from '../demo-restaurants';

type MenuRestaurant = PublicMenuResponse['restaurant'];

// A dish's photo, large: Coperto's shell has no media viewer, so this page brings it, when asked.
const MediaViewerOverlay = lazy(() =>
  import('../../shared/ui/media-viewer').then((m) => ({ default: m.MediaViewerOverlay })),
);

function DishPhotoViewer() {
  const open = useUiStore((s) => s.overlays.media);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MediaViewerOverlay />
    </Suspense>
  );
}

/** The restaurant's name and logo on its colour, with a link to its own site. */
function RestaurantBand({ restaurant }: { restaurant: MenuRestaurant }) {
  const { t } = useTranslation('menu');
  const host = restaurant.hostname[0];
  const brand = restaurant.theme.primary_color ?? '#2a2320';
  const onBrand = readableColorOn(brand);
  return (
    <Box sx={{ bgcolor: brand, color: onBrand }}>
      <Box
        sx={{
          maxWidth: '46rem',
          mx: 'auto',
          px: 2.5,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          minHeight: 64,
        }}
      >
        {restaurant.logo_url && (
          <Box
            component="img"
            src={restaurant.logo_url}
            alt=""
            sx={{ height: 40, width: 'auto', maxWidth: 96, objectFit: 'contain' }}
          />
        )}
        <Typography component="p" variant="h6" noWrap sx={{ flex: 1, fontWeight: 700 }}>
          {restaurant.name}
        </Typography>
        {host && (
          <Button
            href={siteUrl(host)}
            variant="outlined"
            color="inherit"
            sx={{ flex: 'none', borderColor: 'currentColor' }}
          >
            {t('visitRestaurant')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/**
 * A restaurant's menu by its shared link on Coperto's host (`/{language}/menu/{menuHashedId}`):
 * the menu in the restaurant's colours, font and name; a friendly page when the link leads nowhere.
 */
export function MenuPage() {
  const { t, i18n } = useTranslation('menu');
  const { menuHashedId = '' } = useParams();
  const query = usePublicMenu(menuHashedId);
  const restaurant = query.data?.restaurant;
  // The restaurant's look, for the menu's plain elements and MUI's alike.
  const look = useMemo(
    (): ThemeSpec | undefined =>
      restaurant
        ? { look: 'site', colors: restaurant.theme as Partial<ThemeColors>, font: restaurant.font }
        : undefined,
    [restaurant],
  );

  useEffect(() => {
    loadWebFont(restaurant?.font);
    document.title = restaurant
      ? t('documentTitle', { name: restaurant.name })
      : `${t('menus')} · Coperto`;
  }, [restaurant, t]);

  const { error } = query;
  // A malformed id (400) leads nowhere just like an unknown one (404).
  const notFound = error instanceof ApiRequestError && [400, 404].includes(error.status);

  if (query.data && look) {
    const { menu } = query.data;
    return (
      <ThemeSpecContext.Provider value={look}>
        <MuiTheme>
          <RestaurantBand restaurant={query.data.restaurant} />
          <MenuSurface placement="page">
            <MenuView menu={menu} fallbackLanguage={query.data.restaurant.language[0] ?? 'it'} />
          </MenuSurface>
          <DishPhotoViewer />
        </MuiTheme>
      </ThemeSpecContext.Provider>
    );
  }

  return (
    <MenuSurface placement="page">
      {notFound ? (
        <MenuMessage
          title={t('notFound.title')}
          action={
            <Button variant="contained" component={Link} to={`/${i18n.language}/`}>
              {t('notFound.goToCoperto')}
            </Button>
          }
        >
          {t('notFound.message')}
        </MenuMessage>
      ) : error ? (
        <MenuMessage
          alert
          title={t('loadError.title')}
          action={
            <Button variant="contained" onClick={() => void query.refetch()}>
              {t('loadError.retry')}
            </Button>
          }
        >
          {t('loadError.message')}
        </MenuMessage>
      ) : (
        <MenuSkeleton />
      )}
    </MenuSurface>
  );
}
