import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, SecretError, sealSecret } from './secret-box.ts';

const key = randomBytes(32);
const PURPOSE = 'site_settings.mail.password';

/** The error `open` throws, to check it is ours and says what happened. */
function refusalOf(open: () => string): unknown {
  try {
    open();
  } catch (error) {
    return error;
  }
  throw new Error('it opened');
}

describe('a sealed secret', () => {
  it('opens with its key to what was sealed, and never shows it', () => {
    for (const secret of ['hunter2', '', 'pässwörd with spaces and ünïcode 🏀', 'x'.repeat(500)]) {
      const sealed = sealSecret(key, secret, PURPOSE);
      expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]*$/);
      if (secret) expect(sealed).not.toContain(secret);
      expect(openSecret(key, sealed, PURPOSE)).toBe(secret);
    }
  });

  it('is sealed afresh each time', () => {
    expect(sealSecret(key, 'hunter2', PURPOSE)).not.toBe(sealSecret(key, 'hunter2', PURPOSE));
  });

  it('does not open with another key, and says so', () => {
    const sealed = sealSecret(key, 'hunter2', PURPOSE);
    const error = refusalOf(() => openSecret(randomBytes(32), sealed, PURPOSE));
    expect(error).toBeInstanceOf(SecretError);
    expect((error as Error).message).toBe(
      'The stored secret cannot be opened: it was sealed with another settings key, or changed.',
    );
  });

  it('does not open once changed, whichever part is changed', () => {
    const sealed = sealSecret(key, 'hunter2', PURPOSE);
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const part = parts[index]!;
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      const changed = parts.map((each, at) => (at === index ? bytes.toString('base64url') : each)).join('.');
      expect(refusalOf(() => openSecret(key, changed, PURPOSE))).toBeInstanceOf(SecretError);
    }
    // Sealed for another purpose: it opens for that one only.
    expect(refusalOf(() => openSecret(key, sealed, 'another.purpose'))).toBeInstanceOf(SecretError);
  });

  it('refuses what is not a sealed secret at all', () => {
    for (const text of ['', 'hunter2', 'v2.a.b.c', 'v1.a.b', 'v1.!!.??.**', `v1.${'A'.repeat(16)}.short.data`]) {
      const error = refusalOf(() => openSecret(key, text, PURPOSE));
      expect(error).toBeInstanceOf(SecretError);
      expect((error as Error).message).toBe('The stored secret is not one this server wrote.');
    }
  });
});
