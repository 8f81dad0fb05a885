import { EXPENSE_STATUSES } from '@coperto/shared/expenses/expense.constants';
import type { Expense, ExpenseList } from '@coperto/shared/expenses/expense.schemas';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/lib/dates';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { useUiStore } from '../../../shared/stores/ui-store';
import { DataList } from '../../../shared/ui/data-list/data-list';
import type { DataColumn } from '../../../shared/ui/data-list/data-table';
import { ListSearchField } from '../../../shared/ui/data-list/list-search-field';
import {
  type ListStateApi,
  listQueryParams,
  useListState,
} from '../../../shared/ui/data-list/use-list-state';
import {
  downloadExpenseInvoice,
  exportExpenses,
  useBusinessRestaurants,
  useExpenseCategories,
  useExpensesList,
  useMarkExpensePaid,
  useSupplierOptions,
} from '../api/expenses-api';
import { ExpenseFormDialog } from '../components/expense-form-dialog';
import { ExpenseStatusChip } from '../components/expense-status-chip';
import { errorText } from '../lib/expense-errors';
import { type ExpenseText, useExpenseText } from '../lib/use-expense-text';

export const EXPENSES_LIST_NAME = 'expenses';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type Editing = { expense: Expense | null } | null;

/** /dashboard/expenses: the year's invoices, filtered, totalled, paid and exported. */
export function ExpensesListPage() {
  const { t } = useTranslation('expenses');
  const text = useExpenseText();
  const user = useSignedInUser();
  const showAlert = useUiStore((state) => state.showAlert);
  const list = useListState(EXPENSES_LIST_NAME, {
    orderByColumn: 'date_created',
    orderByType: 'desc',
  });
  const query = listQueryParams(list);
  const expenses = useExpensesList(query);
  const markPaid = useMarkExpensePaid();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const [editing, setEditing] = useState<Editing>(null);
  const filtered =
    list.search.trim() !== '' || Object.values(list.filters).some((v) => v !== undefined);
  const emptyState = filtered
    ? {
        title: t('list.noMatch.title'),
        text: t('list.noMatch.text'),
        action: { label: t('list.noMatch.action'), onClick: list.reset },
      }
    : { title: t('list.empty.title'), text: t('list.empty.text') };

  const pay = async (expense: Expense) => {
    try {
      await markPaid.mutateAsync({ id: expense.id, paidOn: todayIn('Europe/Rome') });
      showAlert(t('list.markedPaid', { supplier: expense.supplier_name }), 'success');
    } catch (error) {
      showAlert(errorText(t, error), 'error');
    }
  };
  const download = async (expense: Expense) => {
    try {
      await downloadExpenseInvoice(expense.id);
    } catch (error) {
      showAlert(errorText(t, error), 'error');
    }
  };

  const columns: DataColumn<Expense>[] = [
    ...(wide
      ? [
          {
            key: 'date_created',
            header: t('list.columns.date'),
            sortBy: true as const,
            minWidth: 110,
            render: (e: Expense) => (
              <span style={{ whiteSpace: 'nowrap' }}>{text.day(e.date_created)}</span>
            ),
          },
        ]
      : []),
    {
      key: 'supplier',
      header: t('list.columns.supplier'),
      minWidth: 180,
      render: (e) => (
        <Box sx={{ minWidth: 0, maxWidth: { xs: 220, lg: 300, xl: 420 } }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {e.supplier_name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {[
              !wide && text.day(e.date_created),
              e.invoice_number && t('list.invoiceNo', { number: e.invoice_number }),
              e.description,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'category',
      header: t('list.columns.category'),
      render: (e) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {text.expenseCategory(e)}
            {e.is_extra ? ` · ${t('list.extra')}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {e.restaurant_name}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'expiry_date',
      header: t('list.columns.due'),
      sortBy: true,
      minWidth: 130,
      render: (e) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <ExpenseStatusChip status={e.status} />
          <Typography variant="caption" color="text.secondary" noWrap>
            {e.paid_on
              ? t('list.paidOn', { day: text.day(e.paid_on) })
              : e.expiry_date
                ? t('list.dueOn', { day: text.day(e.expiry_date) })
                : ''}
          </Typography>
        </Stack>
      ),
    },
    {
      key: 'amount_gross',
      header: t('list.columns.gross'),
      sortBy: true,
      align: 'right',
      render: (e) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {text.money(e.amount_gross)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {t('list.vatShort', { vat: text.money(e.amount_vat) })}
          </Typography>
        </>
      ),
    },
    {
      key: 'actions',
      header: (
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {t('list.columns.actions')}
        </Box>
      ),
      align: 'right',
      render: (e) => (
        <RowActions
          expense={e}
          onPay={pay}
          onDownload={download}
          busy={markPaid.isPending}
          compact={!wide}
        />
      ),
    },
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 2 }}
      >
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            {t('list.title')}
          </Typography>
          <Typography color="text.secondary">{t('list.description')}</Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            onClick={() =>
              void exportExpenses({
                ...query,
                language: text.language === 'it' ? 'it' : 'en',
              }).catch((error: unknown) => showAlert(errorText(t, error), 'error'))
            }
          >
            {t('list.export')}
          </Button>
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setEditing({ expense: null })}
          >
            {t('list.create')}
          </Button>
        </Stack>
      </Stack>
      <ExpensesFilters list={list} range={expenses.data} />
      {expenses.data && <Totals data={expenses.data} text={text} />}
      <DataList
        list={list}
        label={t('list.title')}
        columns={columns}
        rows={expenses.data?.items}
        total={expenses.data?.total ?? 0}
        rowId={(e) => e.id}
        loading={expenses.isFetching}
        onOpen={(e) => setEditing({ expense: e })}
        emptyState={emptyState}
        phoneRow={{
          openLabel: (e) => t('list.open', { supplier: e.supplier_name }),
          renderMain: (e) => (
            <>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {e.supplier_name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {text.day(e.date_created)} · {text.expenseCategory(e)}
              </Typography>
              <Box sx={{ mt: 0.5 }}>
                <ExpenseStatusChip status={e.status} />
              </Box>
            </>
          ),
          renderAside: (e) => (
            <>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {text.money(e.amount_gross)}
              </Typography>
              {!e.paid && (
                <Button size="small" onClick={() => pay(e)}>
                  {t('list.markPaid')}
                </Button>
              )}
            </>
          ),
        }}
      />
      {expenses.isError && (
        <Typography color="error" sx={{ mt: 2 }} role="alert">
          {t('errors.failed')}
        </Typography>
      )}
      {editing && (
        <ExpenseFormDialog
          expense={editing.expense}
          restaurantId={user?.restaurant?.id ?? null}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            showAlert(t('form.saved', { supplier: saved.supplier_name }), 'success');
          }}
        />
      )}
    </>
  );
}

function RowActions({
  expense,
  onPay,
  onDownload,
  busy,
  compact,
}: {
  compact: boolean;
  expense: Expense;
  onPay(e: Expense): void;
  onDownload(e: Expense): void;
  busy: boolean;
}) {
  const { t } = useTranslation('expenses');
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
      onClick={(event) => event.stopPropagation()}
    >
      {expense.invoice_file && (
        <Tooltip title={t('list.downloadFile', { name: expense.invoice_file.name })}>
          <IconButton
            size="small"
            aria-label={t('list.downloadFile', { name: expense.invoice_file.name })}
            onClick={() => onDownload(expense)}
          >
            <AttachFileOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {!expense.paid &&
        (compact ? (
          <Tooltip title={t('list.markPaid')}>
            <IconButton
              size="small"
              color="primary"
              disabled={busy}
              onClick={() => onPay(expense)}
              aria-label={t('list.markPaidOf', { supplier: expense.supplier_name })}
            >
              <TaskAltOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => onPay(expense)}
            aria-label={t('list.markPaidOf', { supplier: expense.supplier_name })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('list.markPaid')}
          </Button>
        ))}
    </Stack>
  );
}

/** The totals of what the filters find: net, VAT, gross and what is still to pay. */
function Totals({ data, text }: { data: ExpenseList; text: ExpenseText }) {
  const { t } = useTranslation('expenses');
  const figures = [
    { key: 'net', value: data.totals.amount },
    { key: 'vat', value: data.totals.amount_vat },
    { key: 'gross', value: data.totals.amount_gross },
    { key: 'unpaid', value: data.totals.unpaid_gross },
  ] as const;
  return (
    <Box
      component="section"
      aria-label={t('totals.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 2,
      }}
    >
      {figures.map((f) => (
        <Paper
          key={f.key}
          variant="outlined"
          sx={{
            p: 1.5,
            borderRadius: 2,
            bgcolor: f.key === 'unpaid' && f.value > 0 ? 'warning.light' : undefined,
          }}
        >
          <Typography variant="caption" color="text.secondary" component="p">
            {t(`totals.${f.key}`)}
          </Typography>
          <Typography
            component="p"
            sx={{ fontWeight: 800, fontSize: { xs: '1.1rem', sm: '1.35rem' } }}
            noWrap
            data-total={f.key}
          >
            {text.money(f.value)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** Search, supplier, category, restaurant, state and the range (the year by default). */
function ExpensesFilters({ list, range }: { list: ListStateApi; range?: ExpenseList }) {
  const { t } = useTranslation('expenses');
  const text = useExpenseText();
  const suppliers = useSupplierOptions();
  const categories = useExpenseCategories();
  const restaurants = useBusinessRestaurants();
  const select = (name: string, label: string, options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={String(list.filters[name] ?? '')}
      onChange={(event) => list.setFilter(name, event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t('list.filters.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const day = (name: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={String(list.filters[name] ?? range?.[name] ?? '')}
      onChange={(event) => list.setFilter(name, event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr 1fr',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
        gap: 1.5,
        mb: 2,
        '& .MuiTextField-root': { minWidth: 0 },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: '1 / -1', lg: 'span 2' } },
      }}
    >
      <ListSearchField list={list} label={t('list.filters.search')} />
      {select(
        'supplier_id',
        t('list.filters.supplier'),
        (suppliers.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name })),
      )}
      {select(
        'category_id',
        t('list.filters.category'),
        (categories.data?.items ?? []).map((c) => ({
          value: String(c.id),
          label: text.category(c),
        })),
      )}
      {select(
        'restaurant_id',
        t('list.filters.restaurant'),
        (restaurants.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
      )}
      {select(
        'status',
        t('list.filters.status'),
        EXPENSE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
      )}
      {day('from', t('list.filters.from'))}
      {day('to', t('list.filters.to'))}
    </Box>
  );
}
