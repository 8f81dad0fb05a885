/**
 * The editor's query keys. Under `session`: what one user fetched is dropped at logout, before
 * the next one signs in on this browser.
 */
export const menuEditorKeys = {
  all: ['session', 'menu-editor'] as const,
  restaurant: (restaurantId: number) =>
    [...menuEditorKeys.all, 'restaurant', restaurantId] as const,
  menuList: (restaurantId: number) => [...menuEditorKeys.all, 'menu-list', restaurantId] as const,
  menu: (menuId: number) => [...menuEditorKeys.all, 'menu', menuId] as const,
  /** The writes to one menu: an answer is put on screen only when no other is still on its way. */
  menuWrites: (menuId: number) => [...menuEditorKeys.all, 'menu-writes', menuId] as const,
};
