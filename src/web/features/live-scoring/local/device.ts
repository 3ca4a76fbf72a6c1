const DEVICE_KEY = 'live-scoring-device';

/**
 * This device's id in every book it scores (docs/decisions/049-scoring-offline.md): made once
 * and kept, so the server knows the device that holds a book across reloads and restarts.
 */
export function deviceId(): string {
  let device = localStorage.getItem(DEVICE_KEY);
  if (!device) {
    device = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, device);
  }
  return device;
}

/** An id for a new entry: unique in every book, in the characters the server takes. */
export const entryId = () => crypto.randomUUID();
