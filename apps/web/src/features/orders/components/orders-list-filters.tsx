import type { PaymentMethod } from '@coperto/shared/orders/order.schemas';
import { ORDER_STATUSES, ORDER_TYPES } from '@coperto/shared/orders/order-states';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { ListSearchField } from '../../../shared/ui/data-list/list-search-field';
import type { ListStateApi } from '../../../shared/ui/data-list/use-list-state';
import { exportOrders } from '../api/get-orders-list';
import type { OrderText } from '../lib/use-order-text';

// The orders list's controls above its table: filters, the range's totals, the CSV export.

const PAYMENT_METHODS = ['at_restaurant', 'card'] as const satisfies readonly PaymentMethod[];

/** Dates, state, type, payment and the search: each change starts again from page 1. */
export function OrdersListFilters({ list, today }: { list: ListStateApi; today: string }) {
  const { t } = useTranslation(['orders-admin', 'orders']);
  const from = String(list.filters.from ?? today);
  const to = String(list.filters.to ?? today);
  const select = (
    name: string,
    label: string,
    options: { value: string; label: string }[],
    sx: object,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={String(list.filters[name] ?? '')}
      onChange={(event) => list.setFilter(name, event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={sx}
    >
      <MenuItem value="">{t('list.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  // Twelve columns: the search and the dates on a row, the three choices on the next; on a
  // phone two by two. Each field wide enough for its longest value ("Paga al ristorante").
  const span = (xs: number, sm: number, md: number) => ({
    gridColumn: { xs: `span ${xs}`, sm: `span ${sm}`, md: `span ${md}` },
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
        '& > *': { minWidth: 0 },
      }}
    >
      <Box sx={{ ...span(12, 12, 6), display: 'grid' }}>
        <ListSearchField list={list} label={t('list.filters.search')} />
      </Box>
      <TextField
        type="date"
        size="small"
        label={t('list.filters.from')}
        sx={span(6, 4, 3)}
        value={from}
        onChange={(event) => {
          const value = event.target.value || today;
          list.setFilter('from', value);
          // A start after the end moves the end along: the range never runs backwards.
          if (value > to) list.setFilter('to', value);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('list.filters.to')}
        sx={span(6, 4, 3)}
        value={to}
        onChange={(event) => {
          const value = event.target.value || today;
          list.setFilter('to', value);
          if (value < from) list.setFilter('from', value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {select(
        'status',
        t('list.filters.status'),
        ORDER_STATUSES.map((status) => ({ value: status, label: t(`statusOne.${status}`) })),
        span(6, 4, 4),
      )}
      {select(
        'type',
        t('list.filters.type'),
        ORDER_TYPES.map((type) => ({ value: type, label: t(`orders:type.${type}`) })),
        span(6, 6, 4),
      )}
      {select(
        'payment_method',
        t('list.filters.payment'),
        PAYMENT_METHODS.map((method) => ({ value: method, label: t(`orders:payment.${method}`) })),
        span(12, 6, 4),
      )}
    </Box>
  );
}

/** What the whole filtered range adds up to, not only the page on screen. */
export function RangeTotals({
  loading,
  count,
  total,
  text,
}: {
  loading: boolean;
  count: number;
  total: number;
  text: OrderText;
}) {
  const { t } = useTranslation('orders-admin');
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label={t('list.totals.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 2, sm: 4 },
        px: 2,
        py: 1.5,
        mb: 2,
        borderRadius: 2,
        bgcolor: 'grey.50',
      }}
    >
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('list.totals.count')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {loading ? '—' : count}
        </Typography>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('list.totals.total')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {loading ? '—' : text.money(total)}
        </Typography>
      </Box>
    </Paper>
  );
}

/** The filtered range as a CSV file, saved under the name the server gives it. */
export function ExportButton({
  query,
  language,
}: {
  query: Parameters<typeof exportOrders>[0];
  language: string;
}) {
  const { t } = useTranslation('orders-admin');
  const showAlert = useUiStore((state) => state.showAlert);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportOrders(query, language);
    } catch (error) {
      showAlert(
        error instanceof ApiRequestError && error.code === 'RULE_BROKEN'
          ? t('list.export.tooMany')
          : t('list.export.failed'),
        'error',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void run()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <FileDownloadOutlined />}
      sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
    >
      {t('list.export.button')}
    </Button>
  );
}
