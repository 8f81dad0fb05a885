import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The form's save button, stuck to the bottom of the screen so it is always in reach on long
 * forms, with a hint when there are unsaved changes and progress while saving. Render it inside
 * the <form>: its button submits.
 */
export function SaveBar({
  dirty,
  saving,
  onDiscard,
  label,
}: {
  dirty: boolean;
  saving: boolean;
  /** Shows "Annulla modifiche" while dirty. */
  onDiscard?: () => void;
  label?: string;
}) {
  const { t } = useTranslation('forms');
  return (
    <Paper
      elevation={dirty ? 6 : 0}
      variant={dirty ? 'elevation' : 'outlined'}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mt: 3,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        borderRadius: 3,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1, minWidth: 0 }}>
        <Box
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: dirty ? 'warning.main' : 'success.main',
          }}
        />
        <Typography variant="body2" color="text.secondary" role="status" noWrap>
          {saving ? t('saving') : dirty ? t('unsaved') : t('allSaved')}
        </Typography>
      </Box>
      {onDiscard && dirty && (
        <Button onClick={onDiscard} disabled={saving} color="inherit">
          {t('discard')}
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={saving || !dirty}
        startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ minWidth: 120 }}
      >
        {label ?? t('save')}
      </Button>
    </Paper>
  );
}
