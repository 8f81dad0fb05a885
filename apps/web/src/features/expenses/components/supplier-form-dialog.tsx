import type { Supplier } from '@coperto/shared/expenses/supplier.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useSaveSupplier } from '../api/expenses-api';
import { errorText, fieldErrorsOf } from '../lib/expense-errors';

const FIELDS = [
  'name',
  'vat_number',
  'tax_code',
  'phone_number',
  'email',
  'iban',
  'address',
  'description',
  'notes',
] as const;
type SupplierValues = Record<(typeof FIELDS)[number], string>;

const LIMITS: Record<(typeof FIELDS)[number], number> = {
  name: 120,
  vat_number: 30,
  tax_code: 30,
  phone_number: 40,
  email: 254,
  iban: 50,
  address: 300,
  description: 500,
  notes: 2000,
};

/**
 * Adds or changes a supplier. The server checks the VAT number's and the IBAN's check digits
 * and answers which field is wrong: that field lights up with its reason.
 */
export function SupplierFormDialog({
  supplier,
  onClose,
  onSaved,
}: {
  supplier: Supplier | null;
  onClose(): void;
  onSaved(supplier: Supplier): void;
}) {
  const { t } = useTranslation('expenses');
  const start = Object.fromEntries(
    FIELDS.map((field) => [field, supplier?.[field] ?? '']),
  ) as SupplierValues;
  const [values, setValues] = useState<SupplierValues>(start);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSupplier();
  const dirty = JSON.stringify(values) !== JSON.stringify(start);

  const submit = async (event?: React.BaseSyntheticEvent) => {
    event?.preventDefault();
    setProblem(null);
    if (values.name.trim() === '') {
      setFieldErrors({ name: t('supplierForm.nameRequired') });
      return;
    }
    setFieldErrors({});
    try {
      const saved = await save.mutateAsync(
        supplier ? { id: supplier.id, body: values } : { id: null, body: values },
      );
      onSaved(saved);
    } catch (error) {
      setFieldErrors(fieldErrorsOf(t, error));
      setProblem(errorText(t, error));
    }
  };

  const field = (name: (typeof FIELDS)[number], extra: object = {}) => (
    <TextField
      key={name}
      label={t(`supplierForm.${name}`)}
      value={values[name]}
      onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
      error={fieldErrors[name] !== undefined}
      helperText={fieldErrors[name]}
      slotProps={{ htmlInput: { maxLength: LIMITS[name] } }}
      {...extra}
    />
  );

  return (
    <FormDialog
      title={supplier ? t('supplierForm.editTitle') : t('supplierForm.newTitle')}
      dirty={dirty}
      saving={save.isPending}
      submit={submit}
      submitLabel={t('form.save')}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {field('name', { required: true, autoFocus: !supplier })}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            '& .MuiTextField-root': { minWidth: 0 },
          }}
        >
          {field('vat_number')}
          {field('tax_code')}
          {field('phone_number', { type: 'tel' })}
          {field('email', { type: 'email' })}
        </Box>
        {field('iban')}
        {field('address')}
        {field('description', { multiline: true })}
        {field('notes', { multiline: true, minRows: 2 })}
      </Stack>
    </FormDialog>
  );
}
