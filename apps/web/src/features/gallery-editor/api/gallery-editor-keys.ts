/** Under `session`: what one user fetched is dropped at logout, before the next one signs in. */
export const galleryEditorKeys = {
  gallery: (restaurantId: number) =>
    ['session', 'gallery-editor', 'gallery', restaurantId] as const,
  restaurant: (restaurantId: number) =>
    ['session', 'gallery-editor', 'restaurant', restaurantId] as const,
};
