import type { Translations } from '@coperto/shared/common/translations';
import type { z } from 'zod';
import { missingLanguagesOf } from './translation-status';

/** A form's texts: one key per restaurant language, '' where none is written yet. */
export type TextFields = Record<string, string>;

/**
 * Every language as a field, so the server's errors (`name.en`, `variants.0.name.it`) find theirs
 * and an emptied translation is sent as '' (the server drops it).
 */
export function textFields(
  text: Translations | undefined,
  languages: readonly string[],
): TextFields {
  return Object.fromEntries(languages.map((language) => [language, text?.[language] ?? '']));
}

/** A text field's path and value, as `textsOf` lists them. */
export type NamedText = [path: (string | number)[], text: Translations | undefined];

/**
 * The shared schema plus the rule the server checks against the restaurant: names are required
 * in its first language. Checked before sending, with the message under the field.
 */
export function withFirstLanguage<TOutput>(
  schema: z.ZodType<TOutput, unknown>,
  firstLanguage: string,
  namesOf: (value: TOutput) => NamedText[],
) {
  return schema.superRefine((value, ctx) => {
    for (const [path, text] of namesOf(value)) {
      if (!text?.[firstLanguage]?.trim()) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, firstLanguage],
          message: 'Required in the first language',
          params: { formMessage: 'required' },
        });
      }
    }
  });
}

/** The languages whose fields carry an error. */
function languagesWithErrors(errors: unknown, languages: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (node: unknown, key?: string) => {
    if (!node || typeof node !== 'object') return;
    if (key && languages.includes(key) && 'message' in node) found.add(key);
    for (const [childKey, child] of Object.entries(node)) {
      if (childKey !== 'ref') visit(child, childKey);
    }
  };
  visit(errors);
  return languages.filter((language) => found.has(language));
}

/** The languages a form's switcher flags: texts still to write, or fields in error. */
export function languagesToFlag(
  texts: readonly Translations[],
  errors: unknown,
  languages: readonly string[],
): string[] {
  const flagged = new Set([
    ...missingLanguagesOf(texts, languages),
    ...languagesWithErrors(errors, languages),
  ]);
  return languages.filter((language) => flagged.has(language));
}
