import { hasPermission } from '@coperto/shared/auth/permissions';
import type { CashUp } from '@coperto/shared/cashups/cashup.schemas';
import { takingsByService } from '@coperto/shared/cashups/cashup-figures';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { formatTimestamp } from '../../../shared/lib/dates';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { PageHeaderWithBack } from '../../../shared/ui/page-header-with-back';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useCashUp, useCashUpsRestaurant } from '../api/cashups-api';
import { CashUpFiguresPanel } from '../components/cashup-figures-panel';
import { CashUpPrintSheet } from '../components/cashup-print-sheet';
import { useCashUpText } from '../lib/use-cashup-text';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /dashboard/cash-ups/:id: one close, its figures, its day by service, its history; printable. */
export function CashUpDetailPage() {
  const { id } = useParams();
  const cashUpId = Number(id);
  const valid = Number.isSafeInteger(cashUpId) && cashUpId > 0;
  const cashUp = useCashUp(valid ? cashUpId : 0);
  const user = useSignedInUser();
  const restaurant = useCashUpsRestaurant(user?.restaurant?.id);
  if (!valid) return <SectionMessage kind="notFound" />;
  if (cashUp.error instanceof ApiRequestError && [400, 404].includes(cashUp.error.status))
    return <SectionMessage kind="notFound" />;
  if (cashUp.isError) return <SectionMessage kind="failed" onRetry={() => void cashUp.refetch()} />;
  if (!cashUp.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="…" />
      </Box>
    );
  return <CashUpDetail cashUp={cashUp.data} restaurantName={restaurant.data?.name ?? ''} />;
}

function CashUpDetail({ cashUp, restaurantName }: { cashUp: CashUp; restaurantName: string }) {
  const { t } = useTranslation('cashups');
  const text = useCashUpText();
  const user = useSignedInUser();
  const role = user?.user.role ?? 'staff';
  const mayEdit =
    hasPermission(role, 'update:cashups') &&
    (!cashUp.day_closed || hasPermission(role, 'reopen:cashups'));
  const cents = (euros: number) => Math.round(euros * 100);
  const f = cashUp.figures;
  const figures = {
    extra_expenses_cents: cents(f.extra_expenses),
    total_takings_cents: cents(f.total_takings),
    difference_cents: cents(f.difference),
    balanced: f.balanced,
    covers: f.covers,
    average_per_cover_cents: f.average_per_cover === null ? null : cents(f.average_per_cover),
  };
  const byService = takingsByService(
    cashUp.day.map((d) => ({
      type: d.type,
      total_takings_cents: cents(d.total_takings),
      covers: d.covers,
    })),
  );
  const fieldName = (field: string) =>
    ['bnt', 'cash', 'till', 'notes', 'staff', 'extra_expenses'].includes(field)
      ? t(`form.${field === 'extra_expenses' ? 'extras' : field}` as 'form.bnt')
      : field.endsWith('_count')
        ? `${t('form.covers')} · ${t(`form.${field}` as 'form.lunch_count')}`
        : field;
  const valueText = (field: string, value: unknown): string => {
    if (typeof value === 'number' && ['bnt', 'cash', 'till'].includes(field))
      return text.euros(value);
    if (field === 'staff' && Array.isArray(value))
      return t('detail.staffCount', { count: value.length });
    if (field === 'extra_expenses' && Array.isArray(value))
      return text.euros(value.reduce((sum: number, e: { amount: number }) => sum + e.amount, 0));
    if (value === '' || value === null || value === undefined) return '—';
    const s = String(value);
    return s.length > 60 ? `${s.slice(0, 57)}…` : s;
  };

  return (
    <>
      <PageHeaderWithBack
        backLabel={t('form.back')}
        title={t('detail.title', { date: text.day(cashUp.cash_up_date) })}
        chips={
          <Chip
            label={t(`types.${cashUp.type}`)}
            size="small"
            color={cashUp.type === 'final' ? 'primary' : 'default'}
          />
        }
        actions={
          <>
            {mayEdit && (
              <Button
                component={RouterLink}
                to="edit"
                variant="outlined"
                startIcon={<EditOutlined />}
              >
                {t('detail.edit')}
              </Button>
            )}
            <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
              {t('detail.print')}
            </Button>
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Card title={t('form.money')}>
            <Table size="small">
              <TableBody>
                {(['bnt', 'cash', 'till'] as const).map((field) => (
                  <TableRow key={field}>
                    <TableCell sx={{ pl: 0 }}>{t(`form.${field}`)}</TableCell>
                    <TableCell align="right" sx={{ pr: 0, fontWeight: 600 }}>
                      {text.euros(cashUp[field])}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
          <Card title={t('detail.byService')}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ pl: 0 }}>{t('detail.service')}</TableCell>
                  <TableCell align="right">{t('figures.covers')}</TableCell>
                  <TableCell align="right" sx={{ pr: 0 }}>
                    {t('detail.takings')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {byService.map((row) => (
                  <TableRow key={row.service}>
                    <TableCell sx={{ pl: 0 }}>{t(`types.${row.service}`)}</TableCell>
                    <TableCell align="right">{row.covers}</TableCell>
                    <TableCell align="right" sx={{ pr: 0 }}>
                      {text.cents(row.total_takings_cents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('detail.coversByService')}:{' '}
              {(['breakfast', 'lunch', 'aperitif', 'dinner'] as const)
                .filter((s) => cashUp[`${s}_count`] > 0)
                .map((s) => `${t(`types.${s}`)} ${cashUp[`${s}_count`]}`)
                .join(' · ') || '—'}
            </Typography>
          </Card>
          <Card title={t('form.extras')}>
            {cashUp.extra_expenses.length === 0 ? (
              <Typography color="text.secondary">{t('detail.noExtras')}</Typography>
            ) : (
              <Table size="small">
                <TableBody>
                  {cashUp.extra_expenses.map((e, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a saved list, shown as it is.
                    <TableRow key={i}>
                      <TableCell sx={{ pl: 0, wordBreak: 'break-word' }}>{e.note}</TableCell>
                      <TableCell align="right" sx={{ pr: 0, whiteSpace: 'nowrap' }}>
                        {text.euros(e.amount)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Card>
          <Card title={t('form.staff')}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {cashUp.staff.map((s) => (
                <Chip key={s.id} label={s.name} />
              ))}
            </Box>
          </Card>
          <Card title={t('form.notes')}>
            <Typography
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              color={cashUp.notes ? 'text.primary' : 'text.secondary'}
            >
              {cashUp.notes || t('detail.noNotes')}
            </Typography>
          </Card>
          <Card title={t('detail.history')}>
            <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {cashUp.history.map((event, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its top.
                <Box component="li" key={i}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t(`detail.event.${event.kind}`, { name: event.user_name })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {formatTimestamp(event.at, text.language, { withTime: true })}
                  </Typography>
                  {event.changes.map((c) => (
                    <Typography
                      key={c.field}
                      variant="body2"
                      color="text.secondary"
                      sx={{ wordBreak: 'break-word' }}
                    >
                      {t('detail.change', {
                        field: fieldName(c.field),
                        from: valueText(c.field, c.from),
                        to: valueText(c.field, c.to),
                      })}
                    </Typography>
                  ))}
                </Box>
              ))}
            </Stack>
          </Card>
        </Stack>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 }, minWidth: 0 }}>
          <CashUpFiguresPanel
            figures={figures}
            tillCents={cents(cashUp.till)}
            takings={cashUp.takings}
          />
        </Box>
      </Box>
      <CashUpPrintSheet cashUp={cashUp} restaurantName={restaurantName} />
    </>
  );
}
