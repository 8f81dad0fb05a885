import type { TenantResource } from '../../shared/tenant-resource';
import { findBookingById } from './bookings.repository';

/** The booking a route's `:id` names, checked in the caller's tenant before the body (DESIGN.md §5). */
export const BOOKING_IN_PATH: TenantResource = {
  label: 'Booking',
  in: 'params',
  key: 'id',
  find: findBookingById,
};
