import { describe, expect, it } from 'vitest';
import { placeOf } from './geo.ts';

describe('the place of a city database record', () => {
  it('reads the DB-IP fields, naming the country in English', () => {
    expect(placeOf({ city: 'Mountain View', state1: 'California', country_code: 'US', state2: '' })).toEqual({
      city: 'Mountain View',
      region: 'California',
      country: 'United States',
    });
    expect(placeOf({ city: 'London', state1: 'England', country_code: 'GB' })).toEqual({
      city: 'London',
      region: 'England',
      country: 'United Kingdom',
    });
  });

  it('reads a GeoIP2 / GeoLite2 City record', () => {
    expect(
      placeOf({
        city: { names: { en: 'Montreal', fr: 'Montréal' } },
        subdivisions: [{ names: { en: 'Quebec' } }],
        country: { iso_code: 'CA' },
      }),
    ).toEqual({ city: 'Montreal', region: 'Quebec', country: 'Canada' });
    expect(placeOf({ country: { iso_code: 'FR' } })).toEqual({ city: null, region: null, country: 'France' });
  });

  it('keeps a country without a city or region, blank parts as unknown', () => {
    expect(placeOf({ city: '', state1: ' ', country_code: 'DE' })).toEqual({
      city: null,
      region: null,
      country: 'Germany',
    });
  });

  it('is no place without a known country', () => {
    const nowhere = { city: null, region: null, country: null };
    expect(placeOf(null)).toEqual(nowhere);
    expect(placeOf({ city: 'Somewhere', country_code: '' })).toEqual(nowhere);
    expect(placeOf({ city: 'Somewhere', country_code: 'not a code' })).toEqual(nowhere);
    expect(placeOf({ city: 'Somewhere', country_code: 42 })).toEqual(nowhere);
    expect(placeOf({ continent: { code: 'EU' } })).toEqual(nowhere);
  });

  it('cuts a name to the 100 characters its column holds', () => {
    expect(placeOf({ city: 'x'.repeat(150), country_code: 'US' }).city).toHaveLength(100);
  });
});
