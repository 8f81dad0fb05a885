import Box from '@mui/material/Box';
import { usePermission } from '../../../shared/session/use-permission';
import { useRestaurant } from '../api/get-restaurant';
import { type ImageField, ImageSlot } from './image-slot';
import { SettingsLoading } from './settings-loading';

const IMAGE_FIELDS: readonly ImageField[] = ['image_url', 'logo_url', 'alt_image_url'];

/** The Immagini tab: the cover photo, the logo and the second photo, each saved as it is chosen. */
export default function ImagesSettings({ restaurantId }: { restaurantId: number }) {
  const restaurant = useRestaurant(restaurantId);
  const canUpload = usePermission('upload:media');
  if (!restaurant.data) return <SettingsLoading query={restaurant} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {IMAGE_FIELDS.map((field) => (
        <ImageSlot
          key={field}
          restaurantId={restaurantId}
          field={field}
          url={restaurant.data[field]}
          canUpload={canUpload}
        />
      ))}
    </Box>
  );
}
