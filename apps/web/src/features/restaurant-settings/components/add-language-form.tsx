import { SUPPORTED_LANGUAGES } from '@coperto/shared/common/constants';
import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { failureMessage } from './action-failure';
import { putLanguage, useRestaurantChange } from './hosts-and-languages-api';
import { useLanguageNames } from './use-language-names';

/** A language the site does not offer yet, chosen from a list and added at once. */
export function AddLanguage({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const { nameOf } = useLanguageNames();
  const showAlert = useUiStore((state) => state.showAlert);
  const [language, setLanguage] = useState('');
  const add = useRestaurantChange(restaurant.id, (code: string) =>
    putLanguage(restaurant.id, code),
  );
  const available = SUPPORTED_LANGUAGES.filter((code) => !restaurant.language.includes(code))
    .map((code) => ({ code, name: nameOf(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (available.length === 0) return null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!language) return;
    try {
      await add.mutateAsync(language);
      showAlert(t('languages.added', { language: nameOf(language) }), 'success');
      setLanguage('');
    } catch (error) {
      showAlert(failureMessage(t, error, t('errors.failed')), 'error');
    }
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}
    >
      <TextField
        select
        size="small"
        label={t('languages.new')}
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
        sx={{ flex: '1 1 220px', maxWidth: 320 }}
      >
        {available.map(({ code, name }) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="outlined"
        disabled={!language || add.isPending}
        startIcon={add.isPending ? <CircularProgress size={18} color="inherit" /> : <Add />}
      >
        {t('languages.add')}
      </Button>
    </Box>
  );
}
