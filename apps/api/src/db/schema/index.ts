// The full schema for Drizzle's client and drizzle-kit; code imports tables from their area files.
export * from './billing';
export * from './bookings';
export * from './cart';
export * from './cashups';
export * from './discounts';
export * from './events';
export * from './floor';
export * from './giftcards';
export * from './identity';
export * from './mail';
export * from './orders';
export * from './payments';
export * from './service';
export * from './site';
export * from './staff';
export * from './tenancy';
export * from './vat';
