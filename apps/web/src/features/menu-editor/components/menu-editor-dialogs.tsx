import { pickTranslation } from '@coperto/shared/common/translations';
import type { Menu, MenuItem, MenuSection } from '@coperto/shared/menus/menu.schemas';
import type { EditorRestaurant } from '../api/get-editor-restaurant';
import { publicMenuUrl } from '../lib/public-menu-url';
import { ItemDialog } from './item-dialog';
import { MenuDialog } from './menu-dialog';
import { PreviewDialog } from './preview-dialog';
import { QrCodeDialog } from './qr-code-dialog';
import { SectionDialog } from './section-dialog';

/** The dialog a menu's editor has open, with what it works on. */
export type EditorDialog =
  | { kind: 'menu' }
  | { kind: 'section'; section?: MenuSection }
  | { kind: 'item'; target: { item: MenuItem } | { sectionId: number } }
  | { kind: 'qr' }
  | { kind: 'preview' };

/**
 * The open dialog of a menu's editor: the menu's settings, a section, a dish, the QR code or the
 * preview, each opening in the language being edited.
 */
export function MenuEditorDialogs({
  dialog,
  menu,
  restaurant,
  language,
  canUploadImages,
  onSectionCreated,
  onClose,
}: {
  dialog: EditorDialog;
  menu: Menu;
  restaurant: EditorRestaurant;
  language: string;
  canUploadImages: boolean;
  onSectionCreated(section: MenuSection): void;
  onClose(): void;
}) {
  const languages = restaurant.language;
  const first = languages[0]!;
  switch (dialog.kind) {
    case 'menu':
      return (
        <MenuDialog
          target={{ menu }}
          languages={languages}
          initialLanguage={language}
          onClose={onClose}
        />
      );
    case 'section':
      return (
        <SectionDialog
          menuId={menu.id}
          section={dialog.section}
          languages={languages}
          initialLanguage={language}
          onCreated={onSectionCreated}
          onClose={onClose}
        />
      );
    case 'item':
      return (
        <ItemDialog
          menuId={menu.id}
          restaurantId={restaurant.id}
          target={dialog.target}
          languages={languages}
          initialLanguage={language}
          canUploadImages={canUploadImages}
          onClose={onClose}
        />
      );
    case 'qr':
      return (
        <QrCodeDialog
          url={publicMenuUrl(restaurant, menu.hashed_id)}
          restaurantName={restaurant.name}
          menuName={pickTranslation(menu.name, first, first)}
          active={menu.active}
          onClose={onClose}
        />
      );
    case 'preview':
      return (
        <PreviewDialog
          url={publicMenuUrl(restaurant, menu.hashed_id, language)}
          menuName={pickTranslation(menu.name, language, first)}
          onClose={onClose}
        />
      );
  }
}
