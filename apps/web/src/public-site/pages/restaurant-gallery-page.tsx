/** The restaurant's gallery on its own host: built by the gallery feature (issue 5). */
export function RestaurantGalleryPage() {
  return null;
}
