import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled card grouping related fields of a dashboard form. */
export function FormSection({
  title,
  description,
  action,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title: a secondary button of this section. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      {/* On a phone the action goes under the title, which keeps the width to read. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 2 }}
        sx={{ alignItems: 'flex-start', mb: 2.5 }}
      >
        <div style={{ flexGrow: 1, alignSelf: 'stretch' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </div>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
