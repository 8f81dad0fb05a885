import {
  type Business,
  type BusinessUpdateBody,
  BusinessUpdateBodySchema,
} from '@coperto/shared/businesses/business.schemas';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../shared/forms/address-fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { SaveBar } from '../../../shared/forms/save-bar';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { useUpdateBusiness } from '../api/update-business';

type BusinessFormValues = Pick<Business, 'name' | 'vat_number' | 'tax_code' | 'address'>;

function formValuesOf(business: Business): BusinessFormValues {
  const { name, vat_number, tax_code, address } = business;
  return { name, vat_number, tax_code, address };
}

/**
 * The business's own details (spec §3): company name, VAT number and tax code (checked with
 * their official check digits, here and by the API), and the registered office. Read-only for
 * whoever may not update the business.
 */
export function BusinessDetailsForm({
  business,
  editable,
}: {
  business: Business;
  editable: boolean;
}) {
  const { t } = useTranslation('business');
  const save = useUpdateBusiness(business.id);
  const values = useMemo(() => formValuesOf(business), [business]);
  const { form, submit, saving, dirty, discard } = useServerForm<
    BusinessFormValues,
    BusinessUpdateBody
  >({
    schema: BusinessUpdateBodySchema,
    values,
    onSubmit: (body) => save.mutateAsync(body),
    successMessage: t('saved'),
  });
  const { control } = form;
  const readOnly = !editable;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={t('formLabel')}>
      <FormSection title={t('company.title')} description={t('company.description')}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            '& > :first-of-type': { gridColumn: { sm: '1 / -1' } },
          }}
        >
          <FormTextField
            name="name"
            control={control}
            label={t('fields.name')}
            helperText={t('hints.name')}
            autoComplete="organization"
            required={!readOnly}
            readOnly={readOnly}
          />
          <FormTextField
            name="vat_number"
            control={control}
            label={t('fields.vat_number')}
            helperText={t('hints.vat_number')}
            readOnly={readOnly}
            slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false, maxLength: 30 } }}
          />
          <FormTextField
            name="tax_code"
            control={control}
            label={t('fields.tax_code')}
            helperText={t('hints.tax_code')}
            readOnly={readOnly}
            slotProps={{
              htmlInput: {
                spellCheck: false,
                autoCapitalize: 'characters',
                maxLength: 30,
                style: { textTransform: 'uppercase' },
              },
            }}
          />
        </Box>
      </FormSection>
      <FormSection title={t('office.title')} description={t('office.description')}>
        <AddressFields name="address" control={control} readOnly={readOnly} />
      </FormSection>
      {editable && <SaveBar dirty={dirty} saving={saving} onDiscard={discard} />}
    </Stack>
  );
}
