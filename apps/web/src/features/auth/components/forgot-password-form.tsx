import { EmailBodySchema } from '@coperto/shared/auth/auth.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translatedZodResolver } from '../../../shared/forms/translated-zod-resolver';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { sendPasswordResetEmail } from '../api/password-reset';
import { describeAuthError } from '../lib/describe-auth-error';

/** Asks for a password reset link; the answer is the same whether the address exists or not. */
export function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    defaultValues: { email: '' },
    resolver: translatedZodResolver(EmailBodySchema, () => t('forgot.invalidEmail')),
  });

  const submit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await sendPasswordResetEmail(email);
      setSent(true);
    } catch (error) {
      setServerError(describeAuthError(t, error));
    }
  });

  if (sent) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{t('forgot.sent')}</Alert>
        <Button onClick={onBack}>{t('forgot.back')}</Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('forgot.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('forgot.intro')}
      </Typography>
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      <TextField
        {...register('email')}
        label={t('login.email')}
        type="email"
        autoComplete="email"
        autoFocus
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <SubmitButton submitting={isSubmitting}>{t('forgot.submit')}</SubmitButton>
      <Button onClick={onBack} color="inherit">
        {t('forgot.back')}
      </Button>
    </Stack>
  );
}
