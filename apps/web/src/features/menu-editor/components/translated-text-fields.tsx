import { MAX_NAME_LENGTH } from '@coperto/shared/common/constants';
import { MAX_MENU_TEXT_LENGTH } from '@coperto/shared/menus/menu.constants';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../shared/forms/form-text-field';
import type { TextFields } from '../lib/translated-form';

interface NamedTexts {
  name: TextFields;
  description: TextFields;
}

/**
 * The name and description of a menu, a section or a dish in the language the dialog shows: one
 * language at a time, the first one's name required. Texts come from `menu-editor.json` under
 * `kind` (`name`, `namePlaceholder`, `description`, and `descriptionHint` or
 * `descriptionPlaceholder`).
 */
export function TranslatedTextFields<TValues extends NamedTexts>({
  control,
  kind,
  language,
  firstLanguage,
  descriptionHelp,
}: {
  control: Control<TValues, unknown, unknown>;
  kind: 'menu' | 'section' | 'item';
  language: string;
  firstLanguage: string;
  /** How the description field explains itself: a hint below it, or a placeholder in it. */
  descriptionHelp: 'hint' | 'placeholder';
}) {
  const { t } = useTranslation('menu-editor');
  const code = language.toUpperCase();
  return (
    <>
      <FormTextField
        key={`name-${language}`}
        control={control}
        name={`name.${language}` as FieldPath<TValues>}
        label={t(`${kind}.name`, { language: code })}
        placeholder={t(`${kind}.namePlaceholder`)}
        required={language === firstLanguage}
        autoFocus
        slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
      />
      <FormTextField
        key={`description-${language}`}
        control={control}
        name={`description.${language}` as FieldPath<TValues>}
        label={t(`${kind}.description`, { language: code })}
        {...(descriptionHelp === 'hint'
          ? { helperText: t(`${kind}.descriptionHint`) }
          : { placeholder: t(`${kind}.descriptionPlaceholder`) })}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: MAX_MENU_TEXT_LENGTH } }}
      />
    </>
  );
}
