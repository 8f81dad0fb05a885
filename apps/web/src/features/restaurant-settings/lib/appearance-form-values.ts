import type { ThemeColors } from '@coperto/shared/restaurants/restaurant.schemas';

/** What the Aspetto tab edits; its own file so the form and its fields do not import each other. */
export interface AppearanceFormValues {
  theme: ThemeColors;
  font: string;
}
