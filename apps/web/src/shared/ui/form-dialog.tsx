import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../stores/ui-store';

/**
 * An editor form in a dialog: its title (with the language switcher beside it), its fields and
 * the save button showing progress. Closing it with unsaved edits asks first, as leaving a page
 * does. Full screen on phones.
 */
export function FormDialog({
  title,
  titleAside,
  dirty,
  saving,
  submit,
  submitLabel,
  onClose,
  maxWidth = 'sm',
  children,
}: {
  title: string;
  titleAside?: ReactNode;
  dirty: boolean;
  saving: boolean;
  submit(event?: React.BaseSyntheticEvent): Promise<void>;
  submitLabel: string;
  onClose(): void;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}) {
  const { t } = useTranslation(['menu-editor', 'forms']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const askConfirm = useUiStore((state) => state.askConfirm);
  const titleId = useId();

  const close = () => {
    if (saving) return;
    if (!dirty) return onClose();
    askConfirm({
      title: t('forms:leave.title'),
      message: t('forms:leave.message'),
      confirmLabel: t('forms:leave.confirm'),
      onConfirm: onClose,
    });
  };

  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      {/* Its own id: the dialog is named by the title text, not by the language switcher too. */}
      <DialogTitle component="div" id={`${titleId}-bar`} sx={{ pb: 1 }}>
        <Stack
          useFlexGap
          direction="row"
          spacing={2}
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            rowGap: 1,
          }}
        >
          <span id={titleId}>{title}</span>
          {titleAside}
        </Stack>
      </DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={close} disabled={saving} color="inherit">
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {saving ? t('forms:saving') : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
