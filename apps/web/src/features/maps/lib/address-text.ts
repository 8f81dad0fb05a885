import type { Address } from '@coperto/shared/common/address.schemas';

/** "Via del Corso 12, 00186 Roma (RM)": the parts that are filled in, in Italian postal order. */
export function formatAddress(address: Address): string {
  const street = [address.address, address.street_number].filter(Boolean).join(' ');
  const province = address.province ? `(${address.province})` : '';
  const place = [address.cap, address.city, province].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** A link that opens the place in Google Maps' site or app, no key or script needed. */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
