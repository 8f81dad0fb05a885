import {
  EXPENSE_FILE_MAX_BYTES,
  EXPENSE_FILE_TYPES,
} from '@coperto/shared/expenses/expense.constants';
import type { Expense } from '@coperto/shared/expenses/expense.schemas';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/lib/dates';
import { FormDialog } from '../../../shared/ui/form-dialog';
import {
  useBusinessRestaurants,
  useExpenseCategories,
  useSaveExpense,
  useSupplierOptions,
  useUploadExpenseInvoice,
  useVatRates,
} from '../api/expenses-api';
import { errorText, fieldErrorsOf } from '../lib/expense-errors';
import { bodyOf, type ExpenseFormValues, followAmounts, initialValues } from '../lib/expense-form';
import { useExpenseText } from '../lib/use-expense-text';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  '& .MuiTextField-root': { minWidth: 0 },
} as const;

/**
 * Records or changes a supplier's invoice: who, which restaurant, what, the three amounts that
 * follow each other as they are typed (the server checks them to the cent), due and paid days,
 * and the invoice's PDF or photo, uploaded once the expense is saved.
 */
export function ExpenseFormDialog({
  expense,
  restaurantId,
  onClose,
  onSaved,
}: {
  expense: Expense | null;
  restaurantId: number | null;
  onClose(): void;
  onSaved(expense: Expense): void;
}) {
  const { t } = useTranslation('expenses');
  const text = useExpenseText();
  const today = todayIn('Europe/Rome');
  const start = useMemo(
    () => initialValues(expense, { restaurantId, today, language: text.language }),
    [expense, restaurantId, today, text.language],
  );
  const [values, setValues] = useState<ExpenseFormValues>(start);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const restaurants = useBusinessRestaurants();
  const suppliers = useSupplierOptions();
  const categories = useExpenseCategories();
  const rates = useVatRates();
  const save = useSaveExpense();
  const upload = useUploadExpenseInvoice();
  const dirty = file !== null || JSON.stringify(values) !== JSON.stringify(start);
  const rateBp = (code: string) => {
    const rate = rates.data?.items.find((r) => r.code === code);
    return rate ? Math.round(rate.rate * 100) : null;
  };

  const set = <K extends keyof ExpenseFormValues>(key: K, value: ExpenseFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setAmount = (key: 'amount' | 'amount_vat' | 'amount_gross', value: string) =>
    setValues((current) => ({
      ...current,
      ...followAmounts(
        { ...current, [key]: value },
        key,
        rateBp(current.vat_rate_code),
        text.language,
      ),
    }));
  const setRate = (code: string) =>
    setValues((current) => ({
      ...current,
      vat_rate_code: code,
      ...followAmounts(current, 'rate', rateBp(code), text.language),
    }));

  const pickFile = (picked: File | null) => {
    setFileProblem(null);
    if (!picked) return setFile(null);
    if (!(EXPENSE_FILE_TYPES as readonly string[]).includes(picked.type)) {
      setFileProblem(t('form.fileType'));
      return setFile(null);
    }
    if (picked.size > EXPENSE_FILE_MAX_BYTES) {
      setFileProblem(t('form.fileTooLarge'));
      return setFile(null);
    }
    setFile(picked);
  };

  const submit = async (event?: React.BaseSyntheticEvent) => {
    event?.preventDefault();
    setProblem(null);
    const local: Record<string, string> = {};
    if (!values.supplier_id) local.supplier_id = t('form.required');
    if (!values.category_id) local.category_id = t('form.required');
    if (!values.restaurant_id) local.restaurant_id = t('form.required');
    if (!values.amount_gross && !values.amount) local.amount_gross = t('form.amountNeeded');
    setFieldErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const body = bodyOf(values);
      let saved = await save.mutateAsync(expense ? { id: expense.id, body } : { id: null, body });
      if (file) saved = await upload.mutateAsync({ id: saved.id, file });
      onSaved(saved);
    } catch (error) {
      setFieldErrors(fieldErrorsOf(t, error));
      setProblem(errorText(t, error));
    }
  };

  const err = (name: string) => ({
    error: fieldErrors[name] !== undefined,
    helperText: fieldErrors[name],
  });

  return (
    <FormDialog
      title={expense ? t('form.editTitle') : t('form.newTitle')}
      dirty={dirty}
      saving={save.isPending || upload.isPending}
      submit={submit}
      submitLabel={t('form.save')}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Box sx={GRID}>
          <TextField
            select
            required
            label={t('form.supplier')}
            value={values.supplier_id}
            onChange={(e) => set('supplier_id', e.target.value)}
            {...err('supplier_id')}
          >
            {(suppliers.data?.items ?? []).map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            required
            label={t('form.restaurant')}
            value={values.restaurant_id}
            onChange={(e) => set('restaurant_id', e.target.value)}
            {...err('restaurant_id')}
            {...(fieldErrors.business_id && {
              error: true,
              helperText: fieldErrors.business_id,
            })}
          >
            {(restaurants.data ?? []).map((r) => (
              <MenuItem key={r.id} value={String(r.id)}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            required
            label={t('form.category')}
            value={values.category_id}
            onChange={(e) => set('category_id', e.target.value)}
            {...err('category_id')}
          >
            {(categories.data?.items ?? [])
              .filter((c) => c.active || String(c.id) === values.category_id)
              .map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {text.category(c)}
                </MenuItem>
              ))}
          </TextField>
          <TextField
            label={t('form.invoiceNumber')}
            value={values.invoice_number}
            onChange={(e) => set('invoice_number', e.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            {...err('invoice_number')}
          />
        </Box>
        <TextField
          label={t('form.description')}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          multiline
          minRows={1}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          {...err('description')}
        />
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {t('form.amounts')}
        </Typography>
        <Box
          sx={{
            ...GRID,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <TextField
            label={t('form.net')}
            value={values.amount}
            onChange={(e) => setAmount('amount', e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...err('amount')}
          />
          <TextField
            select
            label={t('form.vatRate')}
            value={values.vat_rate_code}
            onChange={(e) => setRate(e.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            {...err('vat_rate_code')}
          >
            {(rates.data?.items ?? []).map((r) => (
              <MenuItem key={r.code} value={r.code}>
                {text.rate(r.rate)}
                {r.nature ? ` (${r.nature})` : ''}
              </MenuItem>
            ))}
            <MenuItem value="">{t('form.mixedRates')}</MenuItem>
          </TextField>
          <TextField
            label={t('form.vat')}
            value={values.amount_vat}
            onChange={(e) => setAmount('amount_vat', e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...err('amount_vat')}
          />
          <TextField
            required
            label={t('form.gross')}
            value={values.amount_gross}
            onChange={(e) => setAmount('amount_gross', e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...err('amount_gross')}
          />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('form.amountsHelp')}
        </Typography>
        <Box sx={{ ...GRID, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <TextField
            type="date"
            required
            label={t('form.date')}
            value={values.date_created}
            onChange={(e) => set('date_created', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            {...err('date_created')}
          />
          <TextField
            type="date"
            label={t('form.due')}
            value={values.expiry_date}
            onChange={(e) => set('expiry_date', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            {...err('expiry_date')}
          />
          {values.paid && (
            <TextField
              type="date"
              label={t('form.paidOn')}
              value={values.paid_on}
              onChange={(e) => set('paid_on', e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              {...err('paid_on')}
            />
          )}
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
          <FormControlLabel
            control={
              <Switch checked={values.paid} onChange={(e) => set('paid', e.target.checked)} />
            }
            label={t('form.paid')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.is_extra}
                onChange={(e) => set('is_extra', e.target.checked)}
              />
            }
            label={t('form.isExtra')}
          />
        </Stack>
        <Box>
          <Button component="label" variant="outlined" startIcon={<AttachFileOutlined />}>
            {expense?.invoice_file || file ? t('form.replaceFile') : t('form.attachFile')}
            <input
              hidden
              type="file"
              aria-label={t('form.attachFile')}
              accept={EXPENSE_FILE_TYPES.join(',')}
              onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {file
              ? t('form.fileChosen', { name: file.name })
              : expense?.invoice_file
                ? t('form.fileAttached', { name: expense.invoice_file.name })
                : t('form.fileHelp')}
          </Typography>
          {(fileProblem || fieldErrors.file) && (
            <Typography variant="body2" color="error" role="alert">
              {fileProblem ?? fieldErrors.file}
            </Typography>
          )}
        </Box>
      </Stack>
    </FormDialog>
  );
}
