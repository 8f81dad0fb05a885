/** The restaurant's menus on its own host: built by the menu feature (issue 5). */
export function RestaurantMenuPage() {
  return null;
}
