import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A glance of the dashboard's home (today's orders, the book, the room, the bills due): a titled
 * card with the way to its section, and its figures inside.
 */
export function HomeGlance({
  title,
  linkTo,
  linkLabel,
  children,
}: {
  title: string;
  linkTo: string;
  linkLabel: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button
          component={RouterLink}
          to={linkTo}
          endIcon={<ArrowForward />}
          sx={{ flexShrink: 0 }}
        >
          {linkLabel}
        </Button>
      </Stack>
      {children}
    </Paper>
  );
}

const TONES = { none: 'grey.100', warning: 'warning.light', error: '#fdecea' } as const;
/** A figure's character at weight 800, in em, a little over a digit's: what the fit reckons by. */
const FIGURE_CHAR_EM = 0.62;

/**
 * The figure's size: its largest where it fits, smaller as the box narrows or the figure grows
 * ("1.526,40 €" in a third of a phone), never below a readable 0.85 rem.
 */
function fittedSize(value: string, largest: string) {
  const ems = Math.max(1, value.length) * FIGURE_CHAR_EM;
  return `clamp(0.85rem, calc(100cqi / ${ems.toFixed(2)}), ${largest})`;
}

/** One figure of a glance: what it counts, the number, and a line under it. */
export function GlanceFigure({
  label,
  value,
  detail,
  tone = 'none',
  wide = false,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  /** Something to act on: `warning` (to approve, to clean), `error` (overdue). */
  tone?: keyof typeof TONES;
  /** The whole row on a phone, where three figures do not fit side by side. */
  wide?: boolean;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        p: 1.5,
        borderRadius: 2,
        bgcolor: TONES[tone],
        minWidth: 0,
        // The figure's font is reckoned from this box's width (`cqi`).
        containerType: 'inline-size',
        gridColumn: wide ? { xs: '1 / -1', sm: 'auto' } : undefined,
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontWeight: 800,
          fontSize: { xs: fittedSize(value, '1.2rem'), sm: fittedSize(value, '1.5rem') },
        }}
        noWrap
      >
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {detail}
        </Typography>
      )}
    </Box>
  );
}
