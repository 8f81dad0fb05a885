import { useEffect, useRef } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../lib/api-client';
import { useUiStore } from '../stores/ui-store';
import { formIssueMessage } from './form-issue-message';
import { translatedZodResolver } from './translated-zod-resolver';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** Error codes with a message of their own in the `forms` namespace (`server.<code>`). */
const TRANSLATED_CODES = [
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'NETWORK',
] as const satisfies readonly ApiRequestError['code'][];

const isTranslated = (code: string): code is (typeof TRANSLATED_CODES)[number] =>
  (TRANSLATED_CODES as readonly string[]).includes(code);

export interface ServerFormOptions<TValues extends FieldValues, TParsed> {
  /** The shared schema the API validates the same body with. */
  schema: z.ZodType<TParsed, unknown>;
  /**
   * The saved values, once loaded (a query's data mapped to the form's shape). Each new value
   * resets the form, unless the user has edits of their own.
   */
  values?: TValues;
  /** What an empty form starts with (a create form, or until `values` arrive). */
  defaultValues?: DefaultValues<TValues>;
  /** Sends the parsed values; a thrown ApiRequestError lands on the fields or in the alert. */
  onSubmit(values: TParsed): Promise<unknown>;
  /** The success alert's text; "Modifiche salvate" by default. */
  successMessage?: string;
  /** False for a form whose edits may be lost without asking (a search box). */
  guardUnsavedChanges?: boolean;
}

export interface ServerForm<TValues extends FieldValues, TParsed> {
  form: UseFormReturn<TValues, unknown, TParsed>;
  /** The <form>'s onSubmit. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  dirty: boolean;
  /** Back to the newest saved values (a refetch during the edits included). */
  discard(): void;
}

/**
 * A dashboard form that saves to the API (docs/decisions/013): the shared zod schema validates
 * with translated messages; saving shows progress; success shows an alert and makes the saved
 * values the form's new starting point; the server's `fields` errors land on their fields, other
 * errors in the alert, and the user's input stays. Leaving with unsaved edits asks first.
 */
export function useServerForm<TValues extends FieldValues, TParsed = TValues>({
  schema,
  values,
  defaultValues,
  onSubmit,
  successMessage,
  guardUnsavedChanges = true,
}: ServerFormOptions<TValues, TParsed>): ServerForm<TValues, TParsed> {
  const { t } = useTranslation('forms');
  const showAlert = useUiStore((state) => state.showAlert);
  const form = useForm<TValues, unknown, TParsed>({
    defaultValues: (values ?? defaultValues) as DefaultValues<TValues> | undefined,
    resolver: translatedZodResolver<TValues, TParsed>(schema, formIssueMessage(t)),
  });
  const { isDirty, isSubmitting } = form.formState;

  /** The newest saved values: what "discard" goes back to. */
  const saved = useRef(values);

  // Data that arrives (or is refetched) later becomes the form's values, unless the user has
  // started editing: their edits win over a background refetch.
  useEffect(() => {
    if (!values) return;
    saved.current = values;
    if (!form.formState.isDirty) form.reset(values);
  }, [values, form]);

  useUnsavedChangesGuard(guardUnsavedChanges && isDirty && !isSubmitting);

  const showServerError = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) {
      showAlert(t('server.failed'), 'error');
      return;
    }
    const formValues = form.getValues();
    let marked = 0;
    for (const [path, message] of Object.entries(error.fields)) {
      // Only fields this form shows can carry an error; any other goes to the alert below.
      if (get(formValues, path) === undefined) continue;
      form.setError(
        path as FieldPath<TValues>,
        { type: 'server', message: serverFieldMessage(error.code, message) },
        { shouldFocus: marked === 0 },
      );
      marked += 1;
    }
    if (marked > 0) showAlert(t('server.checkFields'), 'error');
    else if (isTranslated(error.code)) showAlert(t(`server.${error.code}`), 'error');
    else if (error.code === 'RULE_BROKEN' || error.code === 'CONFLICT') {
      // A business rule's own explanation says more than any generic text.
      showAlert(error.detail, 'error');
    } else showAlert(t('server.failed'), 'error');
  };

  /** The server's messages are English: the two generic ones read in the user's language. */
  const serverFieldMessage = (code: string, message: string) =>
    code === 'VALIDATION_FAILED' || code === 'CONFLICT' ? t(`server.${code}`) : message;

  const submit = form.handleSubmit(async (parsed) => {
    try {
      await onSubmit(parsed);
    } catch (error) {
      showServerError(error);
      return;
    }
    // What was just saved is the new starting point: not dirty, nothing to guard.
    saved.current = form.getValues();
    form.reset(saved.current);
    showAlert(successMessage ?? t('saved'), 'success');
  });

  return {
    form,
    submit,
    saving: isSubmitting,
    dirty: isDirty,
    discard: () => form.reset(saved.current),
  };
}
