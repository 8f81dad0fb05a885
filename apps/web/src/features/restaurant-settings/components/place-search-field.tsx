import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import type { PickedPlace, PlaceSuggestion, PlacesSearch } from '../lib/places-search';

const TYPING_PAUSE_MS = 250;

/**
 * "Find the address on Google Maps": suggestions while typing, and the chosen place fills the
 * address block and the map position. Google's script loads only once the user types here.
 */
export function PlaceSearchField({
  mapsKey,
  onPick,
}: {
  mapsKey: string;
  onPick(place: PickedPlace): void;
}) {
  const { t, i18n } = useTranslation('restaurant-settings');
  const { t: tMaps } = useTranslation('maps');
  const showAlert = useUiStore((state) => state.showAlert);
  const search = useRef<Promise<PlacesSearch> | null>(null);
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<PlaceSuggestion[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const text = input.trim();
    if (text.length < 3) {
      setOptions([]);
      return;
    }
    let current = true;
    const timer = window.setTimeout(async () => {
      setBusy(true);
      try {
        search.current ??= import('../lib/places-search').then((m) => m.openPlacesSearch(mapsKey));
        const found = await (await search.current).suggest(text, i18n.language);
        if (current) setOptions(found);
      } catch (error) {
        console.error('Places search failed', error);
        // Spec §8: the maps script's own alert.
        if (current) showAlert(tMaps('scriptError'), 'error');
        search.current = null;
      } finally {
        if (current) setBusy(false);
      }
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [input, mapsKey, i18n.language, showAlert, tMaps]);

  const pick = async (suggestion: PlaceSuggestion | null) => {
    if (!suggestion || !search.current) return;
    setBusy(true);
    try {
      onPick(await (await search.current).pick(suggestion));
      setInput('');
      setOptions([]);
    } catch (error) {
      console.error('Reading the place failed', error);
      showAlert(t('general.placeSearch.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => reason === 'input' && setInput(value)}
      onChange={(_event, value) => void pick(value)}
      filterOptions={(all) => all}
      getOptionLabel={(option) => `${option.main}, ${option.secondary}`}
      getOptionKey={(option) => option.id}
      noOptionsText={
        input.trim().length < 3
          ? t('general.placeSearch.keepTyping')
          : t('general.placeSearch.none')
      }
      loading={busy}
      loadingText={t('general.placeSearch.searching')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <div>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {option.main}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {option.secondary}
            </Typography>
          </div>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('general.placeSearch.label')}
          helperText={t('general.placeSearch.help')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
              endAdornment: (
                <>
                  {busy && <CircularProgress size={18} aria-hidden />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
