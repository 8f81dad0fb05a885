import type { PublicMenusResponse } from '../menus/menu.schemas';
import type { PublicRestaurant } from '../restaurants/restaurant.schemas';

/**
 * What the server hands a restaurant's public page inside its HTML (a JSON `<script>` with this
 * id), so that the web app renders its first screen without asking the API first: the restaurant
 * of the host, and on a menu page its menus. Both are the API's own answers, of this moment.
 */
export const INITIAL_DATA_ELEMENT_ID = 'coperto-initial-data';

export interface PageInitialData {
  restaurant: PublicRestaurant;
  menus?: PublicMenusResponse;
}
