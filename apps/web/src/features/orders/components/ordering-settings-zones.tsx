import { MAX_DELIVERY_ZONES } from '@coperto/shared/orders/order.constants';
import type { OrderingSettingsBody } from '@coperto/shared/orders/order.schemas';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, type FieldError, useController, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyField } from '../../../shared/forms/form-money-field';
import { FormSection } from '../../../shared/forms/form-section';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { parsePostcodes } from '../lib/ordering-settings-rules';

type SettingsControl = Control<OrderingSettingsBody, unknown, OrderingSettingsBody>;

/** The delivery zones: each its name, postcodes, fee and minimum order; added and removed here. */
export function DeliveryZonesFields({
  control,
  readOnly,
}: {
  control: SettingsControl;
  readOnly: boolean;
}) {
  const { t } = useTranslation('orders-admin');
  const zones = useFieldArray({ control, name: 'delivery_zones' });
  const { fieldState } = useController({ control, name: 'delivery_zones' });
  const error = fieldState.error as (FieldError & { root?: FieldError }) | undefined;
  // The array's own error: the server's (on the array) or the schema's refinement (its root).
  const zonesError = error?.message ?? error?.root?.message;
  const duplicated = error?.root?.type === 'custom' || error?.type === 'custom';

  return (
    <FormSection title={t('settings.zones.title')} description={t('settings.zones.hint')}>
      {zones.fields.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          {t('settings.zones.none')}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {zones.fields.map((zone, index) => (
          <Paper
            key={zone.id}
            variant="outlined"
            component="fieldset"
            aria-label={t('settings.zones.zone', { number: index + 1 })}
            sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, m: 0, minWidth: 0 }}
          >
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                // On a phone: name and bin, the postcodes, then fee and minimum side by side.
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr) minmax(0, 1fr) auto',
                  md: 'minmax(0, 1.2fr) minmax(0, 2fr) minmax(0, 0.8fr) minmax(0, 0.8fr) auto',
                },
                alignItems: 'start',
              }}
            >
              <Box sx={{ gridColumn: { xs: '1 / 3', md: 'auto' } }}>
                <FormTextField
                  name={`delivery_zones.${index}.name`}
                  control={control}
                  size="small"
                  readOnly={readOnly}
                  label={t('settings.zones.name')}
                />
              </Box>
              <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                <PostcodesField control={control} index={index} readOnly={readOnly} />
              </Box>
              <FormMoneyField
                name={`delivery_zones.${index}.fee`}
                control={control}
                size="small"
                label={t('settings.zones.fee')}
                slotProps={readOnly ? { input: { readOnly: true } } : undefined}
              />
              <FormMoneyField
                name={`delivery_zones.${index}.min_order`}
                control={control}
                size="small"
                label={t('settings.zones.minOrder')}
                sx={{ gridColumn: { xs: '2 / -1', md: 'auto' } }}
                slotProps={readOnly ? { input: { readOnly: true } } : undefined}
              />
              {!readOnly && (
                <Box sx={{ gridColumn: { xs: '3', md: 'auto' }, gridRow: { xs: '1', md: 'auto' } }}>
                  <IconButton
                    onClick={() => zones.remove(index)}
                    aria-label={t('settings.zones.remove', {
                      name: zone.name || t('settings.zones.zone', { number: index + 1 }),
                    })}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Box>
              )}
            </Box>
          </Paper>
        ))}
      </Stack>
      {!readOnly && (
        <Button
          variant="outlined"
          startIcon={<AddLocationAltOutlined />}
          disabled={zones.fields.length >= MAX_DELIVERY_ZONES}
          onClick={() =>
            zones.append(
              { name: '', postcodes: [], fee: 0, min_order: 0 },
              { shouldFocus: true, focusName: `delivery_zones.${zones.fields.length}.name` },
            )
          }
          sx={{ mt: 1.5 }}
        >
          {t('settings.zones.add')}
        </Button>
      )}
      {zonesError && (
        <FormHelperText error sx={{ mt: 1.5 }} role="alert">
          {duplicated ? t('settings.zones.duplicate') : zonesError}
        </FormHelperText>
      )}
    </FormSection>
  );
}

/**
 * A zone's postcodes typed as one line ("00184, 00185"), kept in the form as a list. What is
 * typed stays as typed while the field has the focus; leaving it shows the list cleaned up.
 */
function PostcodesField({
  control,
  index,
  readOnly,
}: {
  control: SettingsControl;
  index: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation('orders-admin');
  const { field, fieldState } = useController({
    control,
    name: `delivery_zones.${index}.postcodes`,
  });
  const [typed, setTyped] = useState<string | null>(null);
  const postcodes: string[] = field.value ?? [];
  const error = fieldState.error as (FieldError & Record<number, FieldError>) | undefined;
  // One bad postcode is an error on its item (`postcodes.2`); an empty list is on the list.
  const badOne = postcodes.find((_code, position) => error?.[position]);
  const message = error
    ? badOne !== undefined
      ? t('settings.zones.badPostcode', { postcode: badOne })
      : (error.message ?? t('settings.zones.postcodesMissing'))
    : undefined;
  return (
    <TextField
      size="small"
      fullWidth
      name={field.name}
      inputRef={field.ref}
      label={t('settings.zones.postcodes')}
      // Every postcode in sight, however many: the field grows a line at a time.
      multiline
      maxRows={6}
      value={typed ?? postcodes.join(', ')}
      onChange={(event) => {
        setTyped(event.target.value);
        field.onChange(parsePostcodes(event.target.value));
      }}
      onBlur={() => {
        setTyped(null);
        field.onBlur();
      }}
      error={Boolean(message)}
      helperText={message ?? (readOnly ? undefined : t('settings.zones.postcodesHint'))}
      slotProps={{ htmlInput: { inputMode: 'numeric', readOnly } }}
    />
  );
}
