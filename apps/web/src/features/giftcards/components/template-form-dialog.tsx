import {
  GIFT_CARD_DESCRIPTION_MAX_LENGTH,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_NAME_MAX_LENGTH,
  GIFT_CARD_TERMS_MAX_LENGTH,
  GIFT_CARD_TITLE_MAX_LENGTH,
} from '@coperto/shared/giftcards/giftcard.constants';
import type { GiftCardTemplate } from '@coperto/shared/giftcards/giftcard.schemas';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import {
  type GiftCardsRestaurant,
  useBusinessRestaurants,
  useSaveGiftCardTemplate,
} from '../api/giftcards-api';
import { useUploadGiftCardImage } from '../api/upload-giftcard-image';
import { formErrorsOf } from '../lib/giftcard-errors';
import { checkTemplateForm, type TemplateForm, templateFormOf } from '../lib/template-form';
import { GiftCardDesignPreview } from './giftcard-design-preview';

const SHOWN_FIELDS = new Set([
  'name',
  'design_key',
  'image_id',
  'preset_amounts',
  'free_amount',
  'free_min',
  'free_max',
  'validity_months',
  'title',
  'description',
  'terms',
  'restaurant_ids',
]);

/** A template's form: name, design (built-in or uploaded), amounts, validity, texts per language. */
export function TemplateFormDialog({
  template,
  restaurant,
  onClose,
}: {
  template: GiftCardTemplate | null;
  restaurant: GiftCardsRestaurant;
  onClose(): void;
}) {
  const { t } = useTranslation('giftcards');
  const initial = templateFormOf(template, restaurant.id);
  const [form, setForm] = useState<TemplateForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [language, setLanguage] = useState(restaurant.languages[0] ?? 'it');
  const save = useSaveGiftCardTemplate();
  const upload = useUploadGiftCardImage(restaurant.id);
  const restaurants = useBusinessRestaurants();
  const set = <K extends keyof TemplateForm>(name: K, value: TemplateForm[K]) =>
    setForm((current) => ({ ...current, [name]: value }));
  const setText = (name: 'title' | 'description' | 'terms', value: string) =>
    setForm((current) => ({ ...current, [name]: { ...current[name], [language]: value } }));

  const submit = async (event?: React.BaseSyntheticEvent) => {
    event?.preventDefault();
    const checked = checkTemplateForm(form, restaurant.languages[0] ?? 'it', t as never);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    try {
      await save.mutateAsync({ id: template?.id ?? null, body: checked.body });
      onClose();
    } catch (error) {
      const worded = formErrorsOf(t, error);
      if (worded.free_amount) worded.free_max = worded.free_amount;
      const hidden = Object.keys(worded).filter((name) => !SHOWN_FIELDS.has(name));
      if (hidden.length > 0 && !worded._) worded._ = hidden.map((name) => worded[name]).join(' · ');
      setErrors(worded);
    }
  };

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (image) =>
        setForm((current) => ({ ...current, image_id: image.id, image_url: image.url })),
      onError: (error) => setErrors({ image_id: formErrorsOf(t, error)._ ?? t('errors.failed') }),
    });
  };

  const allRestaurants = restaurants.data ?? [{ id: restaurant.id, name: restaurant.name }];
  const languageTexts = (
    <Stack spacing={2}>
      {restaurant.languages.length > 1 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={language}
          onChange={(_event, value) => value && setLanguage(value)}
          aria-label={t('templates.form.language')}
        >
          {restaurant.languages.map((code) => (
            <ToggleButton key={code} value={code} sx={{ px: 2 }}>
              {code.toUpperCase()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <TextField
        label={t('templates.form.title', { language: language.toUpperCase() })}
        value={form.title[language] ?? ''}
        onChange={(event) => setText('title', event.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title}
        required={language === restaurant.languages[0]}
        slotProps={{ htmlInput: { maxLength: GIFT_CARD_TITLE_MAX_LENGTH } }}
      />
      <TextField
        label={t('templates.form.description', { language: language.toUpperCase() })}
        value={form.description[language] ?? ''}
        onChange={(event) => setText('description', event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: GIFT_CARD_DESCRIPTION_MAX_LENGTH } }}
      />
      <TextField
        label={t('templates.form.terms', { language: language.toUpperCase() })}
        value={form.terms[language] ?? ''}
        onChange={(event) => setText('terms', event.target.value)}
        error={Boolean(errors.terms)}
        helperText={errors.terms}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: GIFT_CARD_TERMS_MAX_LENGTH } }}
      />
    </Stack>
  );

  return (
    <FormDialog
      title={template ? t('templates.edit') : t('templates.new')}
      dirty={JSON.stringify(form) !== JSON.stringify(initial)}
      saving={save.isPending}
      submit={submit}
      submitLabel={t('templates.save')}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2.5}>
        <TextField
          label={t('templates.form.name')}
          value={form.name}
          onChange={(event) => set('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name ?? t('templates.form.nameHint')}
          required
          slotProps={{ htmlInput: { maxLength: GIFT_CARD_NAME_MAX_LENGTH } }}
        />
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('templates.form.design')}
          </Typography>
          <Box
            role="radiogroup"
            aria-label={t('templates.form.design')}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
            }}
          >
            {GIFT_CARD_DESIGNS.map((design) => (
              <Box
                key={design}
                component="button"
                type="button"
                role="radio"
                aria-checked={form.image_id === null && form.design_key === design}
                onClick={() =>
                  setForm((current) => ({
                    ...current,
                    design_key: design,
                    image_id: null,
                    image_url: null,
                  }))
                }
                sx={{
                  p: 0.5,
                  border: 2,
                  borderRadius: 1.5,
                  cursor: 'pointer',
                  bgcolor: 'background.paper',
                  borderColor:
                    form.image_id === null && form.design_key === design
                      ? 'primary.main'
                      : 'divider',
                  font: 'inherit',
                }}
              >
                <GiftCardDesignPreview design={design} imageUrl={null} />
                <Typography variant="caption">{t(`designs.${design}`)}</Typography>
              </Box>
            ))}
            <Box
              component="label"
              sx={{
                p: 0.5,
                border: 2,
                borderRadius: 1.5,
                cursor: 'pointer',
                textAlign: 'center',
                borderColor: form.image_id !== null ? 'primary.main' : 'divider',
              }}
            >
              {form.image_url ? (
                <GiftCardDesignPreview design={form.design_key} imageUrl={form.image_url} />
              ) : (
                <Box
                  sx={{
                    aspectRatio: '1.6',
                    display: 'grid',
                    placeItems: 'center',
                    color: 'text.secondary',
                  }}
                >
                  <ImageOutlined />
                </Box>
              )}
              <Typography variant="caption">{t('templates.form.upload')}</Typography>
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                onChange={(event) => pickImage(event.target.files?.[0])}
              />
            </Box>
          </Box>
          {upload.isPending && (
            <LinearProgress variant="determinate" value={upload.progress * 100} sx={{ mt: 1 }} />
          )}
          {errors.image_id && <FormHelperText error>{errors.image_id}</FormHelperText>}
        </Box>
        <TextField
          label={t('templates.form.presets')}
          value={form.presets}
          onChange={(event) => set('presets', event.target.value)}
          error={Boolean(errors.preset_amounts)}
          helperText={errors.preset_amounts ?? t('templates.form.presetsHint')}
          slotProps={{ htmlInput: { maxLength: 120, inputMode: 'decimal' } }}
        />
        <Box>
          <FormControlLabel
            control={
              <Switch checked={form.free} onChange={(event) => set('free', event.target.checked)} />
            }
            label={t('templates.form.free')}
          />
          {form.free && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', mt: 1 }}>
              <TextField
                label={t('templates.form.freeMin')}
                value={form.free_min}
                onChange={(event) => set('free_min', event.target.value)}
                error={Boolean(errors.free_min)}
                helperText={errors.free_min}
                slotProps={{ htmlInput: { maxLength: 12, inputMode: 'decimal' } }}
              />
              <TextField
                label={t('templates.form.freeMax')}
                value={form.free_max}
                onChange={(event) => set('free_max', event.target.value)}
                error={Boolean(errors.free_max)}
                helperText={errors.free_max}
                slotProps={{ htmlInput: { maxLength: 12, inputMode: 'decimal' } }}
              />
            </Box>
          )}
        </Box>
        <TextField
          label={t('templates.form.validity')}
          value={form.validity_months}
          onChange={(event) => set('validity_months', event.target.value)}
          error={Boolean(errors.validity_months)}
          helperText={errors.validity_months}
          slotProps={{ htmlInput: { maxLength: 3, inputMode: 'numeric' } }}
          sx={{ maxWidth: 240 }}
        />
        {languageTexts}
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('templates.form.restaurants')}
          </Typography>
          {allRestaurants.map((item) => (
            <FormControlLabel
              key={item.id}
              sx={{ display: 'flex' }}
              control={
                <Checkbox
                  checked={form.restaurant_ids.includes(item.id)}
                  onChange={(event) =>
                    set(
                      'restaurant_ids',
                      event.target.checked
                        ? [...form.restaurant_ids, item.id]
                        : form.restaurant_ids.filter((id) => id !== item.id),
                    )
                  }
                />
              }
              label={item.name}
            />
          ))}
          {errors.restaurant_ids && <FormHelperText error>{errors.restaurant_ids}</FormHelperText>}
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={form.active}
              onChange={(event) => set('active', event.target.checked)}
            />
          }
          label={t('templates.form.active')}
        />
        {errors._ && (
          <Alert severity="error" role="alert">
            {errors._}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
