import { pickTranslation } from '@coperto/shared/common/translations';
import type { PublicRestaurant } from '@coperto/shared/restaurants/restaurant.schemas';

/** The restaurant's first language: every text of it exists in this one. */
export function contentLanguageOf(restaurant: Pick<PublicRestaurant, 'language'>): string {
  return restaurant.language[0] ?? 'it';
}

/** The description in `language`, else in the restaurant's first language (its `description`). */
export function descriptionIn(
  restaurant: Pick<PublicRestaurant, 'description' | 'description_translations' | 'language'>,
  language: string,
): string {
  const first = contentLanguageOf(restaurant);
  return pickTranslation(
    { ...restaurant.description_translations, [first]: restaurant.description },
    language,
    first,
  );
}
