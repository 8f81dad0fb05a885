import { useParams } from 'react-router';
import { ApiRequestError } from '../../../shared/lib/api-client';
import { usePermission } from '../../../shared/session/use-permission';
import { useSignedInUser } from '../../../shared/session/use-signed-in-user';
import { SectionMessage } from '../../../shared/ui/section-message';
import { useEditorRestaurant } from '../api/get-editor-restaurant';
import { useMenu } from '../api/get-menu';
import { LoadingBox } from '../components/loading-box';
import { MenuEditor } from '../components/menu-editor';

/** /dashboard/menus/:menuId: one menu's editor, in the languages of the menu's restaurant. */
export function MenuEditPage() {
  const user = useSignedInUser();
  const canUploadImages = usePermission('upload:media');
  const menuId = Number(useParams().menuId);
  const valid = Number.isSafeInteger(menuId) && menuId > 0;
  const menu = useMenu(valid ? menuId : undefined);
  const restaurant = useEditorRestaurant(menu.data?.restaurant_id);
  if (!user) return null;
  const notFound = menu.error instanceof ApiRequestError && menu.error.status === 404;
  if (!valid || notFound) return <SectionMessage kind="notFound" />;
  if (menu.isError || restaurant.isError) {
    return (
      <SectionMessage
        kind="failed"
        onRetry={() => {
          void menu.refetch();
          void restaurant.refetch();
        }}
      />
    );
  }
  if (!menu.data || !restaurant.data) return <LoadingBox />;
  return (
    <MenuEditor
      // A new menu starts from its own state (open sections, language).
      key={menu.data.id}
      menu={menu.data}
      restaurant={restaurant.data}
      canUploadImages={canUploadImages}
    />
  );
}
