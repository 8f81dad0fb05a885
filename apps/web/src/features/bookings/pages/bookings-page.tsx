import { Route, Routes } from 'react-router';
import { SectionMessage } from '../../../shared/ui/section-message';
import { BookingsSectionTabs } from '../components/bookings-section-tabs';
import { BookingSettingsPage } from './booking-settings-page';
import { BookingsDayPage } from './bookings-day-page';

/** The "Bookings" screen: the day view and the booking settings below /dashboard/bookings. */
export default function BookingsScreen() {
  return (
    <Routes>
      <Route element={<BookingsSectionTabs />}>
        <Route index element={<BookingsDayPage />} />
        <Route path="settings" element={<BookingSettingsPage />} />
      </Route>
      <Route path="*" element={<SectionMessage kind="notFound" />} />
    </Routes>
  );
}
