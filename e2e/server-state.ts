/** The bootstrap admin's password of the browser tests' server. */
export const ADMIN_PASSWORD = 'e2e-admin-pass';
