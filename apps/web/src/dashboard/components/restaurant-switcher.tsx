import type { CurrentUser } from '@coperto/shared/auth/auth.schemas';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getSessionRestaurant,
  useRestaurantNames,
} from '../../shared/session/get-restaurant-names';
import { useSessionStore } from '../../shared/session/session-store';
import { useUiStore } from '../../shared/stores/ui-store';

/**
 * For users of several restaurants: which one the dashboard works on. Hidden for a single one.
 * The choice is the session's restaurant, kept with the stored user.
 */
export function RestaurantSwitcher({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  const names = useRestaurantNames(user.user.id);
  const setSessionRestaurant = useSessionStore((state) => state.setSessionRestaurant);
  const showAlert = useUiStore((state) => state.showAlert);
  const [switching, setSwitching] = useState(false);
  const restaurants = names.data ?? [];
  if (restaurants.length < 2) return null;

  const current = restaurants.some((r) => r.id === user.restaurant?.id) ? user.restaurant?.id : '';
  const switchTo = async (id: number) => {
    setSwitching(true);
    try {
      setSessionRestaurant(await getSessionRestaurant(id));
    } catch (error) {
      console.error('Switching restaurant failed', error);
      showAlert(t('restaurantSwitcher.failed'), 'error');
    } finally {
      setSwitching(false);
    }
  };

  return (
    <FormControl fullWidth size="small" sx={{ mb: 1 }}>
      <InputLabel id="restaurant-switcher-label">{t('restaurantSwitcher.label')}</InputLabel>
      <Select
        labelId="restaurant-switcher-label"
        label={t('restaurantSwitcher.label')}
        value={current ?? ''}
        disabled={switching}
        onChange={(event) => void switchTo(Number(event.target.value))}
      >
        {restaurants.map((restaurant) => (
          <MenuItem key={restaurant.id} value={restaurant.id}>
            {restaurant.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
