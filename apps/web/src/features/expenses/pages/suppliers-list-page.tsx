import type { Supplier, SupplierListItem } from '@coperto/shared/expenses/supplier.schemas';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { DataList } from '../../../shared/ui/data-list/data-list';
import type { DataColumn } from '../../../shared/ui/data-list/data-table';
import { ListSearchField } from '../../../shared/ui/data-list/list-search-field';
import { listQueryParams, useListState } from '../../../shared/ui/data-list/use-list-state';
import { useSuppliersList } from '../api/expenses-api';
import { SupplierFormDialog } from '../components/supplier-form-dialog';
import { useExpenseText } from '../lib/use-expense-text';

export const SUPPLIERS_LIST_NAME = 'suppliers';

/** /dashboard/expenses/suppliers: the business's suppliers, what the year's invoices add up to. */
export function SuppliersListPage() {
  const { t } = useTranslation('expenses');
  const text = useExpenseText();
  const showAlert = useUiStore((state) => state.showAlert);
  const list = useListState(SUPPLIERS_LIST_NAME, { orderByColumn: 'name', orderByType: 'asc' });
  const suppliers = useSuppliersList(listQueryParams(list));
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [editing, setEditing] = useState<{ supplier: Supplier | null } | null>(null);
  const filtered = list.search.trim() !== '';
  const year = suppliers.data?.from.slice(0, 4) ?? '';

  const columns: DataColumn<SupplierListItem>[] = [
    {
      key: 'name',
      header: t('suppliers.columns.name'),
      sortBy: true,
      minWidth: 180,
      render: (s) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {s.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {s.description || s.address}
          </Typography>
        </Box>
      ),
    },
    ...(wide
      ? [
          {
            key: 'vat_number',
            header: t('suppliers.columns.vatNumber'),
            render: (s: SupplierListItem) => (
              <span style={{ fontFamily: 'monospace' }}>{s.vat_number}</span>
            ),
          },
          {
            key: 'contact',
            header: t('suppliers.columns.contact'),
            render: (s: SupplierListItem) => (
              <>
                <Typography variant="body2" noWrap>
                  {s.phone_number}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" noWrap>
                  {s.email}
                </Typography>
              </>
            ),
          },
        ]
      : []),
    {
      key: 'total_gross',
      header: t('suppliers.columns.total', { year }),
      sortBy: true,
      align: 'right',
      render: (s) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {text.money(s.totals.total_gross)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {t('suppliers.invoices', { count: s.totals.expenses_count })}
          </Typography>
        </>
      ),
    },
    {
      key: 'unpaid',
      header: t('suppliers.columns.unpaid'),
      align: 'right',
      render: (s) => (
        <Typography
          variant="body2"
          color={s.totals.unpaid_gross > 0 ? 'warning.dark' : 'text.secondary'}
          sx={{ whiteSpace: 'nowrap', fontWeight: s.totals.unpaid_gross > 0 ? 700 : 400 }}
        >
          {text.money(s.totals.unpaid_gross)}
        </Typography>
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
            {t('suppliers.title')}
          </Typography>
          <Typography color="text.secondary">{t('suppliers.description')}</Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setEditing({ supplier: null })}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'auto' } }}
        >
          {t('suppliers.create')}
        </Button>
      </Stack>
      <Box sx={{ mb: 2, maxWidth: 480 }}>
        <ListSearchField list={list} label={t('suppliers.search')} />
      </Box>
      <DataList
        list={list}
        label={t('suppliers.title')}
        columns={columns}
        rows={suppliers.data?.items}
        total={suppliers.data?.total ?? 0}
        rowId={(s) => s.id}
        loading={suppliers.isFetching}
        onOpen={(s) => setEditing({ supplier: s })}
        phoneRow={{
          openLabel: (s) => t('suppliers.open', { name: s.name }),
          renderMain: (s) => (
            <>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {s.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {s.description || s.address}
              </Typography>
            </>
          ),
          renderAside: (s) => (
            <>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {text.money(s.totals.total_gross)}
              </Typography>
              {s.totals.unpaid_gross > 0 && (
                <Typography variant="caption" color="warning.dark" sx={{ whiteSpace: 'nowrap' }}>
                  {t('suppliers.unpaidAside', { amount: text.money(s.totals.unpaid_gross) })}
                </Typography>
              )}
            </>
          ),
        }}
        emptyState={
          filtered
            ? {
                title: t('list.noMatch.title'),
                text: t('suppliers.noMatch'),
                action: { label: t('list.noMatch.action'), onClick: list.reset },
              }
            : { title: t('suppliers.empty.title'), text: t('suppliers.empty.text') }
        }
      />
      {suppliers.isError && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
          <Typography color="error" role="alert">
            {t('errors.failed')}
          </Typography>
        </Paper>
      )}
      {editing && (
        <SupplierFormDialog
          supplier={editing.supplier}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            showAlert(t('supplierForm.saved', { name: saved.name }), 'success');
          }}
        />
      )}
    </>
  );
}
