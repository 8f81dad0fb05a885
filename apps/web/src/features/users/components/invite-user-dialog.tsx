import { type InviteUserBody, InviteUserBodySchema } from '@coperto/shared/auth/auth.schemas';
import type { Role } from '@coperto/shared/auth/permissions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../shared/forms/form-select';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useServerForm } from '../../../shared/forms/use-server-form';
import type { RestaurantName } from '../../../shared/session/get-restaurant-names';
import { useInviteUser } from '../api/invite-user';
import { assignableRoles } from '../lib/user-permissions';
import { RestaurantField } from './restaurant-field';

interface InviteValues {
  email: string;
  name: string;
  surname: string;
  role: Role;
  restaurant_id: number | null;
}

/**
 * Invites someone by email with a role the inviter may grant and one of the business's
 * restaurants; they get a link to choose their password.
 */
export function InviteUserDialog({
  open,
  onClose,
  actorRole,
  restaurants,
  defaultRestaurantId,
}: {
  open: boolean;
  onClose(): void;
  actorRole: Role;
  restaurants: readonly RestaurantName[];
  defaultRestaurantId: number | null;
}) {
  const { t } = useTranslation('users');
  const invite = useInviteUser();
  const roles = assignableRoles(actorRole);
  const empty: InviteValues = {
    email: '',
    name: '',
    surname: '',
    role: roles.includes('staff') ? 'staff' : roles[0]!,
    restaurant_id: defaultRestaurantId,
  };
  const { form, submit, saving } = useServerForm<InviteValues, InviteUserBody>({
    schema: InviteUserBodySchema,
    defaultValues: empty,
    guardUnsavedChanges: false,
    successMessage: t('invite.sent'),
    onSubmit: async (body) => {
      // Empty names are left out: inviting someone again keeps the names given the first time.
      await invite.mutateAsync({
        ...body,
        name: body.name || undefined,
        surname: body.surname || undefined,
      });
      form.reset(empty);
      onClose();
    },
  });
  const { control } = form;
  const role = useWatch({ control, name: 'role' });
  const close = () => {
    if (saving) return;
    form.reset(empty);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="invite-user-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="invite-user-title">{t('invite.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>{t('invite.intro')}</DialogContentText>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField
              name="email"
              control={control}
              type="email"
              label={t('fields.email')}
              autoComplete="off"
              required
              autoFocus
              sx={{ gridColumn: '1 / -1' }}
            />
            <FormTextField name="name" control={control} label={t('fields.name')} />
            <FormTextField name="surname" control={control} label={t('fields.surname')} />
            <FormSelect
              name="role"
              control={control}
              label={t('fields.role')}
              options={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
              helperText={t(`roleHelp.${role}`)}
            />
            <RestaurantField
              name="restaurant_id"
              control={control}
              label={t('fields.restaurant')}
              restaurants={restaurants}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('invite.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
