import { type LanguageCode, SUPPORTED_LANGUAGES } from '@coperto/shared/common/constants';
import {
  CONTACT_HONEYPOT_FIELD,
  type ContactMessageBody,
  ContactMessageBodySchema,
} from '@coperto/shared/site/contact.schemas';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueWordKey, translatedZodResolver } from '../../../shared/forms/translated-zod-resolver';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { SubmitButton } from '../../../shared/ui/submit-button';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'message'] as const;
/** The issues the form has words for (`validation.<field>.<code>`); others read the schema's. */
const CONTACT_ISSUE_WORDS = {
  name: ['too_small', 'too_big'],
  email: ['too_small', 'too_big', 'invalid_format'],
  message: ['too_small', 'too_big'],
} as const;
const EMPTY: ContactMessageBody = {
  name: '',
  email: '',
  message: '',
  [CONTACT_HONEYPOT_FIELD]: '',
};

function isSupportedLanguage(language: string): language is LanguageCode {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language);
}

/**
 * The contact form (spec §3): name, email and message, checked by the API's own schema. A hidden
 * honeypot catches bots; the server's per-field errors show under their fields, and the input
 * stays on any error. On success a confirmation takes the form's place.
 */
export function ContactForm({
  restaurantId,
  restaurantName,
}: {
  restaurantId: number;
  restaurantName: string;
}) {
  const { t, i18n } = useTranslation('contact');
  const honeypotId = useId();
  const send = useSendContactMessage(restaurantId);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageBody>({
    defaultValues: EMPTY,
    resolver: translatedZodResolver(ContactMessageBodySchema, (issue) => {
      const key = issueWordKey(CONTACT_ISSUE_WORDS, issue);
      if (!key) return issue.message;
      const limits = issue as { minimum?: unknown; maximum?: unknown };
      return t(`validation.${key}`, {
        minimum: Number(limits.minimum),
        maximum: Number(limits.maximum),
      });
    }),
  });

  // The confirmation replaces the focused button: the focus moves to it, and it is read out.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const submit = handleSubmit(async (fields) => {
    setFormError(null);
    const language = i18n.language;
    try {
      await send.mutateAsync({
        ...fields,
        language: isSupportedLanguage(language) ? language : undefined,
      });
      setSent({ name: fields.name, email: fields.email });
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 429) {
        setFormError(t('errors.tooMany'));
        return;
      }
      let marked = false;
      if (error instanceof ApiRequestError) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) {
            setError(field, { type: 'server', message });
            marked = true;
          }
        }
      }
      setFormError(marked ? t('errors.checkFields') : t('errors.failed'));
    }
  });

  if (sent) {
    return (
      <Box
        role="status"
        data-testid="contact-sent"
        sx={{ display: 'grid', justifyItems: 'start', py: 3 }}
      >
        <MarkEmailReadOutlinedIcon
          aria-hidden
          sx={{ fontSize: 44, color: 'primary.main', mb: 1.5 }}
        />
        <Typography
          ref={confirmation}
          tabIndex={-1}
          component="h3"
          variant="h5"
          sx={{ fontFamily: 'var(--display-font, inherit)', fontWeight: 700, outline: 'none' }}
        >
          {t('sent.title', { name: sent.name })}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('sent.message', { restaurant: restaurantName, email: sent.email })}
        </Typography>
        <Button variant="text" onClick={() => setSent(null)} sx={{ mt: 2, ml: -1 }}>
          {t('sent.another')}
        </Button>
      </Box>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.25}
      onSubmit={submit}
      aria-label={t('formLabel', { name: restaurantName })}
      data-testid="contact-form"
    >
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <TextField
        {...register('name')}
        label={t('fields.name')}
        autoComplete="name"
        required
        fullWidth
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
      />
      <TextField
        {...register('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
      />
      <TextField
        {...register('message')}
        label={t('fields.message')}
        required
        fullWidth
        multiline
        minRows={5}
        error={Boolean(errors.message)}
        helperText={errors.message?.message}
      />
      {/* The honeypot: out of sight, out of the tab order and of assistive technology. */}
      <div className="visually-hidden" aria-hidden="true" data-testid="contact-honeypot">
        <label htmlFor={honeypotId}>{t('fields.website')}</label>
        <input
          id={honeypotId}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(CONTACT_HONEYPOT_FIELD)}
        />
      </div>
      <div>
        <SubmitButton submitting={isSubmitting}>{t('submit')}</SubmitButton>
      </div>
    </Stack>
  );
}
