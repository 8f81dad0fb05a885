import { pickTranslation } from '@coperto/shared/common/translations';
import { MAX_MENUS_PER_RESTAURANT } from '@coperto/shared/menus/menu.constants';
import type { MenuListItem } from '@coperto/shared/menus/menu.schemas';
import Add from '@mui/icons-material/Add';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { useUiStore } from '../../../shared/stores/ui-store';
import { SectionMessage } from '../../../shared/ui/section-message';
import { SortableList } from '../../../shared/ui/sortable-list';
import { useDeleteMenu } from '../api/delete-menu';
import { useDuplicateMenu } from '../api/duplicate-menu';
import { type EditorRestaurant, useEditorRestaurant } from '../api/get-editor-restaurant';
import { useMenu } from '../api/get-menu';
import { useMenuList } from '../api/get-menu-list';
import { useReorderMenus } from '../api/reorder-menus';
import { useSetMenuActive } from '../api/set-menu-active';
import { LoadingBox } from '../components/loading-box';
import { MenuCard } from '../components/menu-card';
import { MenuDialog } from '../components/menu-dialog';
import { PreviewDialog } from '../components/preview-dialog';
import { QrCodeDialog } from '../components/qr-code-dialog';
import { useConfirmDelete } from '../components/use-confirm-delete';
import { publicMenuUrl } from '../lib/public-menu-url';

type ListDialog =
  | { kind: 'create' }
  | { kind: 'settings'; menuId: number }
  | { kind: 'qr'; menu: MenuListItem }
  | { kind: 'preview'; menu: MenuListItem };

/** /dashboard/menus: the menus of the restaurant the dashboard works on. */
export function MenusListPage() {
  const user = useSignedInUser();
  const restaurantId = user?.restaurant?.id;
  const restaurant = useEditorRestaurant(restaurantId);
  const menus = useMenuList(restaurantId);
  if (!user || restaurantId === undefined) return <SectionMessage kind="notFound" />;
  if (restaurant.isError || menus.isError) {
    return (
      <SectionMessage
        kind="failed"
        onRetry={() => {
          void restaurant.refetch();
          void menus.refetch();
        }}
      />
    );
  }
  if (!restaurant.data || !menus.data) return <LoadingBox />;
  return <MenusList restaurant={restaurant.data} menus={menus.data} />;
}

function MenusList({ restaurant, menus }: { restaurant: EditorRestaurant; menus: MenuListItem[] }) {
  const { t } = useTranslation('menu-editor');
  const navigate = useNavigate();
  const showAlert = useUiStore((state) => state.showAlert);
  const confirmDelete = useConfirmDelete();
  const [dialog, setDialog] = useState<ListDialog | null>(null);
  const languages = restaurant.language;
  const first = languages[0]!;
  const nameOf = (menu: Pick<MenuListItem, 'name'>) => pickTranslation(menu.name, first, first);
  const full = menus.length >= MAX_MENUS_PER_RESTAURANT;

  const reorder = useReorderMenus(restaurant.id, () => showAlert(t('reorder.failed'), 'error'));
  const setActive = useSetMenuActive(restaurant.id, ({ active }) =>
    showAlert(t(active ? 'menu.activateFailed' : 'menu.deactivateFailed'), 'error'),
  );
  const duplicate = useDuplicateMenu();
  const remove = useDeleteMenu(restaurant.id);
  const closeDialog = () => setDialog(null);

  const duplicateMenu = (menu: MenuListItem) =>
    duplicate.mutate(menu.id, {
      onSuccess: (copy) => showAlert(t('menu.duplicated', { name: nameOf(copy) }), 'success'),
      onError: () => showAlert(t('menu.duplicateFailed'), 'error'),
    });
  const confirmDeleteMenu = (menu: MenuListItem) =>
    confirmDelete({
      title: t('menu.deleteTitle'),
      message: t('menu.deleteMessage', { name: nameOf(menu) }),
      deleted: t('menu.deleted'),
      run: () => remove.mutateAsync(menu.id),
    });
  const createButton = (
    <Tooltip title={full ? t('menu.restaurantFull', { max: MAX_MENUS_PER_RESTAURANT }) : ''}>
      <span>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setDialog({ kind: 'create' })}
          disabled={full}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('menu.new')}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {t('list.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 640 }}>
            {t('list.intro', { restaurant: restaurant.name })}
          </Typography>
        </Box>
        {menus.length > 0 && createButton}
      </Stack>

      {menus.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', borderStyle: 'dashed', borderRadius: 3 }}
        >
          <MenuBookOutlined sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {t('list.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto' }}>
            {t('list.emptyText')}
          </Typography>
          {createButton}
        </Paper>
      ) : (
        <>
          <SortableList
            rows={menus}
            nameOf={nameOf}
            onReorder={(ids) => reorder.mutate(ids)}
            renderRow={(menu, handle) => (
              <MenuCard
                menu={menu}
                handle={handle}
                languages={languages}
                canDuplicate={!full}
                actions={{
                  onActiveChange: (active) => setActive.mutate({ menuId: menu.id, active }),
                  onSettings: () => setDialog({ kind: 'settings', menuId: menu.id }),
                  onPreview: () => setDialog({ kind: 'preview', menu }),
                  onQrCode: () => setDialog({ kind: 'qr', menu }),
                  onDuplicate: () => duplicateMenu(menu),
                  onDelete: () => confirmDeleteMenu(menu),
                }}
              />
            )}
          />
          {menus.length > 1 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('list.orderHint')}
            </Typography>
          )}
        </>
      )}

      {dialog?.kind === 'create' && (
        <MenuDialog
          target={{ restaurantId: restaurant.id }}
          languages={languages}
          initialLanguage={first}
          onClose={closeDialog}
          onCreated={(menu) => navigate(String(menu.id))}
        />
      )}
      {dialog?.kind === 'settings' && (
        <MenuSettingsDialog menuId={dialog.menuId} languages={languages} onClose={closeDialog} />
      )}
      {dialog?.kind === 'qr' && (
        <QrCodeDialog
          url={publicMenuUrl(restaurant, dialog.menu.hashed_id)}
          restaurantName={restaurant.name}
          menuName={nameOf(dialog.menu)}
          active={dialog.menu.active}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'preview' && (
        <PreviewDialog
          url={publicMenuUrl(restaurant, dialog.menu.hashed_id, first)}
          menuName={nameOf(dialog.menu)}
          onClose={closeDialog}
        />
      )}
    </>
  );
}

/** The list shows names only: the menu's other fields load before its settings open. */
function MenuSettingsDialog({
  menuId,
  languages,
  onClose,
}: {
  menuId: number;
  languages: readonly string[];
  onClose(): void;
}) {
  const { t } = useTranslation('menu-editor');
  const showAlert = useUiStore((state) => state.showAlert);
  const menu = useMenu(menuId);
  useEffect(() => {
    if (!menu.isError) return;
    showAlert(t('errors.loadFailed'), 'error');
    onClose();
  }, [menu.isError, showAlert, t, onClose]);
  if (!menu.data) return null;
  return (
    <MenuDialog
      target={{ menu: menu.data }}
      languages={languages}
      initialLanguage={languages[0]!}
      onClose={onClose}
    />
  );
}
