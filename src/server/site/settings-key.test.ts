import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_KEY_MESSAGE, NoSettingsKey, parseSettingsKey, settingsKeysOf } from './settings-key.ts';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});
async function folder() {
  const made = await mkdtemp(path.join(tmpdir(), 'settings-key-'));
  folders.push(made);
  return made;
}

describe('SETTINGS_KEY', () => {
  it('is 32 bytes in base64, base64url or hex; anything else is no key', () => {
    const key = randomBytes(32);
    expect(parseSettingsKey(key.toString('base64'))).toEqual(key);
    expect(parseSettingsKey(key.toString('base64url'))).toEqual(key);
    expect(parseSettingsKey(key.toString('hex').toUpperCase())).toEqual(key);
    for (const text of ['', 'secret', randomBytes(16).toString('base64'), randomBytes(33).toString('hex')]) {
      expect(parseSettingsKey(text)).toBeNull();
    }
  });
});

describe('the settings key', () => {
  it('given, is the same for sealing and opening', async () => {
    const key = randomBytes(32);
    const keys = settingsKeysOf({ kind: 'given', key });
    expect(await keys.forSealing()).toEqual(key);
    expect(await keys.forOpening()).toEqual(key);
  });

  it('from a key file, is made on the first seal, readable by its owner only, and read back by the next server', async () => {
    const file = path.join(await folder(), 'settings.key');
    const keys = settingsKeysOf({ kind: 'file', path: file });
    expect(await keys.forOpening()).toBeNull();
    const key = await keys.forSealing();
    expect(key).toHaveLength(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(parseSettingsKey(await readFile(file, 'utf8'))).toEqual(key);
    const restarted = settingsKeysOf({ kind: 'file', path: file });
    expect(await restarted.forOpening()).toEqual(key);
    expect(await restarted.forSealing()).toEqual(key);
  });

  it('from a key file that holds no key, refuses to seal with a message', async () => {
    const file = path.join(await folder(), 'settings.key');
    await writeFile(file, 'not a key\n');
    const keys = settingsKeysOf({ kind: 'file', path: file });
    await expect(keys.forSealing()).rejects.toThrow(`The key file ${file} does not hold a key of 32 bytes.`);
    expect(await keys.forOpening()).toBeNull();
  });

  it('without one, seals nothing and says how to set one', async () => {
    const keys = settingsKeysOf({ kind: 'none' });
    await expect(keys.forSealing()).rejects.toThrow(NoSettingsKey);
    await expect(keys.forSealing()).rejects.toThrow(NO_KEY_MESSAGE);
    expect(await keys.forOpening()).toBeNull();
  });
});
