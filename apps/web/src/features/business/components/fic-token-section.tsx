import {
  type Business,
  type BusinessUpdateBody,
  FicAccessTokenFormSchema,
} from '@coperto/shared/businesses/business.schemas';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/forms/form-section';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useUpdateBusiness } from '../api/update-business';

type TokenForm = { fic_access_token: string };

/** The dialog that sets or replaces the token: typed once, sent, never shown again. */
function ReplaceTokenDialog({
  businessId,
  replacing,
  onClose,
}: {
  businessId: number;
  replacing: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('business');
  const save = useUpdateBusiness(businessId);
  const { form, submit, saving } = useServerForm<TokenForm, BusinessUpdateBody>({
    schema: FicAccessTokenFormSchema,
    defaultValues: { fic_access_token: '' },
    onSubmit: async (body) => {
      await save.mutateAsync(body);
      onClose();
    },
    successMessage: t('fic.savedToken'),
    // The dialog itself is the place to cancel: nothing else to leave.
    guardUnsavedChanges: false,
  });
  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{replacing ? t('fic.replaceTitle') : t('fic.setTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('fic.dialogText')}</DialogContentText>
          <FormTextField
            name="fic_access_token"
            control={form.control}
            label={t('fic.tokenLabel')}
            type="password"
            autoComplete="off"
            autoFocus
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {t('fic.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('fic.saveToken')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * The Fatture in Cloud token (spec §3): write-only. The screen knows only whether one is set;
 * an owner can set, replace or remove it, a manager sees the state.
 */
export function FicTokenSection({ business, editable }: { business: Business; editable: boolean }) {
  const { t } = useTranslation('business');
  const save = useUpdateBusiness(business.id);
  const askConfirm = useUiStore((state) => state.askConfirm);
  const showAlert = useUiStore((state) => state.showAlert);
  const [dialogOpen, setDialogOpen] = useState(false);
  const set = business.fic_access_token_set;

  const remove = () =>
    askConfirm({
      title: t('fic.removeTitle'),
      message: t('fic.removeText'),
      confirmLabel: t('fic.remove'),
      onConfirm: async () => {
        try {
          await save.mutateAsync({ fic_access_token: null });
          showAlert(t('fic.removed'), 'success');
        } catch (error) {
          // The confirm dialog shows a thrown error's message: make it the user's language.
          throw new Error(
            error instanceof ApiRequestError && error.code === 'FORBIDDEN'
              ? t('fic.forbidden')
              : t('fic.removeFailed'),
          );
        }
      },
    });

  return (
    <FormSection title={t('fic.title')} description={t('fic.description')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexGrow: 1 }}>
          <Typography color="text.secondary">{t('fic.state')}</Typography>
          <Chip
            data-testid="fic-token-state"
            icon={set ? <CheckCircleOutlined /> : <RemoveCircleOutlineOutlined />}
            label={set ? t('fic.set') : t('fic.notSet')}
            color={set ? 'success' : 'default'}
            variant={set ? 'filled' : 'outlined'}
          />
        </Stack>
        {editable && (
          <Stack direction="row" spacing={1}>
            {set && (
              <Button color="error" onClick={remove}>
                {t('fic.remove')}
              </Button>
            )}
            <Button variant="outlined" onClick={() => setDialogOpen(true)}>
              {set ? t('fic.replace') : t('fic.setButton')}
            </Button>
          </Stack>
        )}
      </Stack>
      {dialogOpen && (
        <ReplaceTokenDialog
          businessId={business.id}
          replacing={set}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </FormSection>
  );
}
