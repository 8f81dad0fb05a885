import type { Restaurant } from '@coperto/shared/restaurants/restaurant.schemas';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/forms/form-section';
import { useUiStore } from '../../../shared/stores/ui-store';
import { failureMessage } from './action-failure';
import { AddLanguage } from './add-language-form';
import { deleteLanguage, useMoveLanguage, useRestaurantChange } from './hosts-and-languages-api';
import { LanguageRow } from './language-row';
import { useLanguageNames } from './use-language-names';

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
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo((): Announcements => {
    const where = (id: unknown) => ({
      language: nameOf(String(id)),
      position: languages.indexOf(String(id)) + 1,
    });
    return {
      onDragStart: ({ active }) => t('languages.picked', where(active.id)),
      onDragOver: ({ active, over }) =>
        over
          ? t('languages.over', { ...where(active.id), position: where(over.id).position })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('languages.dropped', { ...where(active.id), position: where(over.id).position })
          : undefined,
      onDragCancel: ({ active }) => t('languages.cancelled', where(active.id)),
    };
  }, [languages, nameOf, t]);

  const moveTo = (language: string, position: number) => {
    if (languages.indexOf(language) !== position) move.mutate({ language, position });
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over) moveTo(String(active.id), languages.indexOf(String(over.id)));
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
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('languages.dragInstructions') },
        }}
      >
        <SortableContext items={languages} strategy={verticalListSortingStrategy}>
          <Stack
            component="ol"
            spacing={1}
            aria-label={t('languages.title')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {languages.map((language, index) => (
              <LanguageRow
                key={language}
                language={language}
                index={index}
                count={languages.length}
                disabled={remove.isPending}
                onMove={(position) => moveTo(language, position)}
                onRemove={() => confirmRemove(language)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <AddLanguage restaurant={restaurant} />
    </FormSection>
  );
}
