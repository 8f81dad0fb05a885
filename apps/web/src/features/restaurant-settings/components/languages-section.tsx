import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/forms/form-section';
import { useUiStore } from '../../../shared/stores/ui-store';
import { type ReorderStep, SortableList } from '../../../shared/ui/sortable-list';
import { failureMessage } from './action-failure';
import { AddLanguage } from './add-language-form';
import { deleteLanguage, useMoveLanguage, useRestaurantChange } from './hosts-and-languages-api';
import { LanguageRow } from './language-row';
import { useLanguageNames } from './use-language-names';

/** The languages' own words for each step of a move ("lasciata": a language is feminine in Italian). */
const LANGUAGE_WORDS = {
  handle: 'languages.dragOf',
  instructions: 'languages.dragInstructions',
  picked: 'languages.picked',
  over: 'languages.over',
  dropped: 'languages.dropped',
  cancelled: 'languages.cancelled',
} as const satisfies Record<ReorderStep, string>;

/**
 * The site's languages in order, the first the default: dragged or moved by buttons (announced
 * for screen readers), removed after a question, added from the ones the platform supports.
 */
export function LanguagesSection({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation('restaurant-settings-extra');
  const { nameOf, inSentenceOf } = useLanguageNames();
  const askConfirm = useUiStore((state) => state.askConfirm);
  const showAlert = useUiStore((state) => state.showAlert);
  const languages = restaurant.language;
  const move = useMoveLanguage(restaurant.id, (error) =>
    showAlert(failureMessage(t, error, t('errors.failed')), 'error'),
  );
  const remove = useRestaurantChange(restaurant.id, (language: string) =>
    deleteLanguage(restaurant.id, language),
  );
  const rows = useMemo(() => languages.map((language) => ({ id: language })), [languages]);
  const wording = useCallback(
    (step: ReorderStep, where: { name: string; position: number }) =>
      t(LANGUAGE_WORDS[step], { language: where.name, position: where.position }),
    [t],
  );

  const moveTo = (language: string, position: number) => {
    if (languages.indexOf(language) !== position) move.mutate({ language, position });
  };
  const confirmRemove = (language: string) => {
    const name = nameOf(language);
    const nextDefault = languages[0] === language ? languages[1] : undefined;
    askConfirm({
      title: t('languages.removeTitle', { language: name }),
      message: [
        t('languages.removeMessage', { language: inSentenceOf(language) }),
        nextDefault ? t('languages.nextDefault', { language: nameOf(nextDefault) }) : '',
      ]
        .filter(Boolean)
        .join(' '),
      confirmLabel: t('languages.remove'),
      onConfirm: async () => {
        try {
          await remove.mutateAsync(language);
          showAlert(t('languages.removed', { language: name }), 'success');
        } catch (error) {
          showAlert(failureMessage(t, error, t('languages.lastOne')), 'error');
        }
      },
    });
  };

  return (
    <FormSection title={t('languages.title')} description={t('languages.description')}>
      <SortableList
        rows={rows}
        nameOf={(row) => nameOf(row.id)}
        onReorder={(_, moved) => moveTo(moved.id, moved.position)}
        wording={wording}
        label={t('languages.title')}
        ordered
        gap={1}
        disabled={remove.isPending || languages.length === 1}
        renderRow={(row, handle, dragging) => (
          <LanguageRow
            language={row.id}
            index={languages.indexOf(row.id)}
            count={languages.length}
            disabled={remove.isPending}
            handle={handle}
            dragging={dragging}
            onMove={(position) => moveTo(row.id, position)}
            onRemove={() => confirmRemove(row.id)}
          />
        )}
      />
      <AddLanguage restaurant={restaurant} />
    </FormSection>
  );
}
