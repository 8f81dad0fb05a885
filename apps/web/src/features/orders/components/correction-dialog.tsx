import type { Order } from '@coperto/shared/orders/order.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import type { OrdersRestaurant } from '../api/get-orders-restaurant';
import { useCorrectOrderItems } from '../api/save-order-lines';
import { useOrderMenus } from '../api/staff-order-data';
import {
  addDish,
  type DraftLine,
  draftOfOrder,
  pickableSections,
  toLineInputs,
} from '../lib/order-draft';
import { type OrderProblems, orderProblemsOf } from '../lib/order-problems';
import { DishPicker } from './dish-picker';
import { DraftLines } from './draft-lines';

/**
 * "Correggi": the lines of an order the kitchen has not started, changed as they are entered
 * (add, remove, change a quantity or a note), priced again by the server and kept in the
 * order's history with the lines before and after.
 */
export function CorrectionDialog({
  order,
  restaurant,
  onClose,
}: {
  order: Order;
  restaurant: OrdersRestaurant;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('orders');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const showAlert = useUiStore((state) => state.showAlert);
  const menus = useOrderMenus(restaurant.id);
  const correct = useCorrectOrderItems();
  const [edited, setEdited] = useState<DraftLine[] | null>(null);
  const [problems, setProblems] = useState<OrderProblems | null>(null);
  const initial = useMemo(
    () => (menus.data ? draftOfOrder(order, menus.data) : null),
    [menus.data, order],
  );
  const lines = edited ?? initial ?? [];
  const sections = useMemo(
    () =>
      menus.data
        ? pickableSections(menus.data, i18n.language, restaurant.languages[0] ?? 'it')
        : [],
    [menus.data, i18n.language, restaurant.languages],
  );
  const change = (next: DraftLine[]) => {
    setEdited(next);
    setProblems(null);
  };
  const save = () =>
    correct.mutate(
      { orderId: order.id, items: toLineInputs(lines) },
      {
        onSuccess: (saved) => {
          showAlert(t('correction.saved', { number: saved.number }), 'success');
          onClose();
        },
        onError: (error) => setProblems(orderProblemsOf(error)),
      },
    );
  const lineProblems = Object.fromEntries(
    Object.entries(problems?.lines ?? {}).map(([index, code]) => [index, t(`rules.${code}`)]),
  );

  return (
    <Dialog
      open
      onClose={correct.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('correction.title', { number: order.number })}</DialogTitle>
      <DialogContent dividers>
        {menus.isError ? (
          <Alert severity="error">{t('entry.menusFailed')}</Alert>
        ) : !menus.data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress />
          </Box>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            }}
          >
            <DishPicker
              sections={sections}
              onPick={(dish, variant) => change(addDish(lines, dish, variant))}
            />
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {t('entry.order')}
              </Typography>
              <DraftLines lines={lines} onChange={change} problems={lineProblems} />
              {problems && (problems.order.length > 0 || problems.other) && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {problems.order.map((code) => t(`rules.${code}`)).join(' ') ||
                    t('errors.saveFailed')}
                </Alert>
              )}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={correct.isPending}>
          {t('actions.back')}
        </Button>
        <Button
          variant="contained"
          size="large"
          loading={correct.isPending}
          disabled={lines.length === 0 || edited === null}
          onClick={save}
        >
          {t('correction.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
