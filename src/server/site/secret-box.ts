import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A secret the settings keep (the SMTP password), sealed with AES-256-GCM under the settings key
 * (docs/decisions/044-email-settings.md). A sealed secret reads `v1.<iv>.<tag>.<ciphertext>`,
 * each part base64url; `purpose` is bound to it, so a secret sealed for one use opens for no other.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/** A sealed secret that cannot be opened: another key sealed it, or it was changed. */
export class SecretError extends Error {}

export function sealSecret(key: Buffer, plaintext: string, purpose: string): string {
  if (key.length !== KEY_BYTES) throw new SecretError(`The settings key must be ${KEY_BYTES} bytes.`);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

const BASE64URL = /^[\w-]*$/;

export function openSecret(key: Buffer, sealed: string, purpose: string): string {
  const parts = sealed.split('.');
  const [version, iv, tag, data] = parts;
  if (
    parts.length !== 4 ||
    version !== VERSION ||
    !parts.every((part) => BASE64URL.test(part)) ||
    Buffer.from(iv!, 'base64url').length !== IV_BYTES ||
    Buffer.from(tag!, 'base64url').length !== TAG_BYTES
  ) {
    throw new SecretError('The stored secret is not one this server wrote.');
  }
  if (key.length !== KEY_BYTES) throw new SecretError(`The settings key must be ${KEY_BYTES} bytes.`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data!, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    // GCM cannot tell a wrong key from a changed secret: both fail the tag.
    throw new SecretError('The stored secret cannot be opened: it was sealed with another settings key, or changed.');
  }
}
