import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { KEY_BYTES } from './secret-box.ts';

/**
 * The key that seals the settings' secrets (docs/decisions/044-email-settings.md): `SETTINGS_KEY`;
 * unset, on PGlite (one server by nature) a key file in the data folder, made when a secret is
 * first sealed; unset on PostgreSQL, none, since servers sharing the database would each make
 * their own.
 */
export type SettingsKeySource = { kind: 'given'; key: Buffer } | { kind: 'file'; path: string } | { kind: 'none' };

/** No key to seal with: the message says how to set one. */
export class NoSettingsKey extends Error {}

export const NO_KEY_MESSAGE =
  'The password cannot be stored: this server has no SETTINGS_KEY. Set it (the same on every server) and restart, or leave the password blank.';

export type SettingsKeys = {
  /** The key to seal with, made first when it is a key file not written yet. */
  forSealing: () => Promise<Buffer>;
  /** The key to open with, or null when this server has none. */
  forOpening: () => Promise<Buffer | null>;
  /** Where the key comes from, for messages: `SETTINGS_KEY`, the key file, or none. */
  describe: () => string;
};

/** `SETTINGS_KEY`'s value: 32 bytes written as 64 hex digits or as base64; null for anything else. */
export function parseSettingsKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
  return key.length === KEY_BYTES ? key : null;
}

function keyOfFile(text: string, path: string): Buffer {
  const key = parseSettingsKey(text);
  if (!key) throw new NoSettingsKey(`The key file ${path} does not hold a key of 32 bytes.`);
  return key;
}

const isCode = (error: unknown, code: string) => (error as { code?: unknown }).code === code;

async function readKeyFile(path: string): Promise<Buffer | null> {
  try {
    return keyOfFile(await readFile(path, 'utf8'), path);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
}

/** The key file's key, written first (readable by this user only) when there is none. */
async function makeKeyFile(path: string): Promise<Buffer> {
  const found = await readKeyFile(path);
  if (found) return found;
  const key = randomBytes(KEY_BYTES);
  try {
    await writeFile(path, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    return key;
  } catch (error) {
    // Written meanwhile by another save: that one is the key.
    if (isCode(error, 'EEXIST')) return keyOfFile(await readFile(path, 'utf8'), path);
    throw new NoSettingsKey(
      `The password cannot be stored: the key file ${path} could not be written (${(error as Error).message}). Set SETTINGS_KEY and restart.`,
    );
  }
}

export function settingsKeysOf(source: SettingsKeySource): SettingsKeys {
  switch (source.kind) {
    case 'given':
      return {
        forSealing: async () => source.key,
        forOpening: async () => source.key,
        describe: () => 'SETTINGS_KEY',
      };
    case 'file': {
      let known: Buffer | null = null;
      return {
        forSealing: async () => (known ??= await makeKeyFile(source.path)),
        forOpening: async () => (known ??= await readKeyFile(source.path).catch(() => null)),
        describe: () => `the key file ${source.path}`,
      };
    }
    case 'none':
      return {
        forSealing: async () => {
          throw new NoSettingsKey(NO_KEY_MESSAGE);
        },
        forOpening: async () => null,
        describe: () => 'no SETTINGS_KEY',
      };
  }
}
