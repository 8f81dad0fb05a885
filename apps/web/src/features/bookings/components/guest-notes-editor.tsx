import { GUEST_NOTES_MAX_LENGTH } from '@coperto/shared/bookings/booking.constants';
import type { Booking } from '@coperto/shared/bookings/booking.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useSaveGuestNotes } from '../api/change-booking-status';

/**
 * The restaurant's notes on this guest (allergies, a favourite table): saved on the guest, so every
 * booking of theirs shows them on the day view and the printed list.
 */
export function GuestNotesEditor({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const showAlert = useUiStore((state) => state.showAlert);
  const save = useSaveGuestNotes();
  const saved = booking.guest?.notes ?? '';
  const [notes, setNotes] = useState(saved);
  if (!booking.guest) return null;
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { bookingId: booking.id, notes: notes.trim() },
          {
            onSuccess: () => showAlert(t('guestNotes.saved', { name: booking.name }), 'success'),
            onError: (error) => showAlert(error.message, 'error'),
          },
        );
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <TextField
        multiline
        minRows={2}
        label={t('row.guestNotes')}
        helperText={t('guestNotes.hint')}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        slotProps={{ htmlInput: { maxLength: GUEST_NOTES_MAX_LENGTH } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={save.isPending || notes.trim() === saved}
        sx={{ justifySelf: 'start' }}
      >
        {t('guestNotes.save')}
      </Button>
    </Box>
  );
}
