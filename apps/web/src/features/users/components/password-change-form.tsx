import { PASSWORD_MIN_LENGTH } from '@coperto/shared/common/constants';
import { type PasswordChange, PasswordChangeFormSchema } from '@coperto/shared/users/users.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { withWrongPasswordMessage } from '../lib/server-messages';

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', password_confirm: '' };

/**
 * Own password change (spec §3: oldPassword, newPassword, password_confirm) with the sign-up's
 * rules. The server answers a wrong current password on `oldPassword`; saving signs the user out
 * of their other devices and keeps this one.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('users');
  const save = useUpdateOwnProfile();
  const { form, submit, saving } = useServerForm<PasswordChange>({
    schema: PasswordChangeFormSchema,
    defaultValues: EMPTY,
    guardUnsavedChanges: false,
    successMessage: t('password.changed'),
    onSubmit: async (body) => {
      try {
        await save.mutateAsync(body);
      } catch (error) {
        throw withWrongPasswordMessage(error, t('password.wrongOld'));
      }
      // A password is not kept on screen once saved.
      form.reset(EMPTY);
    },
  });
  const { control } = form;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('password.title')}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        <FormTextField
          name="oldPassword"
          control={control}
          type="password"
          label={t('password.oldPassword')}
          autoComplete="current-password"
          required
        />
        <FormTextField
          name="newPassword"
          control={control}
          type="password"
          label={t('password.newPassword')}
          helperText={t('password.rules', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
        />
        <FormTextField
          name="password_confirm"
          control={control}
          type="password"
          label={t('password.password_confirm')}
          autoComplete="new-password"
          required
        />
      </Box>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('password.submit')}
        </Button>
      </Box>
    </Box>
  );
}
