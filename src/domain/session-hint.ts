/**
 * A readable cookie that only says "an admin signed in from this browser". The session itself
 * stays in an HttpOnly cookie; the hint spares anonymous visitors a current-user call (and
 * its 401) on every page load.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}
