import { type CurrentUser, LoginFormSchema } from '@coperto/shared/auth/auth.schemas';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueWordKey, translatedZodResolver } from '../../../shared/forms/translated-zod-resolver';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/session/session-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { loginWithPassword } from '../api/login';
import { describeAuthError } from '../lib/describe-auth-error';
import { findLoginPublicKey } from '../lib/login-public-key';

interface LoginFields {
  username: string;
  password: string;
}

const FIELDS = ['username', 'password'] as const;
/** The issues the login has words for (`login.validation.<field>.<code>`). */
const LOGIN_ISSUE_WORDS = {
  username: ['too_small', 'too_big', 'invalid_type'],
  password: ['too_small', 'too_big', 'invalid_type'],
} as const;

export interface LoginFormProps {
  /** After the user is stored. */
  onSignedIn?(user: CurrentUser): void;
  onForgotPassword?(): void;
  /** The demo owner's login: a button fills the form with it and signs in (trial host). */
  demo?: LoginFields;
}

/** Email and password (spec §5: the username is trimmed); errors under each field and above. */
export function LoginForm({ onSignedIn, onForgotPassword, demo }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const setAuthLoading = useUiStore((state) => state.setAuthLoading);
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields>({
    defaultValues: { username: '', password: '' },
    resolver: translatedZodResolver(LoginFormSchema, (issue) => {
      const key = issueWordKey(LOGIN_ISSUE_WORDS, issue);
      return key ? t(`login.validation.${key}`) : issue.message;
    }),
  });

  const submit = handleSubmit(async (credentials) => {
    setServerError(null);
    setAuthLoading(true);
    try {
      const user = await loginWithPassword(credentials, await findLoginPublicKey());
      useSessionStore.getState().setCurrentUser(user);
      onSignedIn?.(user);
    } catch (error) {
      // The server's per-field messages go under their fields; the reason in words goes above.
      if (error instanceof ApiRequestError) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) setError(field, { type: 'server', message });
        }
      }
      setServerError(describeAuthError(t, error));
    } finally {
      setAuthLoading(false);
    }
  });

  const signInAsDemo = (login: LoginFields) => {
    setValue('username', login.username);
    setValue('password', login.password);
    void submit();
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('login.title')}>
      {demo && (
        <Button
          variant="contained"
          size="large"
          disabled={isSubmitting}
          onClick={() => signInAsDemo(demo)}
        >
          {t('login.demo')}
        </Button>
      )}
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      <TextField
        {...register('username')}
        label={t('login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        required
        fullWidth
        error={Boolean(errors.username)}
        helperText={errors.username?.message}
        slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
      />
      <TextField
        {...register('password')}
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {onForgotPassword && (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={onForgotPassword}
          sx={{ alignSelf: 'flex-end' }}
        >
          {t('login.forgotPassword')}
        </Link>
      )}
      <SubmitButton submitting={isSubmitting}>{t('login.submit')}</SubmitButton>
    </Stack>
  );
}
