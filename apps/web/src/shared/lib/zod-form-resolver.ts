import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Turns a zod issue into the text shown under the field; the default is zod's own message. */
export type IssueMessage = (issue: z.core.$ZodIssue) => string;

/**
 * react-hook-form validation by one of the shared zod schemas (DESIGN.md §4 rule 1: the web forms use
 * the API's schemas). Flat forms only: the first issue of each top-level field is reported.
 */
export function zodFormResolver<TValues extends FieldValues>(
  schema: z.ZodType<TValues, unknown>,
  messageFor: IssueMessage = (issue) => issue.message,
): Resolver<TValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: messageFor(issue) };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
