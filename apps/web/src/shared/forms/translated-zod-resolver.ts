import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/** The text shown under a field for a zod issue (decision 035). */
export type IssueMessage = (issue: z.core.$ZodIssue) => string;

/**
 * react-hook-form validation by one of the shared zod schemas (DESIGN.md §4 rule 1), with
 * @hookform/resolvers' zodResolver: it puts each field's first issue at its path (nested ones and
 * field arrays too) and submits the schema's output (trimmed, with its defaults).
 *
 * The messages are ours, not the schema's: in zod 4 a message written into a shared schema
 * ('Enter your name', for the API) outranks any error map given to the parse, and zodResolver
 * keeps only an issue's code and message. So the schema reaches zodResolver behind a parse that
 * rewrites each issue's message from the whole issue (code, minimum, origin, format, params)
 * before zodResolver reads it.
 */
export function translatedZodResolver<TValues extends FieldValues, TParsed = TValues>(
  schema: z.ZodType<TParsed, unknown>,
  messageFor: IssueMessage,
): Resolver<TValues, unknown, TParsed> {
  const translated = {
    // zodResolver types the form by the schema's input; a form holds its own field types (a
    // number still being typed is a string), which the schema parses.
    _zod: schema._zod as unknown as { input: TValues; output: TParsed },
    async parseAsync(values: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) {
      const result = await schema.safeParseAsync(values, params);
      if (result.success) return result.data;
      throw new z.ZodError(
        result.error.issues.map((issue) => ({ ...issue, message: messageFor(issue) })),
      );
    },
  };
  return zodResolver(translated);
}

/** Per field, the issue codes a form has words of its own for. */
export type IssueWords = Readonly<Record<string, readonly z.core.$ZodIssue['code'][]>>;

/** The `field.code` pairs of `W`: a union of literals, so `t` checks each pair's key. */
export type IssueWordKey<W extends IssueWords> = {
  [F in keyof W & string]: `${F}.${W[F][number]}`;
}[keyof W & string];

/** `field.code` of an issue when `words` has it (`username.too_small`), else null. */
export function issueWordKey<W extends IssueWords>(
  words: W,
  issue: z.core.$ZodIssue,
): IssueWordKey<W> | null {
  const field = issue.path[0];
  if (typeof field !== 'string' || !Object.hasOwn(words, field)) return null;
  // Both halves were just found in `words`: the pair is one of its keys.
  return words[field]?.includes(issue.code) ? (`${field}.${issue.code}` as IssueWordKey<W>) : null;
}
