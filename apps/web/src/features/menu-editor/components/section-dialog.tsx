import {
  type MenuSection,
  type MenuSectionBody,
  MenuSectionBodySchema,
} from '@coperto/shared/menus/menu.schemas';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useSaveSection } from '../api/save-section';
import {
  languagesToFlag,
  type TextFields,
  textFields,
  withFirstLanguage,
} from '../lib/translated-form';
import { LanguageSwitcher } from './language-switcher';
import { TranslatedTextFields } from './translated-text-fields';

interface SectionFormValues {
  name: TextFields;
  description: TextFields;
}

/** Adds a section to the menu, or renames the one given, in every language of the restaurant. */
export function SectionDialog({
  menuId,
  section,
  languages,
  initialLanguage,
  onCreated,
  onClose,
}: {
  menuId: number;
  section?: MenuSection;
  languages: readonly string[];
  initialLanguage: string;
  /** The new section, as the server answered it (the last of the menu). */
  onCreated?(section: MenuSection): void;
  onClose(): void;
}) {
  const { t } = useTranslation('menu-editor');
  const [language, setLanguage] = useState(initialLanguage);
  const save = useSaveSection(menuId, section?.id);
  const schema = useMemo(
    () =>
      withFirstLanguage(MenuSectionBodySchema, languages[0]!, (value) => [[['name'], value.name]]),
    [languages],
  );
  const { form, submit, saving, dirty } = useServerForm<SectionFormValues, MenuSectionBody>({
    schema,
    defaultValues: {
      name: textFields(section?.name, languages),
      description: textFields(section?.description, languages),
    },
    successMessage: section ? t('section.saved') : t('section.added'),
    onSubmit: async (body) => {
      const menu = await save.mutateAsync(body);
      const created = section ? undefined : menu.sections.at(-1);
      if (created) onCreated?.(created);
      onClose();
    },
  });
  const [name, description] = form.watch(['name', 'description']);
  const incomplete = languagesToFlag([name, description], form.formState.errors, languages);

  return (
    <FormDialog
      title={section ? t('section.editTitle') : t('section.addTitle')}
      titleAside={
        <LanguageSwitcher
          languages={languages}
          value={language}
          onChange={setLanguage}
          incomplete={incomplete}
        />
      }
      dirty={dirty}
      saving={saving}
      submit={submit}
      submitLabel={section ? t('actions.save') : t('section.add')}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TranslatedTextFields
          control={form.control}
          kind="section"
          language={language}
          firstLanguage={languages[0]!}
        />
      </Stack>
    </FormDialog>
  );
}
