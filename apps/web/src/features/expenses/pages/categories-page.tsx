import type { ExpenseCategory } from '@coperto/shared/expenses/expense.schemas';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useExpenseCategories, useSaveExpenseCategory } from '../api/expenses-api';
import { errorText, fieldErrorsOf } from '../lib/expense-errors';
import { useExpenseText } from '../lib/use-expense-text';

/** One category: its name, renamed in place, and whether new expenses may still use it. */
function CategoryRow({ category }: { category: ExpenseCategory }) {
  const { t } = useTranslation('expenses');
  const text = useExpenseText();
  const showAlert = useUiStore((state) => state.showAlert);
  const save = useSaveExpenseCategory();
  const shown = text.category(category);
  const [name, setName] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const renamed = name.trim() !== '' && name.trim() !== shown;

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renamed) return;
    setError(null);
    save.mutate(
      { id: category.id, name: name.trim() },
      {
        onSuccess: (saved) => showAlert(t('categoryList.renamed', { name: saved.name }), 'success'),
        onError: (failure) => setError(fieldErrorsOf(t, failure).name ?? errorText(t, failure)),
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={rename}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        size="small"
        label={t('categoryList.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error !== null}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { maxLength: 60 } }}
        sx={{ flex: '1 1 200px' }}
      />
      <Button type="submit" variant="outlined" disabled={!renamed || save.isPending}>
        {t('categoryList.rename')}
      </Button>
      <FormControlLabel
        sx={{ ml: 0, minHeight: 40 }}
        control={
          <Switch
            checked={category.active}
            disabled={save.isPending}
            onChange={(_event, active) =>
              save.mutate(
                { id: category.id, active },
                { onError: (failure) => showAlert(errorText(t, failure), 'error') },
              )
            }
          />
        }
        label={category.active ? t('categoryList.active') : t('categoryList.inactive')}
      />
    </Box>
  );
}

/**
 * /dashboard/expenses/categories: the business's expense categories are data (decision 074) —
 * the seven to start with renamed, the business's own added, and those no longer used switched
 * off (their expenses keep them; new ones cannot pick them).
 */
export function CategoriesPage() {
  const { t } = useTranslation('expenses');
  const showAlert = useUiStore((state) => state.showAlert);
  const categories = useExpenseCategories();
  const save = useSaveExpenseCategory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    setError(null);
    save.mutate(
      { id: null, name: name.trim() },
      {
        onSuccess: (saved) => {
          setName('');
          showAlert(t('categoryList.added', { name: saved.name }), 'success');
        },
        onError: (failure) => setError(fieldErrorsOf(t, failure).name ?? errorText(t, failure)),
      },
    );
  };

  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
      >
        {t('categoryList.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('categoryList.description')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box
          component="form"
          onSubmit={add}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            label={t('categoryList.newName')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== null}
            helperText={error ?? undefined}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            sx={{ flex: '1 1 200px' }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddOutlined />}
            disabled={name.trim() === '' || save.isPending}
          >
            {t('categoryList.add')}
          </Button>
        </Box>
      </Paper>
      {categories.isError ? (
        <Typography color="error" role="alert">
          {t('errors.failed')}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {categories.data?.items.map((category) => (
              <li key={category.id}>
                <CategoryRow category={category} />
              </li>
            ))}
          </Stack>
        </Paper>
      )}
    </>
  );
}
