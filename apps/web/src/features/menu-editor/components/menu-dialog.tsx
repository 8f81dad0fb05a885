import {
  type Menu,
  type MenuAvailability,
  type MenuBody,
  MenuBodySchema,
} from '@coperto/shared/menus/menu.schemas';
import { WEEKDAYS } from '@coperto/shared/restaurants/opening-days';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '../../../shared/forms/form-switch';
import { FormTimeField } from '../../../shared/forms/form-time-field';
import { useServerForm } from '../../../shared/forms/use-server-form';
import { weekdayName } from '../../../shared/lib/dates';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCreateMenu } from '../api/create-menu';
import { useUpdateMenu } from '../api/update-menu';
import {
  languagesToFlag,
  type TextFields,
  textFields,
  withFirstLanguage,
} from '../lib/translated-form';
import { LanguageSwitcher } from './language-switcher';
import { ToggleChips } from './toggle-chips';
import { TranslatedTextFields } from './translated-text-fields';

interface MenuFormValues {
  name: TextFields;
  description: TextFields;
  active: boolean;
  availability: MenuAvailability | null;
}

/** What a menu served only at some times starts with: a weekday lunch. */
const LUNCH_ON_WEEKDAYS: MenuAvailability = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  from: '12:00',
  to: '15:00',
};

/** The menu being edited (its fields), or the restaurant a new menu is created in. */
export type MenuDialogTarget =
  | { menu: Pick<Menu, 'id' | 'name' | 'description' | 'active' | 'availability'> }
  | { restaurantId: number };

/**
 * A menu's own fields: its name and description in every language, whether guests see it, and
 * optionally the days and hours it is served (a lunch menu on weekdays).
 */
export function MenuDialog({
  target,
  languages,
  initialLanguage,
  onClose,
  onCreated,
}: {
  target: MenuDialogTarget;
  languages: readonly string[];
  initialLanguage: string;
  onClose(): void;
  onCreated?(menu: Menu): void;
}) {
  const { t, i18n } = useTranslation('menu-editor');
  const [language, setLanguage] = useState(initialLanguage);
  const existing = 'menu' in target ? target.menu : undefined;
  const create = useCreateMenu('restaurantId' in target ? target.restaurantId : 0);
  const update = useUpdateMenu(existing?.id ?? 0);
  const schema = useMemo(
    () => withFirstLanguage(MenuBodySchema, languages[0]!, (value) => [[['name'], value.name]]),
    [languages],
  );
  const { form, submit, saving, dirty } = useServerForm<MenuFormValues, MenuBody>({
    schema,
    defaultValues: {
      name: textFields(existing?.name, languages),
      description: textFields(existing?.description, languages),
      active: existing?.active ?? true,
      availability: existing?.availability ?? null,
    },
    successMessage: existing ? t('menu.saved') : t('menu.created'),
    onSubmit: async (body) => {
      if (existing) {
        await update.mutateAsync(body);
      } else {
        onCreated?.(await create.mutateAsync(body));
      }
      onClose();
    },
  });
  const [name, description, availability] = form.watch(['name', 'description', 'availability']);
  const incomplete = languagesToFlag([name, description], form.formState.errors, languages);

  return (
    <FormDialog
      title={existing ? t('menu.editTitle') : t('menu.createTitle')}
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
      submitLabel={existing ? t('actions.save') : t('menu.create')}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TranslatedTextFields
          control={form.control}
          kind="menu"
          language={language}
          firstLanguage={languages[0]!}
        />
        <FormSwitch
          control={form.control}
          name="active"
          label={t('menu.active')}
          helperText={t('menu.activeHint')}
        />
        <Box>
          <FormControl>
            <FormControlLabel
              label={t('menu.scheduled')}
              control={
                <Switch
                  checked={availability !== null}
                  onChange={(event) =>
                    form.setValue('availability', event.target.checked ? LUNCH_ON_WEEKDAYS : null, {
                      shouldDirty: true,
                    })
                  }
                />
              }
            />
            <FormHelperText>{t('menu.scheduledHint')}</FormHelperText>
          </FormControl>
          <Collapse in={availability !== null} unmountOnExit>
            <Stack spacing={2} sx={{ mt: 2, pl: { sm: 6 } }}>
              <ToggleChips
                control={form.control}
                name="availability.days"
                options={WEEKDAYS}
                labelOf={(day) => weekdayName(day, i18n.language, 'long')}
                legend={t('menu.days')}
              />
              <Stack direction="row" spacing={2}>
                <FormTimeField
                  control={form.control}
                  name="availability.from"
                  label={t('menu.from')}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormTimeField
                  control={form.control}
                  name="availability.to"
                  label={t('menu.to')}
                  helperText={t('menu.toHint')}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
            </Stack>
          </Collapse>
        </Box>
      </Stack>
    </FormDialog>
  );
}
