import { z } from 'zod';
import { DEFAULT_ADDRESS_STATE } from './constants';

/** The address block shared by users, businesses and restaurants (spec §3). */
export const AddressSchema = z.strictObject({
  state: z.string().trim().toLowerCase().length(2).default(DEFAULT_ADDRESS_STATE),
  cap: z.string().trim().max(10).default(''),
  city: z.string().trim().max(100).default(''),
  province: z.string().trim().max(100).default(''),
  address: z.string().trim().max(200).default(''),
  street_number: z.string().trim().max(20).default(''),
});
export type Address = z.infer<typeof AddressSchema>;

export const EMPTY_ADDRESS: Address = {
  state: DEFAULT_ADDRESS_STATE,
  cap: '',
  city: '',
  province: '',
  address: '',
  street_number: '',
};
