import { hasPermission } from '@coperto/shared/auth/permissions';
import { GIFT_CARD_STATUSES } from '@coperto/shared/giftcards/giftcard.constants';
import type { GiftCardSummary } from '@coperto/shared/giftcards/giftcard.schemas';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { DataList } from '../../../shared/ui/data-list/data-list';
import type { DataColumn } from '../../../shared/ui/data-list/data-table';
import { ListSearchField } from '../../../shared/ui/data-list/list-search-field';
import {
  type ListStateApi,
  listQueryParams,
  useListState,
} from '../../../shared/ui/data-list/use-list-state';
import { SectionMessage } from '../../../shared/ui/section-message';
import {
  type GiftCardsRestaurant,
  useGiftCardsList,
  useGiftCardsRestaurant,
  useGiftCardTemplates,
} from '../api/giftcards-api';
import { GiftCardDetailDrawer } from '../components/giftcard-detail-drawer';
import { GiftCardStatusChip } from '../components/giftcard-status-chip';
import { IssueGiftCardDialog } from '../components/issue-giftcard-dialog';
import { type GiftCardText, useGiftCardText } from '../lib/use-giftcard-text';

/** The list's name in the kept list states: its filters survive leaving the screen. */
export const GIFT_CARDS_LIST_NAME = 'giftcards';

/** /dashboard/gift-cards: the business's cards, filtered, with what was sold, spent and is owed. */
export function GiftCardsListPage() {
  const user = useSignedInUser();
  const restaurant = useGiftCardsRestaurant(user?.restaurant?.id);
  if (!user?.restaurant) return <SectionMessage kind="notFound" />;
  if (restaurant.isError)
    return <SectionMessage kind="failed" onRetry={() => void restaurant.refetch()} />;
  if (!restaurant.data) return <LoadingBlock />;
  return <GiftCardsList restaurant={restaurant.data} />;
}

export function LoadingBlock() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
}

export function GiftCardsList({ restaurant }: { restaurant: GiftCardsRestaurant }) {
  const { t } = useTranslation('giftcards');
  const text = useGiftCardText();
  const user = useSignedInUser();
  const role = user?.user.role ?? 'staff';
  const canIssue = hasPermission(role, 'update:giftcards');
  const list = useListState(GIFT_CARDS_LIST_NAME, {
    orderByColumn: 'created_at',
    orderByType: 'desc',
  });
  const cards = useGiftCardsList(listQueryParams(list));
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [openId, setOpenId] = useState<number | null>(null);
  const [issuing, setIssuing] = useState(false);
  const filtered =
    list.search.trim() !== '' ||
    ['status', 'template_id', 'from', 'to'].some((name) => list.filters[name] !== undefined);
  const emptyState = filtered
    ? {
        title: t('list.noMatch.title'),
        text: t('list.noMatch.text'),
        action: { label: t('list.noMatch.action'), onClick: list.reset },
      }
    : { title: t('list.empty.title'), text: t(canIssue ? 'list.empty.text' : 'list.empty.staff') };

  const columns: DataColumn<GiftCardSummary>[] = [
    {
      key: 'code',
      header: t('list.columns.code'),
      minWidth: 150,
      render: (card) => (
        <>
          <Link
            component="button"
            type="button"
            variant="body2"
            underline="hover"
            aria-label={t('list.open', { code: card.code })}
            onClick={(event) => {
              event.stopPropagation();
              setOpenId(card.id);
            }}
            sx={{ fontWeight: 700, fontFamily: 'monospace', whiteSpace: 'nowrap' }}
          >
            {card.code}
          </Link>
        </>
      ),
    },
    {
      key: 'people',
      header: t('list.columns.people'),
      minWidth: 170,
      render: (card) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {card.customer_name}
          </Typography>
          {card.buyer_name && card.buyer_name !== card.customer_name && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {t('list.boughtBy', { name: card.buyer_name })}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      // Below a desktop the last day sits under the state: the balance stays in view.
      render: (card) => (
        <>
          <GiftCardStatusChip status={card.status} />
          {!wide && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {t('list.expiresOn', { date: text.day(card.date_expired) })}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'created_at',
      header: t('list.columns.sold'),
      sortBy: true,
      minWidth: 110,
      render: (card) => (
        <>
          {text.day(card.created_at.slice(0, 10))}
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {t(`soldVia.${card.sold_via}`)}
          </Typography>
        </>
      ),
    },
    ...(wide
      ? [
          {
            key: 'date_expired',
            header: t('list.columns.expires'),
            sortBy: true as const,
            minWidth: 110,
            render: (card: GiftCardSummary) => text.day(card.date_expired),
          },
        ]
      : []),
    {
      key: 'amount',
      header: t('list.columns.amount'),
      sortBy: true,
      align: 'right',
      render: (card) => <span style={{ whiteSpace: 'nowrap' }}>{text.money(card.amount)}</span>,
    },
    {
      key: 'balance',
      header: t('list.columns.balance'),
      align: 'right',
      render: (card) => (
        <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {text.money(card.balance)}
        </Typography>
      ),
    },
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
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
        {canIssue && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setIssuing(true)}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('list.issue')}
          </Button>
        )}
      </Stack>
      <GiftCardsFilters list={list} />
      <GiftCardTotals totals={cards.data?.totals} text={text} />
      <DataList
        list={list}
        label={t('list.title')}
        columns={columns}
        rows={cards.data?.items}
        total={cards.data?.total ?? 0}
        rowId={(card) => card.id}
        loading={cards.isFetching}
        onOpen={(card) => setOpenId(card.id)}
        emptyState={emptyState}
        phoneRow={{
          openLabel: (card) => t('list.open', { code: card.code }),
          renderMain: (card) => (
            <>
              <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, color: 'primary.main' }}>
                {card.code}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {card.customer_name}
              </Typography>
            </>
          ),
          renderAside: (card) => (
            <>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {text.money(card.balance)}
              </Typography>
              <GiftCardStatusChip status={card.status} />
            </>
          ),
        }}
      />
      {cards.isError && (
        <Typography color="error" sx={{ mt: 2 }} role="alert">
          {t('errors.failed')}
        </Typography>
      )}
      {openId !== null && (
        <GiftCardDetailDrawer cardId={openId} role={role} onClose={() => setOpenId(null)} />
      )}
      {issuing && (
        <IssueGiftCardDialog
          restaurant={restaurant}
          onClose={() => setIssuing(false)}
          onIssued={(card) => {
            setIssuing(false);
            setOpenId(card.id);
          }}
        />
      )}
    </>
  );
}

/** State, template, sold from/to and the search (code, buyer, recipient): each from page 1. */
function GiftCardsFilters({ list }: { list: ListStateApi }) {
  const { t } = useTranslation('giftcards');
  const templates = useGiftCardTemplates();
  const span = (xs: number, sm: number, md: number) => ({
    gridColumn: { xs: `span ${xs}`, sm: `span ${sm}`, md: `span ${md}` },
  });
  const dateField = (name: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={t(`list.filters.${name}`)}
      value={String(list.filters[name] ?? '')}
      onChange={(event) => list.setFilter(name, event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={span(6, 3, 2)}
    />
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
        gap: 1.5,
        mb: 2,
      }}
    >
      <Box sx={{ ...span(12, 12, 4), display: 'grid', '& .MuiTextField-root': { minWidth: 0 } }}>
        <ListSearchField list={list} label={t('list.filters.search')} />
      </Box>
      <TextField
        select
        size="small"
        label={t('list.filters.status')}
        value={String(list.filters.status ?? '')}
        onChange={(event) => list.setFilter('status', event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={span(6, 3, 2)}
      >
        <MenuItem value="">{t('list.filters.all')}</MenuItem>
        {GIFT_CARD_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('list.filters.template')}
        value={String(list.filters.template_id ?? '')}
        onChange={(event) =>
          list.setFilter('template_id', event.target.value ? Number(event.target.value) : undefined)
        }
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={span(6, 3, 2)}
      >
        <MenuItem value="">{t('list.filters.all')}</MenuItem>
        {(templates.data?.items ?? []).map((template) => (
          <MenuItem key={template.id} value={String(template.id)}>
            {template.name}
          </MenuItem>
        ))}
      </TextField>
      {dateField('from')}
      {dateField('to')}
    </Box>
  );
}

/** Sold, spent and still owed on the filtered cards: the last one is the business's debt. */
function GiftCardTotals({
  totals,
  text,
}: {
  totals: { sold: number; redeemed: number; outstanding: number } | undefined;
  text: GiftCardText;
}) {
  const { t } = useTranslation('giftcards');
  const items = [
    { key: 'sold', value: totals?.sold },
    { key: 'redeemed', value: totals?.redeemed },
    { key: 'outstanding', value: totals?.outstanding },
  ] as const;
  return (
    <Box
      role="group"
      aria-label={t('totals.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: { xs: 1, sm: 1.5 },
        mb: 2,
      }}
    >
      {items.map((item) => (
        <Paper
          key={item.key}
          variant="outlined"
          sx={{
            p: 1.5,
            ...(item.key === 'outstanding' && { borderColor: 'warning.main', borderWidth: 2 }),
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t(`totals.${item.key}`)}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' }, whiteSpace: 'nowrap' }}
            data-total={item.key}
          >
            {item.value === undefined ? '—' : text.money(item.value)}
          </Typography>
          {item.key === 'outstanding' && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: { xs: 'none', sm: 'block' } }}
            >
              {t('totals.outstandingHint')}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
