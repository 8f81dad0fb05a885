import { ResetPasswordBodySchema } from '@coperto/shared/auth/auth.schemas';
import { PASSWORD_MIN_LENGTH } from '@coperto/shared/common/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { translatedZodResolver } from '../../../shared/forms/translated-zod-resolver';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { resetPassword } from '../api/password-reset';
import { describeAuthError } from '../lib/describe-auth-error';

interface ResetFields {
  token: string;
  password: string;
  password_confirm: string;
}

/** The page of the emailed reset (or invitation) link: choose a new password, then sign in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetFields>({
    values: { token, password: '', password_confirm: '' },
    resolver: translatedZodResolver(ResetPasswordBodySchema, (issue) => {
      if (issue.path[0] === 'password_confirm') return t('reset.mismatch');
      if (issue.code === 'too_small') return t('reset.tooShort', { count: PASSWORD_MIN_LENGTH });
      return issue.message;
    }),
  });

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await resetPassword(body);
      setDone(true);
    } catch (error) {
      setServerError(describeAuthError(t, error, { INVALID_TOKEN: t('reset.invalidLink') }));
    }
  });

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: 420,
          p: { xs: 3, sm: 4 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
        }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {t('reset.title')}
        </Typography>
        {!token ? (
          <Alert severity="error">{t('reset.missingToken')}</Alert>
        ) : done ? (
          <Stack spacing={2}>
            <Alert severity="success">{t('reset.done')}</Alert>
            <Button component={RouterLink} to="/dashboard" variant="contained">
              {t('reset.toLogin')}
            </Button>
          </Stack>
        ) : (
          <Stack component="form" noValidate spacing={2} onSubmit={submit}>
            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
            <TextField
              {...register('password')}
              label={t('reset.password')}
              type="password"
              autoComplete="new-password"
              autoFocus
              required
              fullWidth
              error={Boolean(errors.password)}
              helperText={
                errors.password?.message ?? t('reset.tooShort', { count: PASSWORD_MIN_LENGTH })
              }
            />
            <TextField
              {...register('password_confirm')}
              label={t('reset.passwordConfirm')}
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              error={Boolean(errors.password_confirm)}
              helperText={errors.password_confirm?.message}
            />
            <SubmitButton submitting={isSubmitting}>{t('reset.submit')}</SubmitButton>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
