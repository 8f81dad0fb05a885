import type { Discount } from '@coperto/shared/discounts/discount.schemas';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import {
  useDeleteDiscount,
  useDiscount,
  useDiscountUses,
  useSaveDiscount,
} from '../api/discounts-api';
import { errorText } from '../lib/discount-errors';
import { type DiscountText, useDiscountText } from '../lib/use-discount-text';
import { DiscountStatusChip } from './discount-status-chip';
import { ResendCodeForm } from './send-personal-code-dialog';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A code beside the list: its rules, its uses, and switching it off, changing or deleting it. */
export function DiscountDetailDrawer({
  codeId,
  onClose,
  onEdit,
}: {
  codeId: number;
  onClose(): void;
  onEdit(code: Discount): void;
}) {
  const { t } = useTranslation('discounts');
  const text = useDiscountText();
  const code = useDiscount(codeId);
  const data = code.data;
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography
          variant="h6"
          component="h2"
          sx={{ flex: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {data ? data.code : t('detail.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('detail.close')}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        {code.isError && (
          <Alert
            severity="error"
            action={<Button onClick={() => void code.refetch()}>{t('errors.retry')}</Button>}
          >
            {errorText(t, code.error)}
          </Alert>
        )}
        {!data && !code.isError && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('detail.title')} />
          </Box>
        )}
        {data && (
          <DiscountDetail code={data} text={text} onEdit={() => onEdit(data)} onGone={onClose} />
        )}
      </Box>
    </Drawer>
  );
}

function DiscountDetail({
  code,
  text,
  onEdit,
  onGone,
}: {
  code: Discount;
  text: DiscountText;
  onEdit(): void;
  onGone(): void;
}) {
  const { t } = useTranslation('discounts');
  const save = useSaveDiscount();
  const remove = useDeleteDiscount();
  const showAlert = useUiStore((state) => state.showAlert);
  const askConfirm = useUiStore((state) => state.askConfirm);
  const toggle = () =>
    save.mutate(
      { id: code.id, body: { active: !code.active } },
      {
        onSuccess: (saved) =>
          showAlert(t(saved.active ? 'detail.activated' : 'detail.deactivated'), 'success'),
        onError: (error) => showAlert(errorText(t, error), 'error'),
      },
    );
  const confirmDelete = () =>
    askConfirm({
      title: t('detail.deleteTitle', { code: code.code }),
      message: t('detail.deleteText'),
      confirmLabel: t('detail.delete'),
      onConfirm: () =>
        remove.mutate(code.id, {
          onSuccess: () => {
            showAlert(t('detail.deleted', { code: code.code }), 'success');
            onGone();
          },
          onError: (error) => showAlert(errorText(t, error), 'error'),
        }),
    });
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <DiscountStatusChip status={code.status} />
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, ml: 'auto' }}>
          {t('detail.off', { value: text.value(code) })}
        </Typography>
      </Stack>
      <Typography sx={{ fontWeight: 600 }}>{code.title}</Typography>
      {code.description && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {code.description}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Fact label={t('detail.uses')}>{text.uses(code)}</Fact>
        <Fact label={t('fields.usage_limit_per_guest')}>
          {code.usage_limit_per_guest ?? t('detail.noLimit')}
        </Fact>
        <Fact label={t('detail.validity')}>{text.validity(code)}</Fact>
        <Fact label={t('fields.min_amount')}>
          {code.min_amount > 0 ? text.money(code.min_amount) : t('detail.noMinimum')}
        </Fact>
        <Fact label={t('fields.order_types')}>
          {code.order_types.map((type) => t(`orderTypes.${type}`)).join(', ')}
        </Fact>
        <Fact label={t('detail.who')}>
          {code.email
            ? (code.customer_name ?? code.email)
            : code.first_order_only
              ? t('detail.firstOrderOnly')
              : t('detail.everyone')}
          {code.email && code.customer_name && (
            <Typography variant="body2" color="text.secondary">
              {code.email}
            </Typography>
          )}
        </Fact>
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<EditOutlined />} onClick={onEdit}>
          {t('detail.edit')}
        </Button>
        <Button variant="outlined" onClick={toggle} disabled={save.isPending}>
          {t(code.active ? 'detail.deactivate' : 'detail.activate')}
        </Button>
        {code.times_used === 0 && (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={confirmDelete}
            disabled={remove.isPending}
          >
            {t('detail.delete')}
          </Button>
        )}
      </Stack>
      {code.times_used > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('detail.usedKeep')}
        </Typography>
      )}
      {code.email && (
        <>
          <Divider />
          <Typography variant="body2" color="text.secondary">
            {code.email_sent_at
              ? t('detail.emailSent', { at: text.stamp(code.email_sent_at) })
              : t('detail.emailNever')}
          </Typography>
          <ResendCodeForm code={code} />
        </>
      )}
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('detail.usesTitle')}
      </Typography>
      <DiscountUses codeId={code.id} text={text} />
    </>
  );
}

/** The orders that used the code, newest first; one given back no longer counts. */
function DiscountUses({ codeId, text }: { codeId: number; text: DiscountText }) {
  const { t } = useTranslation('discounts');
  const uses = useDiscountUses(codeId);
  if (uses.isError) return <Alert severity="error">{errorText(t, uses.error)}</Alert>;
  if (!uses.data) return <CircularProgress size={24} aria-label={t('detail.usesTitle')} />;
  if (uses.data.items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('detail.noUses')}
      </Typography>
    );
  return (
    <Box
      component="ol"
      aria-label={t('detail.usesTitle')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}
    >
      {uses.data.items.map((use) => (
        <Box
          component="li"
          key={use.order_id}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            columnGap: 1,
            opacity: use.released ? 0.6 : 1,
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('detail.order', { number: use.order_number })}
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontWeight: 700, textAlign: 'right', whiteSpace: 'nowrap' }}
          >
            −{text.money(use.amount)}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            {text.stamp(use.used_at)} · {use.email}
          </Typography>
          {use.released && (
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
              {t('detail.released')}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
