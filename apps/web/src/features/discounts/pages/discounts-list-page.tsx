import type { Discount } from '@coperto/shared/discounts/discount.schemas';
import { DISCOUNT_STATUSES } from '@coperto/shared/discounts/discount.schemas';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { SectionMessage } from '../../../shared/ui/section-message';
import { useDiscountsList, useDiscountTimeZone } from '../api/discounts-api';
import { DiscountDetailDrawer } from '../components/discount-detail-drawer';
import { DiscountFormDialog } from '../components/discount-form-dialog';
import { DiscountStatusChip } from '../components/discount-status-chip';
import { SendPersonalCodeDialog } from '../components/send-personal-code-dialog';
import { useDiscountText } from '../lib/use-discount-text';

/** The list's name in the kept list states: its filters survive leaving the screen. */
export const DISCOUNTS_LIST_NAME = 'discounts';

/** /dashboard/discounts: the business's codes, made, changed, switched off and sent here. */
export function DiscountsListPage() {
  const user = useSignedInUser();
  const timeZone = useDiscountTimeZone(user?.restaurant?.id);
  if (!user?.restaurant) return <SectionMessage kind="notFound" />;
  if (timeZone.isError)
    return <SectionMessage kind="failed" onRetry={() => void timeZone.refetch()} />;
  if (!timeZone.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="…" />
      </Box>
    );
  return <DiscountsList timeZone={timeZone.data} restaurantId={user.restaurant.id} />;
}

type Editing = { kind: 'new' } | { kind: 'edit'; code: Discount } | { kind: 'send' } | null;

export function DiscountsList({
  timeZone,
  restaurantId,
}: {
  timeZone: string;
  restaurantId: number;
}) {
  const { t } = useTranslation('discounts');
  const text = useDiscountText();
  const showAlert = useUiStore((state) => state.showAlert);
  const list = useListState(DISCOUNTS_LIST_NAME, {
    orderByColumn: 'created_at',
    orderByType: 'desc',
  });
  const codes = useDiscountsList(listQueryParams(list));
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const filtered = list.search.trim() !== '' || list.filters.status !== undefined;
  const emptyState = filtered
    ? {
        title: t('list.noMatch.title'),
        text: t('list.noMatch.text'),
        action: { label: t('list.noMatch.action'), onClick: list.reset },
      }
    : { title: t('list.empty.title'), text: t('list.empty.text') };

  const columns: DataColumn<Discount>[] = [
    {
      key: 'code',
      header: t('list.columns.code'),
      sortBy: true,
      minWidth: 150,
      render: (code) => (
        <Box sx={{ minWidth: 0 }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            underline="hover"
            aria-label={t('list.open', { code: code.code })}
            onClick={(event) => {
              event.stopPropagation();
              setOpenId(code.id);
            }}
            sx={{ fontWeight: 700, fontFamily: 'monospace', whiteSpace: 'nowrap' }}
          >
            {code.code}
          </Link>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {code.title}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'value',
      header: t('list.columns.value'),
      render: (code) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {text.value(code)}
          </Typography>
          {code.min_amount > 0 && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {t('list.fromAmount', { amount: text.money(code.min_amount) })}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      render: (code) => (
        <>
          <DiscountStatusChip status={code.status} />
          {!wide && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {text.validity(code)}
            </Typography>
          )}
        </>
      ),
    },
    ...(wide
      ? [
          {
            key: 'valid_to',
            header: t('list.columns.validity'),
            sortBy: true as const,
            minWidth: 160,
            render: (code: Discount) => text.validity(code),
          },
        ]
      : []),
    {
      key: 'times_used',
      header: t('list.columns.uses'),
      sortBy: true,
      align: 'right',
      render: (code) => (
        <span style={{ whiteSpace: 'nowrap' }} data-uses={code.id}>
          {text.uses(code)}
        </span>
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
            startIcon={<ForwardToInboxOutlined />}
            onClick={() => setEditing({ kind: 'send' })}
          >
            {t('list.sendPersonal')}
          </Button>
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setEditing({ kind: 'new' })}
          >
            {t('list.create')}
          </Button>
        </Stack>
      </Stack>
      <DiscountsFilters list={list} />
      <DataList
        list={list}
        label={t('list.title')}
        columns={columns}
        rows={codes.data?.items}
        total={codes.data?.total ?? 0}
        rowId={(code) => code.id}
        loading={codes.isFetching}
        onOpen={(code) => setOpenId(code.id)}
        emptyState={emptyState}
        phoneRow={{
          openLabel: (code) => t('list.open', { code: code.code }),
          renderMain: (code) => (
            <>
              <Typography
                sx={{ fontFamily: 'monospace', fontWeight: 700, color: 'primary.main' }}
                noWrap
              >
                {code.code}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {code.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" noWrap>
                {text.validity(code)}
              </Typography>
            </>
          ),
          renderAside: (code) => (
            <>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {text.value(code)}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap>
                {t('list.usesShort', { uses: text.uses(code) })}
              </Typography>
              <DiscountStatusChip status={code.status} />
            </>
          ),
        }}
      />
      {codes.isError && (
        <Typography color="error" sx={{ mt: 2 }} role="alert">
          {t('errors.failed')}
        </Typography>
      )}
      {openId !== null && (
        <DiscountDetailDrawer
          codeId={openId}
          onClose={() => setOpenId(null)}
          onEdit={(code) => setEditing({ kind: 'edit', code })}
        />
      )}
      {(editing?.kind === 'new' || editing?.kind === 'edit') && (
        <DiscountFormDialog
          discount={editing.kind === 'edit' ? editing.code : null}
          timeZone={timeZone}
          restaurantId={restaurantId}
          onClose={() => setEditing(null)}
          onSaved={(code) => {
            setEditing(null);
            showAlert(t('form.saved', { code: code.code }), 'success');
            setOpenId(code.id);
          }}
        />
      )}
      {editing?.kind === 'send' && (
        <SendPersonalCodeDialog
          timeZone={timeZone}
          restaurantId={restaurantId}
          onClose={() => setEditing(null)}
          onSent={(code) => {
            setEditing(null);
            showAlert(t('send.done', { code: code.code, email: code.email }), 'success');
            setOpenId(code.id);
          }}
        />
      )}
    </>
  );
}

/** The search (code, title) and the state: each from page 1. */
function DiscountsFilters({ list }: { list: ListStateApi }) {
  const { t } = useTranslation('discounts');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
        gap: 1.5,
        mb: 2,
        '& .MuiTextField-root': { minWidth: 0 },
      }}
    >
      <ListSearchField list={list} label={t('list.filters.search')} />
      <TextField
        select
        size="small"
        label={t('list.filters.status')}
        value={String(list.filters.status ?? '')}
        onChange={(event) => list.setFilter('status', event.target.value || undefined)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('list.filters.all')}</MenuItem>
        {DISCOUNT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
