import { pickTranslation } from '@coperto/shared/common/translations';
import type { Menu, MenuItem, MenuSection } from '@coperto/shared/menus/menu.schemas';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { SortableList } from '../../../shared/ui/sortable-list';
import { useDeleteItem } from '../api/delete-item';
import { useDeleteSection } from '../api/delete-section';
import type { EditorRestaurant } from '../api/get-editor-restaurant';
import { useMoveItem } from '../api/move-item';
import { useReorderMenuPart } from '../api/reorder-menu-parts';
import { useSetItemAvailability } from '../api/set-item-availability';
import { missingLanguagesOf, textsOfMenu } from '../lib/translation-status';
import { ItemRow } from './item-row';
import { type EditorDialog, MenuEditorDialogs } from './menu-editor-dialogs';
import { MenuEditorHeader } from './menu-editor-header';
import { MenuEditorToolbar } from './menu-editor-toolbar';
import { SectionCard } from './section-card';
import { useConfirmDelete } from './use-confirm-delete';
import { useRevealSection } from './use-reveal-section';

/**
 * One menu's editor: its sections and dishes in their order (drag to reorder), every text per
 * restaurant language with what is missing marked, the one-click sold-out switch, the preview
 * and the link with its QR code.
 */
export function MenuEditor({
  menu,
  restaurant,
  canUploadImages,
}: {
  menu: Menu;
  restaurant: EditorRestaurant;
  canUploadImages: boolean;
}) {
  const { t } = useTranslation('menu-editor');
  const showAlert = useUiStore((state) => state.showAlert);
  const confirmDelete = useConfirmDelete();
  const languages = restaurant.language;
  const first = languages[0]!;
  const [language, setLanguage] = useState(first);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [openSections, setOpenSections] = useState<ReadonlySet<number>>(
    () => new Set(menu.sections.slice(0, 1).map((section) => section.id)),
  );
  const revealSection = useRevealSection(menu.sections);
  const textOf = (text: Menu['name']) => pickTranslation(text, language, first);
  const menuName = textOf(menu.name);

  const reorder = useReorderMenuPart(menu.id, () => showAlert(t('reorder.failed'), 'error'));
  const setAvailable = useSetItemAvailability(menu.id, ({ itemId, available }) => {
    const item = menu.sections.flatMap((section) => section.items).find((i) => i.id === itemId);
    const name = item ? textOf(item.name) : '';
    showAlert(t(available ? 'item.availableFailed' : 'item.soldOutFailed', { name }), 'error');
  });
  const moveItem = useMoveItem(menu.id);
  const deleteItem = useDeleteItem(menu.id);
  const deleteSection = useDeleteSection(menu.id);

  const allOpen = menu.sections.every((section) => openSections.has(section.id));
  const toggleSection = (id: number) =>
    setOpenSections((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const missingInMenu = missingLanguagesOf(textsOfMenu(menu), languages);
  const closeDialog = () => setDialog(null);

  const confirmDeleteSection = (section: MenuSection) =>
    confirmDelete({
      title: t('section.deleteTitle'),
      message: t('section.deleteMessage', {
        name: textOf(section.name),
        count: section.items.length,
      }),
      deleted: t('section.deleted'),
      run: () => deleteSection.mutateAsync(section.id),
    });
  const confirmDeleteItem = (item: MenuItem) =>
    confirmDelete({
      title: t('item.deleteTitle'),
      message: t('item.deleteMessage', { name: textOf(item.name) }),
      deleted: t('item.deleted'),
      run: () => deleteItem.mutateAsync(item.id),
    });
  const move = (item: MenuItem, section: MenuSection) =>
    moveItem.mutate(
      { itemId: item.id, sectionId: section.id },
      {
        onSuccess: () =>
          showAlert(
            t('item.moved', { name: textOf(item.name), section: textOf(section.name) }),
            'success',
          ),
        onError: () => showAlert(t('item.moveFailed'), 'error'),
      },
    );

  return (
    <>
      <MenuEditorHeader
        menu={menu}
        name={menuName}
        description={textOf(menu.description)}
        onOpen={(kind) => setDialog({ kind })}
      />
      <MenuEditorToolbar
        languages={languages}
        language={language}
        onLanguageChange={setLanguage}
        missingLanguages={missingInMenu}
        sectionCount={menu.sections.length}
        allOpen={allOpen}
        onToggleAll={() =>
          setOpenSections(allOpen ? new Set() : new Set(menu.sections.map((section) => section.id)))
        }
        onAddSection={() => setDialog({ kind: 'section' })}
      />

      {menu.sections.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderStyle: 'dashed', borderRadius: 3 }}
        >
          <Typography variant="h6" component="p">
            {t('editor.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {t('editor.emptyText')}
          </Typography>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDialog({ kind: 'section' })}
          >
            {t('section.addFirst')}
          </Button>
        </Paper>
      ) : (
        <SortableList
          rows={menu.sections}
          nameOf={(section) => textOf(section.name)}
          onReorder={(ids) => reorder.mutate({ list: 'sections', parentId: menu.id, ids })}
          renderRow={(section, handle) => (
            <SectionCard
              section={section}
              handle={handle}
              open={openSections.has(section.id)}
              language={language}
              languages={languages}
              actions={{
                onToggleOpen: () => toggleSection(section.id),
                onEdit: () => setDialog({ kind: 'section', section }),
                onDelete: () => confirmDeleteSection(section),
                onAddItem: () => {
                  setOpenSections((open) => new Set(open).add(section.id));
                  setDialog({ kind: 'item', target: { sectionId: section.id } });
                },
                onReorderItems: (ids) =>
                  reorder.mutate({ list: 'items', parentId: section.id, ids }),
              }}
              renderItem={(item, itemHandle) => (
                <ItemRow
                  item={item}
                  handle={itemHandle}
                  language={language}
                  languages={languages}
                  otherSections={menu.sections.filter((other) => other.id !== section.id)}
                  onAvailableChange={(available) =>
                    setAvailable.mutate({ itemId: item.id, available })
                  }
                  onEdit={() => setDialog({ kind: 'item', target: { item } })}
                  onMove={(sectionId) => {
                    const target = menu.sections.find((other) => other.id === sectionId);
                    if (target) move(item, target);
                  }}
                  onDelete={() => confirmDeleteItem(item)}
                />
              )}
            />
          )}
        />
      )}

      {dialog && (
        <MenuEditorDialogs
          dialog={dialog}
          menu={menu}
          restaurant={restaurant}
          language={language}
          canUploadImages={canUploadImages}
          onSectionCreated={(section) => {
            setOpenSections((open) => new Set(open).add(section.id));
            revealSection(section.id);
          }}
          onClose={closeDialog}
        />
      )}
    </>
  );
}
