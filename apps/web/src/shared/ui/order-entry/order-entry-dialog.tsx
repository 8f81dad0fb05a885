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
import { Suspense, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/format-money';
import { DishPicker } from './dish-picker';
import { DraftLines } from './draft-lines';
import { addDish, type DraftLine, draftTotal, pickableSections } from './order-draft';
import type { OrderProblems } from './order-problems';
import { useOrderMenus } from './use-order-menus';

type OrderEntryDialogProps = {
  title: string;
  subtitle?: string;
  restaurant: { id: number; languages: readonly string[] };
  lines: readonly DraftLine[];
  onLinesChange(lines: DraftLine[]): void;
  problems: OrderProblems | null;
  /** Said for a refusal that is not one of the order's rules (the table left, a lost answer). */
  failure?: string | null;
  submitLabel: string;
  canSubmit: boolean;
  pending: boolean;
  onSubmit(): void;
  onClose(): void;
};

/**
 * Dishes entered in a dialog: the menus' tiles beside the lines (under them on a phone, full
 * screen), the server's refusals on their lines, and one button to send. The orders' correction
 * and the floor's order for a table share it.
 *
 * Its strings (`orders`) may still be on their way where another section opens it, the floor's
 * table drawer: its own Suspense boundary waits for them, so the screen behind stays as it is (a
 * suspension that reached the page's boundary would take the open drawer down with it, decision
 * 097).
 */
export function OrderEntryDialog(props: OrderEntryDialogProps) {
  return (
    <Suspense fallback={null}>
      <OrderEntryDialogContent {...props} />
    </Suspense>
  );
}

function OrderEntryDialogContent({
  title,
  subtitle,
  restaurant,
  lines,
  onLinesChange,
  problems,
  failure,
  submitLabel,
  canSubmit,
  pending,
  onSubmit,
  onClose,
}: OrderEntryDialogProps) {
  const { t, i18n } = useTranslation('orders');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const linesRef = useRef<HTMLDivElement>(null);
  const menus = useOrderMenus(restaurant.id);
  const sections = useMemo(
    () =>
      menus.data
        ? pickableSections(menus.data, i18n.language, restaurant.languages[0] ?? 'it')
        : [],
    [menus.data, i18n.language, restaurant.languages],
  );
  const lineProblems = Object.fromEntries(
    Object.entries(problems?.lines ?? {}).map(([index, code]) => [index, t(`rules.${code}`)]),
  );
  const orderProblem =
    problems && (problems.order.length > 0 || problems.other)
      ? problems.order.map((code) => t(`rules.${code}`)).join(' ') ||
        failure ||
        t('errors.saveFailed')
      : null;

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {title}
        {subtitle && (
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {subtitle}
          </Typography>
        )}
      </DialogTitle>
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
              // Side by side from a tablet up: the waiter sees the order grow with each tap.
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 3fr) minmax(0, 2fr)' },
              alignItems: 'start',
            }}
          >
            <DishPicker
              sections={sections}
              onPick={(dish, variant) => onLinesChange(addDish(lines, dish, variant))}
            />
            {/* Beside the dishes it stays in view while the menu scrolls. */}
            <Box ref={linesRef} sx={{ position: { sm: 'sticky' }, top: { sm: 0 } }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {t('entry.order')}
              </Typography>
              <DraftLines lines={lines} onChange={onLinesChange} problems={lineProblems} />
              {orderProblem && (
                <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                  {orderProblem}
                </Alert>
              )}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        {phone && lines.length > 0 && (
          // On a phone the lines are under the menu: what the order holds so far, a tap away.
          <Button
            color="secondary"
            onClick={() => linesRef.current?.scrollIntoView({ behavior: 'smooth' })}
            variant="contained"
            sx={{ flexBasis: '100%', ml: '0 !important' }}
          >
            {t('entry.goToOrder', { total: formatEuros(draftTotal(lines), i18n.language) })}
          </Button>
        )}
        <Button onClick={onClose} disabled={pending}>
          {t('actions.back')}
        </Button>
        <Button
          variant="contained"
          size="large"
          loading={pending}
          disabled={!canSubmit}
          onClick={onSubmit}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
