import { describe, expect, it } from 'vitest';
import { addressFromPlace, type PlaceAddressComponent } from './address-from-place';

const part = (types: string[], longText: string, shortText = longText): PlaceAddressComponent => ({
  types,
  longText,
  shortText,
});

describe('addressFromPlace', () => {
  it('fills the Italian address block, with the province as its abbreviation', () => {
    expect(
      addressFromPlace([
        part(['street_number'], '12'),
        part(['route'], 'Via dei Servi'),
        part(['locality', 'political'], 'Firenze'),
        part(['administrative_area_level_3', 'political'], 'Firenze'),
        part(['administrative_area_level_2', 'political'], 'Città Metropolitana di Firenze', 'FI'),
        part(['administrative_area_level_1', 'political'], 'Toscana', 'Toscana'),
        part(['country', 'political'], 'Italia', 'IT'),
        part(['postal_code'], '50122'),
      ]),
    ).toEqual({
      address: 'Via dei Servi',
      street_number: '12',
      cap: '50122',
      city: 'Firenze',
      province: 'FI',
      state: 'it',
    });
  });

  it('takes the postal town where there is no locality, and leaves what Google lacks empty', () => {
    expect(
      addressFromPlace([
        part(['postal_town'], 'London'),
        part(['administrative_area_level_1'], 'England', 'England'),
        part(['country'], 'United Kingdom', 'GB'),
      ]),
    ).toEqual({
      address: '',
      street_number: '',
      cap: '',
      city: 'London',
      province: 'England',
      state: 'gb',
    });
    expect(addressFromPlace([]).state).toBe('it');
  });
});
