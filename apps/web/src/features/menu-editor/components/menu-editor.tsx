import { pickTranslation } from '@coperto/shared/common/translations';
import { MAX_SECTIONS_PER_MENU } from '@coperto/shared/menus/menu.constants';
import type { Menu, MenuItem, MenuSection } from '@coperto/shared/menus/menu.schemas';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import QrCode2 from '@mui/icons-material/QrCode2';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUiStore } from '../../../shared/stores/ui-store';
import { SortableList } from '../../../shared/ui/sortable-list';
import { useDeleteItem } from '../api/delete-item';
import { useDeleteSection } from '../api/delete-section';
import type { EditorRestaurant } from '../api/get-editor-restaurant';
import { useMoveItem } from '../api/move-item';
import { useReorderMenuPart } from '../api/reorder-menu-parts';
import { useSetItemAvailability } from '../api/set-item-availability';
import { publicMenuUrl } from '../lib/public-menu-url';
import { missingLanguagesOf, textsOfMenu } from '../lib/translation-status';
import { ItemDialog } from './item-dialog';
import { ItemRow } from './item-row';
import { LanguageSwitcher } from './language-switcher';
import { MenuDialog } from './menu-dialog';
import { MenuStatusChips } from './menu-status-chips';
import { PreviewDialog } from './preview-dialog';
import { QrCodeDialog } from './qr-code-dialog';
import { SectionCard } from './section-card';
import { SectionDialog } from './section-dialog';
import { useConfirmDelete } from './use-confirm-delete';
import { useRevealSection } from './use-reveal-section';

type EditorDialog =
  | { kind: 'menu' }
  | { kind: 'section'; section?: MenuSection }
  | { kind: 'item'; target: { item: MenuItem } | { sectionId: number } }
  | { kind: 'qr' }
  | { kind: 'preview' };

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
      <Button
        component={RouterLink}
        to=".."
        relative="path"
        startIcon={<ArrowBack />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('editor.back')}
      </Button>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack
            useFlexGap
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {menuName}
            </Typography>
            <MenuStatusChips menu={menu} />
          </Stack>
          {textOf(menu.description) && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {textOf(menu.description)}
            </Typography>
          )}
        </Box>
        <Stack
          useFlexGap
          direction="row"
          spacing={1}
          sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}
        >
          <Button
            variant="outlined"
            startIcon={<SettingsOutlined />}
            onClick={() => setDialog({ kind: 'menu' })}
          >
            {t('editor.settings')}
          </Button>
          <Tooltip title={menu.active ? t('preview.hint') : t('preview.inactive')}>
            <span>
              <Button
                variant="outlined"
                startIcon={<VisibilityOutlined />}
                onClick={() => setDialog({ kind: 'preview' })}
                disabled={!menu.active}
              >
                {t('preview.open')}
              </Button>
            </span>
          </Tooltip>
          <Button
            variant="contained"
            startIcon={<QrCode2 />}
            onClick={() => setDialog({ kind: 'qr' })}
          >
            {t('qr.open')}
          </Button>
        </Stack>
      </Stack>

      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          mb: 2,
          borderRadius: 3,
          display: 'flex',
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 1,
          flexWrap: 'wrap',
        }}
      >
        {languages.length > 1 && (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('translations.switcherLabel')}
            </Typography>
            <LanguageSwitcher
              languages={languages}
              value={language}
              onChange={setLanguage}
              incomplete={missingInMenu}
            />
          </>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 180px' }}>
          {languages.length < 2
            ? null
            : missingInMenu.includes(language)
              ? t('translations.someMissing')
              : language === first
                ? t('translations.firstHint')
                : t('translations.allDone')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          {menu.sections.length > 1 && (
            <Button
              startIcon={allOpen ? <UnfoldLess /> : <UnfoldMore />}
              onClick={() =>
                setOpenSections(
                  allOpen ? new Set() : new Set(menu.sections.map((section) => section.id)),
                )
              }
            >
              {allOpen ? t('editor.collapseAll') : t('editor.expandAll')}
            </Button>
          )}
          <AddSectionButton
            count={menu.sections.length}
            onClick={() => setDialog({ kind: 'section' })}
          />
        </Stack>
      </Paper>

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

      {dialog?.kind === 'menu' && (
        <MenuDialog
          target={{ menu }}
          languages={languages}
          initialLanguage={language}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'section' && (
        <SectionDialog
          menuId={menu.id}
          section={dialog.section}
          languages={languages}
          initialLanguage={language}
          onCreated={(section) => {
            setOpenSections((open) => new Set(open).add(section.id));
            revealSection(section.id);
          }}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'item' && (
        <ItemDialog
          menuId={menu.id}
          restaurantId={restaurant.id}
          target={dialog.target}
          languages={languages}
          initialLanguage={language}
          canUploadImages={canUploadImages}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'qr' && (
        <QrCodeDialog
          url={publicMenuUrl(restaurant, menu.hashed_id)}
          restaurantName={restaurant.name}
          menuName={pickTranslation(menu.name, first, first)}
          active={menu.active}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'preview' && (
        <PreviewDialog
          url={publicMenuUrl(restaurant, menu.hashed_id, language)}
          menuName={menuName}
          onClose={closeDialog}
        />
      )}
    </>
  );
}

function AddSectionButton({ count, onClick }: { count: number; onClick(): void }) {
  const { t } = useTranslation('menu-editor');
  const full = count >= MAX_SECTIONS_PER_MENU;
  return (
    <Tooltip title={full ? t('section.menuFull', { max: MAX_SECTIONS_PER_MENU }) : ''}>
      <span>
        <Button variant="contained" startIcon={<Add />} onClick={onClick} disabled={full}>
          {t('section.add')}
        </Button>
      </span>
    </Tooltip>
  );
}
