import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyState {
  title: ReactNode;
  /** What to do about it: "Invita il primo collaboratore con il pulsante qui sopra". */
  text?: ReactNode;
  action?: { label: ReactNode; onClick(): void };
}

/** What a list says when it has no rows: why, what to do, and the button that does it. */
export function ListEmptyState({ emptyState }: { emptyState: EmptyState }) {
  return (
    <Box sx={{ py: 6, px: 2, textAlign: 'center' }} data-testid="list-empty">
      <Typography variant="h6" component="p">
        {emptyState.title}
      </Typography>
      {emptyState.text && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {emptyState.text}
        </Typography>
      )}
      {emptyState.action && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={emptyState.action.onClick}>
          {emptyState.action.label}
        </Button>
      )}
    </Box>
  );
}
