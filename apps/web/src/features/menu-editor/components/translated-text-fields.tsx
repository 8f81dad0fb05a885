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
 * How each kind's description field explains itself: a menu's and a section's with a hint below
 * it, a dish's with an example in it (`menu-editor.json`).
 */
const DESCRIPTION_HELP = {
  menu: { helperText: 'menu.descriptionHint' },
  section: { helperText: 'section.descriptionHint' },
  item: { placeholder: 'item.descriptionPlaceholder' },
} as const;

/**
 * The name and description of a menu, a section or a dish in the language the dialog shows: one
 * language at a time, the first one's name required. Texts come from `menu-editor.json` under
 * `kind` (`name`, `namePlaceholder`, `description`, and the help above).
 */
export function TranslatedTextFields<TValues extends NamedTexts>({
  control,
  kind,
  language,
  firstLanguage,
}: {
  control: Control<TValues, unknown, unknown>;
  kind: 'menu' | 'section' | 'item';
  language: string;
  firstLanguage: string;
}) {
  const { t } = useTranslation('menu-editor');
  const code = language.toUpperCase();
  const help = DESCRIPTION_HELP[kind];
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
        {...('helperText' in help
          ? { helperText: t(help.helperText) }
          : { placeholder: t(help.placeholder) })}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: MAX_MENU_TEXT_LENGTH } }}
      />
    </>
  );
}
