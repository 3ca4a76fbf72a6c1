import { describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_NEEDED,
  loginBody,
  newAdminBody,
  profileForm,
  profileUpdatedMessage,
  updateOwnUserBody,
} from './users.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('admin forms', () => {
  it('login needs both fields, with the spec messages', () => {
    expect(firstMessage(loginBody.safeParse({ password: 'x' }))).toBe('Username is required.');
    expect(firstMessage(loginBody.safeParse({ username: '  ', password: 'x' }))).toBe('Username is required.');
    expect(firstMessage(loginBody.safeParse({ username: 'a', password: '' }))).toBe('Password is required.');
    expect(loginBody.parse({ username: ' coach ', password: ' pw ' })).toEqual({ username: 'coach', password: ' pw ' });
  });

  it('a new admin needs a name, a username and a password of at least 4 characters', () => {
    expect(firstMessage(newAdminBody.safeParse({ name: null, username: 'u', password: 'abcd' }))).toBe(
      'Name is required.',
    );
    expect(firstMessage(newAdminBody.safeParse({ name: 'N', username: 'u', password: 'abc' }))).toBe(
      'Minimum length of 4 required.',
    );
    expect(newAdminBody.safeParse({ name: 'N', username: 'u', password: 'abcd' }).success).toBe(true);
  });

  it('updating yourself keeps the password when it is left blank', () => {
    expect(updateOwnUserBody.parse({ name: 'N', username: 'u', password: '' }).password).toBeNull();
    expect(updateOwnUserBody.parse({ name: 'N', username: 'u' }).password).toBeNull();
    expect(updateOwnUserBody.parse({ name: 'N', username: 'u', password: 'long enough' }).password).toBe('long enough');
    expect(firstMessage(updateOwnUserBody.safeParse({ name: 'N', username: 'u', password: 'abc' }))).toBe(
      'Minimum length of 4 required.',
    );
  });

  it('the profile form asks for the current password only to change the username or the password', () => {
    const form = profileForm({ username: 'coach' });
    const currentPasswordMessage = (body: object) =>
      form.safeParse({ name: 'N', ...body }).error?.issues.find((issue) => issue.path[0] === 'currentPassword')
        ?.message;
    expect(currentPasswordMessage({ username: 'coach', password: 'new-pass' })).toBe(CURRENT_PASSWORD_NEEDED);
    expect(currentPasswordMessage({ username: 'Coach', currentPassword: '' })).toBe(CURRENT_PASSWORD_NEEDED);
    expect(currentPasswordMessage({ username: ' coach ', password: '' })).toBeUndefined();
    expect(form.parse({ name: 'N', username: 'coach2', currentPassword: ' pw ' }).currentPassword).toBe(' pw ');
    expect(form.parse({ name: 'N', username: 'coach', currentPassword: '' }).currentPassword).toBeNull();
  });
});

describe('profileUpdatedMessage', () => {
  const admin = {
    id: 1,
    name: 'Jo Park',
    username: 'jo',
    isProtected: false,
    role: 'admin' as const,
    leagueId: null,
    League: null,
  };
  it("says 'Updated [name]', and that other sessions were signed out after a new password", () => {
    expect(profileUpdatedMessage({ ...admin, passwordChanged: false, otherSessionsEnded: 0 })).toBe('Updated Jo Park');
    expect(profileUpdatedMessage({ ...admin, passwordChanged: true, otherSessionsEnded: 0 })).toBe(
      'Updated Jo Park. Your password was changed and 0 other sessions were signed out.',
    );
    expect(profileUpdatedMessage({ ...admin, passwordChanged: true, otherSessionsEnded: 1 })).toBe(
      'Updated Jo Park. Your password was changed and 1 other session was signed out.',
    );
    expect(profileUpdatedMessage({ ...admin, passwordChanged: true, otherSessionsEnded: 3 })).toBe(
      'Updated Jo Park. Your password was changed and 3 other sessions were signed out.',
    );
  });
});
