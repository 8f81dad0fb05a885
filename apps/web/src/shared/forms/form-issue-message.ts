import i18next, { type TFunction } from 'i18next';
import type { z } from 'zod';
import type formsStrings from '../../locales/it/forms.json';
import type { IssueMessage } from './translated-zod-resolver';

type FormErrorKey = `errors.${keyof (typeof formsStrings)['errors'] & string}`;

const isFormErrorKey = (key: string): key is FormErrorKey =>
  key.startsWith('errors.') && i18next.exists(key, { ns: 'forms' });

/**
 * A shared schema's refinement names its message for the forms with `params: { formMessage }`
 * (a key under `errors` in locales/<lang>/forms.json), as the Italian tax-id checks do.
 */
function customKeyOf(issue: z.core.$ZodIssue): FormErrorKey {
  const name = (issue as { params?: { formMessage?: unknown } }).params?.formMessage;
  const key = `errors.${String(name)}`;
  return typeof name === 'string' && isFormErrorKey(key) ? key : 'errors.invalid';
}

function issueKeyOf(issue: z.core.$ZodIssue): {
  key: FormErrorKey;
  values?: Record<string, unknown>;
} {
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.expected === 'number' ? 'errors.number' : 'errors.required' };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return minimum <= 1
          ? { key: 'errors.required' }
          : { key: 'errors.tooShort', values: { minimum } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { key: 'errors.tooFew', values: { minimum } };
      }
      return { key: 'errors.tooSmall', values: { minimum } };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'errors.tooLong', values: { maximum } };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { key: 'errors.tooMany', values: { maximum } };
      }
      return { key: 'errors.tooBig', values: { maximum } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'errors.email' };
      if (issue.format === 'url') return { key: 'errors.url' };
      return { key: 'errors.format' };
    case 'not_multiple_of':
      return Number(issue.divisor) === 0.01
        ? { key: 'errors.cents' }
        : { key: 'errors.multipleOf', values: { divisor: Number(issue.divisor) } };
    case 'invalid_value':
      return { key: 'errors.choice' };
    case 'custom':
      return { key: customKeyOf(issue) };
    default:
      return { key: 'errors.invalid' };
  }
}

/**
 * The message under a field for a zod issue, in the user's language: issue codes map to the
 * `forms` namespace's keys, never to zod's English text.
 */
export function formIssueMessage(t: TFunction<'forms'>): IssueMessage {
  return (issue) => {
    const { key, values } = issueKeyOf(issue);
    return t(key, { ...values });
  };
}
