import type { GiftCardDesign } from '@coperto/shared/giftcards/giftcard.constants';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';

/**
 * A small picture of a card's design: the uploaded image, or the built-in design drawn in the
 * dashboard theme's primary colour (the site draws it in the restaurant's colours).
 */
export function GiftCardDesignPreview({
  design,
  imageUrl,
}: {
  design: GiftCardDesign;
  imageUrl: string | null;
}) {
  const theme = useTheme();
  const main = theme.palette.primary.main;
  const backgrounds: Record<GiftCardDesign, string> = {
    classic: `linear-gradient(135deg, ${main}, ${theme.palette.primary.dark})`,
    festive: `radial-gradient(circle at 20% 30%, ${alpha('#fff', 0.35)} 0 8%, transparent 9%), radial-gradient(circle at 75% 65%, ${alpha('#fff', 0.3)} 0 6%, transparent 7%), ${theme.palette.secondary.main}`,
    elegant: `linear-gradient(160deg, #1d1d1f 60%, ${main})`,
    minimal: `linear-gradient(${alpha(main, 0.08)}, ${alpha(main, 0.08)}), #fff`,
  };
  return (
    <Box
      aria-hidden
      sx={{
        aspectRatio: '1.6',
        borderRadius: 1,
        border: design === 'minimal' && !imageUrl ? `1px solid ${alpha(main, 0.4)}` : 'none',
        background: imageUrl ? `center / cover no-repeat url("${imageUrl}")` : backgrounds[design],
      }}
    />
  );
}
