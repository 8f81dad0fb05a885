import { type FieldErrors, type FieldValues, get, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';

/** Turns a zod issue into the text shown under the field; the default is zod's own message. */
export type IssueMessage = (issue: z.core.$ZodIssue) => string;

/**
 * react-hook-form validation by one of the shared zod schemas (DESIGN.md §4 rule 1: the web forms use
 * the API's schemas). The first issue of each field is reported at its path, nested ones too
 * (`address.city`), so react-hook-form finds it where the field is registered. The form submits
 * the schema's output: trimmed, with its defaults.
 */
export function zodFormResolver<TValues extends FieldValues, TParsed = TValues>(
  schema: z.ZodType<TParsed, unknown>,
  messageFor: IssueMessage = (issue) => issue.message,
): Resolver<TValues, unknown, TParsed> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldValues = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root';
      // The first issue of a field wins; an object's own issue never hides its fields' ones.
      if (get(errors, path) !== undefined) continue;
      set(errors, path, { type: issue.code, message: messageFor(issue) });
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
