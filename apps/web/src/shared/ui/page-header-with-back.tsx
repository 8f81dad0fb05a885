import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The top of a page opened from a list: the way back to the list (one level up the path), the
 * page's title with its state chips beside it, an optional line under it, and the page's actions,
 * beside the title where there is room and under it where there is not.
 */
export function PageHeaderWithBack({
  backLabel,
  title,
  chips,
  description,
  actions,
}: {
  /** The back button's words, e.g. "All menus". */
  backLabel: string;
  /** The page's one h1. */
  title: ReactNode;
  /** State chips, beside the title (under it when the title is long). */
  chips?: ReactNode;
  description?: ReactNode;
  /** Buttons; they wrap onto a second line when they do not fit. */
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ mb: 3 }}>
      <Button
        component={RouterLink}
        to=".."
        relative="path"
        startIcon={<ArrowBack />}
        sx={{ mb: 1, ml: -1 }}
      >
        {backLabel}
      </Button>
      {/* The actions stay beside the title while it keeps 320 px, else they wrap under it. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Stack
            useFlexGap
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {title}
            </Typography>
            {chips}
          </Stack>
          {description && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {actions}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
