import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_NEEDED, CURRENT_PASSWORD_WRONG } from '#domain/users.ts';
import {
  BOOTSTRAP_PASSWORD,
  createTestApp,
  sessionCookie,
  signIn,
  signInAsNewAdmin,
  unique,
} from '../../../test/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function listUsers(cookie: string) {
  const response = await app.inject({ method: 'GET', url: '/api/users', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; name: string; username: string; isProtected: boolean }[];
}

describe('sign in', () => {
  it('signs in the bootstrap admin with an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'admin', password: BOOTSTRAP_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'admin', isProtected: true });
    expect(response.json()).not.toHaveProperty('password');
    expect(response.json()).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    // The readable hint that lets the web app skip the current-user call for anonymous visitors.
    expect(response.cookies.find((c) => c.name === 'signed_in')).toMatchObject({ value: '1', sameSite: 'Lax' });
    expect(response.cookies.find((c) => c.name === 'signed_in')?.httpOnly).toBeFalsy();

    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: sessionCookie(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'admin' });
  });

  it('marks the cookie Secure behind https when TRUST_PROXY is on', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'admin', password: BOOTSTRAP_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('accepts the username in any case', async () => {
    expect(await signIn(app, 'ADMIN', BOOTSTRAP_PASSWORD)).toMatch(/^sid=/);
  });

  it.each([
    [{ password: 'x' }, 'Username is required.'],
    [{ username: null, password: 'x' }, 'Username is required.'],
    [{ username: '   ', password: 'x' }, 'Username is required.'],
    [{ username: 'admin' }, 'Password is required.'],
    [{ username: 'admin', password: '' }, 'Password is required.'],
    [{ username: 'admin', password: null }, 'Password is required.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/users/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.cookies).toHaveLength(0);
  });

  it('lists every failing field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/users/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Username is required.',
      errors: [
        { path: 'username', message: 'Username is required.' },
        { path: 'password', message: 'Password is required.' },
      ],
    });
  });

  it('refuses a wrong password or unknown user with the same 401', async () => {
    for (const payload of [
      { username: 'admin', password: 'wrong-password' },
      { username: unique('nobody'), password: BOOTSTRAP_PASSWORD },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/users/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid username or password.' });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('refuses malformed JSON, a non-JSON body and an oversized body', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });

    const text = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=admin',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/JSON/);

    const huge = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'admin', password: 'x'.repeat(200 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/);
  });

  it('rate limits sign-in attempts with a 429 and a message', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const attempt = () =>
        limited.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'admin', password: 'nope' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe('sign out', () => {
  it('ends the session on the server', async () => {
    const { cookie } = await signInAsNewAdmin(app);
    const logout = await app.inject({ method: 'POST', url: '/api/users/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    for (const name of ['sid', 'signed_in']) {
      expect(logout.cookies.find((c) => c.name === name)?.value, name).toBe('');
    }
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const list = await app.inject({ method: 'GET', url: '/api/users', headers: { cookie } });
    expect(list.statusCode).toBe(401);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/users', undefined],
    ['GET', '/api/users/me', undefined],
    ['POST', '/api/users', { name: 'Eve', username: 'eve', password: 'secret' }],
    ['PUT', '/api/users', { name: 'Eve', username: 'eve' }],
    ['DELETE', '/api/users/1', undefined],
    ['DELETE', '/api/users/not-a-number', undefined],
  ])('%s %s answers 401', async (method, url, payload) => {
    const response = await app.inject({ method: method as 'GET', url, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('a forged cookie is no session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: 'sid=forged' } });
    expect(response.statusCode).toBe(401);
  });

  it('creates nothing', async () => {
    const username = unique('ghost');
    await app.inject({ method: 'POST', url: '/api/users', payload: { name: 'Ghost', username, password: 'secret' } });
    const { cookie } = await signInAsNewAdmin(app);
    expect((await listUsers(cookie)).map((u) => u.username)).not.toContain(username);
  });
});

describe('new admin', () => {
  it('creates an admin who can then sign in (201, never the password)', async () => {
    const { cookie } = await signInAsNewAdmin(app);
    const username = unique('coach');
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { cookie },
      payload: { name: '  Dana Coach ', username, password: 'abcd' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Dana Coach',
      username,
      isProtected: false,
      role: 'admin',
      leagueId: null,
      League: null,
    });
    expect(await signIn(app, username, 'abcd')).toMatch(/^sid=/);
  });

  it.each([
    [{ username: 'u1', password: 'abcd' }, 'Name is required.'],
    [{ name: ' ', username: 'u1', password: 'abcd' }, 'Name is required.'],
    [{ name: 'N', password: 'abcd' }, 'Username is required.'],
    [{ name: 'N', username: 'u1' }, 'Password is required.'],
    [{ name: 'N', username: 'u1', password: 'abc' }, 'Minimum length of 4 required.'],
    [{ name: 'N'.repeat(101), username: 'u1', password: 'abcd' }, 'Must be at most 100 characters.'],
  ])('refuses %j with "%s" and creates nothing', async (payload, message) => {
    const { cookie } = await signInAsNewAdmin(app);
    const before = await listUsers(cookie);
    const response = await app.inject({ method: 'POST', url: '/api/users', headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await listUsers(cookie)).toEqual(before);
  });

  it('refuses a username that is taken, ignoring case (409)', async () => {
    const { cookie, username } = await signInAsNewAdmin(app);
    const before = await listUsers(cookie);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie },
      payload: { name: 'Copy', username: username.toUpperCase(), password: 'abcd' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`The username ${username.toUpperCase()} is already taken.`);
    expect(await listUsers(cookie)).toEqual(before);
  });

  it('adds one admin when two ask for the same username at once, and tells the other it is taken', async () => {
    const { cookie } = await signInAsNewAdmin(app);
    const username = unique('twice');
    const add = () =>
      app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { cookie },
        payload: { name: 'Twin', username, password: 'abcd' },
      });
    const answers = await Promise.all([add(), add(), add()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: `The username ${username} is already taken.` });
    }
    expect((await listUsers(cookie)).filter((user) => user.username === username)).toHaveLength(1);
  });

  it('refuses a request from another site (403)', async () => {
    const { cookie } = await signInAsNewAdmin(app);
    const username = unique('csrf');
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { name: 'Evil', username, password: 'abcd' },
    });
    expect(response.statusCode).toBe(403);
    expect((await listUsers(cookie)).map((u) => u.username)).not.toContain(username);
  });

  it('accepts a same-origin request', async () => {
    const { cookie } = await signInAsNewAdmin(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { name: 'Same', username: unique('same'), password: 'abcd' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('update own user', () => {
  it('changes name and username and keeps the password when it is blank', async () => {
    const admin = await signInAsNewAdmin(app);
    const username = unique('renamed');
    const response = await app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: { cookie: admin.cookie },
      payload: { name: 'Renamed Admin', username, password: '', currentPassword: admin.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: admin.id,
      name: 'Renamed Admin',
      username,
      isProtected: false,
      role: 'admin',
      leagueId: null,
      League: null,
      passwordChanged: false,
      otherSessionsEnded: 0,
    });
    expect(await signIn(app, username, admin.password)).toMatch(/^sid=/);
  });

  it('changes the password when one is given', async () => {
    const admin = await signInAsNewAdmin(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: { cookie: admin.cookie },
      payload: { name: admin.name, username: admin.username, password: 'new-pass', currentPassword: admin.password },
    });
    expect(response.statusCode).toBe(200);
    const old = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: admin.username, password: admin.password },
    });
    expect(old.statusCode).toBe(401);
    expect(await signIn(app, admin.username, 'new-pass')).toMatch(/^sid=/);
  });

  it('signs out every other session of the admin on a new password, and keeps the one that changed it', async () => {
    const admin = await signInAsNewAdmin(app);
    const laptop = await signIn(app, admin.username, admin.password);
    const phone = await signIn(app, admin.username, admin.password);
    const someoneElse = await signInAsNewAdmin(app);
    const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });

    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: { cookie: admin.cookie },
      payload: { name: 'Same Password', username: admin.username, password: '' },
    });
    expect(renamed.json()).toMatchObject({ passwordChanged: false, otherSessionsEnded: 0 });
    expect((await me(laptop)).statusCode).toBe(200);

    const changed = await app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: { cookie: admin.cookie },
      payload: {
        name: 'Same Password',
        username: admin.username,
        password: 'brand-new',
        currentPassword: admin.password,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ passwordChanged: true, otherSessionsEnded: 2 });
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(admin.cookie)).statusCode).toBe(200);
    expect((await me(someoneElse.cookie)).statusCode).toBe(200);
  });

  it.each([
    [{ username: 'x1' }, 'Name is required.'],
    [{ name: 'N', username: '' }, 'Username is required.'],
    [{ name: 'N', username: 'x1', password: 'abc' }, 'Minimum length of 4 required.'],
    [{ name: 'N', username: 'x1', currentPassword: 'x'.repeat(201) }, 'Must be at most 200 characters.'],
    [{ name: 'N', username: 'x1', currentPassword: 1234 }, CURRENT_PASSWORD_NEEDED],
  ])('refuses %j with "%s" and changes nothing', async (payload, message) => {
    const admin = await signInAsNewAdmin(app);
    const response = await app.inject({ method: 'PUT', url: '/api/users', headers: { cookie: admin.cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: admin.cookie } });
    expect(me.json()).toMatchObject({ name: admin.name, username: admin.username });
  });

  it("refuses another admin's username (409)", async () => {
    const first = await signInAsNewAdmin(app);
    const second = await signInAsNewAdmin(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: { cookie: second.cookie },
      payload: { name: 'x', username: first.username, currentPassword: second.password },
    });
    expect(response.statusCode).toBe(409);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: second.cookie } });
    expect(me.json().username).toBe(second.username);
  });
});

describe('the current password', () => {
  type Admin = Awaited<ReturnType<typeof signInAsNewAdmin>>;
  const update = (instance: FastifyInstance, admin: Admin, payload: Record<string, unknown>) =>
    instance.inject({ method: 'PUT', url: '/api/users', headers: { cookie: admin.cookie }, payload });
  const login = (instance: FastifyInstance, username: string, password: string) =>
    instance.inject({ method: 'POST', url: '/api/users/login', payload: { username, password } });
  const me = async (instance: FastifyInstance, cookie: string) =>
    (await instance.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).json();

  /** The admin's name, username, password and other sessions are as they were. */
  async function expectUnchanged(admin: Admin, elsewhere: string, triedPassword?: string) {
    expect(await me(app, admin.cookie)).toMatchObject({ name: admin.name, username: admin.username });
    expect((await login(app, admin.username, admin.password)).statusCode).toBe(200);
    if (triedPassword) expect((await login(app, admin.username, triedPassword)).statusCode).toBe(401);
    expect(await me(app, elsewhere)).toMatchObject({ id: admin.id });
  }

  it.each([
    ['without it', {}],
    ['with it blank', { currentPassword: '' }],
    ['with it null', { currentPassword: null }],
  ])('refuses a new password %s (400) and changes nothing', async (_case, given) => {
    const admin = await signInAsNewAdmin(app);
    const elsewhere = await signIn(app, admin.username, admin.password);
    const response = await update(app, admin, {
      name: 'Taken Over',
      username: admin.username,
      password: 'stolen-pass',
      ...given,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: CURRENT_PASSWORD_NEEDED,
      errors: [{ path: 'currentPassword', message: CURRENT_PASSWORD_NEEDED }],
    });
    await expectUnchanged(admin, elsewhere, 'stolen-pass');
  });

  it('refuses a new password with a wrong current one (403) and changes nothing', async () => {
    const admin = await signInAsNewAdmin(app);
    const elsewhere = await signIn(app, admin.username, admin.password);
    for (const guess of ['wrong-guess', admin.password.toUpperCase(), ` ${admin.password}`]) {
      const response = await update(app, admin, {
        name: 'Taken Over',
        username: admin.username,
        password: 'stolen-pass',
        currentPassword: guess,
      });
      expect(response.statusCode, guess).toBe(403);
      expect(response.json()).toEqual({
        message: CURRENT_PASSWORD_WRONG,
        errors: [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG }],
      });
    }
    await expectUnchanged(admin, elsewhere, 'stolen-pass');
  });

  it('changes the password with the right current one, and still signs out the other sessions', async () => {
    const admin = await signInAsNewAdmin(app);
    const elsewhere = await signIn(app, admin.username, admin.password);
    const response = await update(app, admin, {
      name: admin.name,
      username: admin.username,
      password: 'owner-pass',
      currentPassword: admin.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ passwordChanged: true, otherSessionsEnded: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: elsewhere } })).statusCode).toBe(
      401,
    );
    expect(await me(app, admin.cookie)).toMatchObject({ id: admin.id });
    expect((await login(app, admin.username, admin.password)).statusCode).toBe(401);
    expect((await login(app, admin.username, 'owner-pass')).statusCode).toBe(200);
  });

  it('is needed to change the username, even only its case', async () => {
    const admin = await signInAsNewAdmin(app);
    const elsewhere = await signIn(app, admin.username, admin.password);
    const username = unique('moved');
    for (const wanted of [username, admin.username.toUpperCase()]) {
      const missing = await update(app, admin, { name: admin.name, username: wanted });
      expect(missing.statusCode, wanted).toBe(400);
      expect(missing.json().errors).toEqual([{ path: 'currentPassword', message: CURRENT_PASSWORD_NEEDED }]);
      const wrong = await update(app, admin, { name: admin.name, username: wanted, currentPassword: 'wrong-guess' });
      expect(wrong.statusCode, wanted).toBe(403);
      expect(wrong.json().message).toBe(CURRENT_PASSWORD_WRONG);
    }
    await expectUnchanged(admin, elsewhere);
    expect((await login(app, username, admin.password)).statusCode).toBe(401);

    const right = await update(app, admin, { name: admin.name, username, currentPassword: admin.password });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ username, passwordChanged: false, otherSessionsEnded: 0 });
    expect((await login(app, username, admin.password)).statusCode).toBe(200);
    // A new username alone keeps the other sessions.
    expect(await me(app, elsewhere)).toMatchObject({ username });
  });

  it('is not needed to change only the name, and is checked when it is given anyway', async () => {
    const admin = await signInAsNewAdmin(app);
    const renamed = await update(app, admin, { name: 'Only Renamed', username: admin.username, password: '' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Only Renamed', username: admin.username, passwordChanged: false });

    const wrong = await update(app, admin, {
      name: 'Renamed Again',
      username: admin.username,
      currentPassword: 'nope',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(CURRENT_PASSWORD_WRONG);
    expect(await me(app, admin.cookie)).toMatchObject({ name: 'Only Renamed' });

    const right = await update(app, admin, {
      name: 'Renamed Again',
      username: admin.username,
      currentPassword: admin.password,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ name: 'Renamed Again' });
  });

  it('limits guesses per account as sign-in is limited (429), whatever the guess', async () => {
    // Four sign-ins set up the two admins, one checks the password afterwards.
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '5' });
    try {
      const guesser = await signInAsNewAdmin(limited);
      const other = await signInAsNewAdmin(limited);
      const guess = (admin: Admin, currentPassword: string) =>
        update(limited, admin, { name: 'Guessed', username: admin.username, password: 'stolen-pass', currentPassword });
      for (let i = 0; i < 5; i++) expect((await guess(guesser, `guess-${i}`)).statusCode).toBe(403);

      for (const currentPassword of ['guess-5', guesser.password]) {
        const refused = await guess(guesser, currentPassword);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
      }
      // Changes that check no password are not counted, and another account has guesses of its own.
      const renamed = await update(limited, guesser, { name: 'Renamed Meanwhile', username: guesser.username });
      expect(renamed.statusCode).toBe(200);
      expect((await guess(other, 'guess')).statusCode).toBe(403);

      expect(await me(limited, guesser.cookie)).toMatchObject({ name: 'Renamed Meanwhile' });
      expect((await login(limited, guesser.username, guesser.password)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('delete admin', () => {
  it('deletes another admin and ends their sessions', async () => {
    const me = await signInAsNewAdmin(app);
    const other = await signInAsNewAdmin(app);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/users/${other.id}`,
      headers: { cookie: me.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User Deleted' });
    expect((await listUsers(me.cookie)).map((u) => u.id)).not.toContain(other.id);
    const theirs = await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: other.cookie } });
    expect(theirs.statusCode).toBe(401);
  });

  it('refuses to delete your own row (403)', async () => {
    const me = await signInAsNewAdmin(app);
    const response = await app.inject({ method: 'DELETE', url: `/api/users/${me.id}`, headers: { cookie: me.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You cannot delete your own account.' });
    expect((await listUsers(me.cookie)).map((u) => u.id)).toContain(me.id);
  });

  it('refuses to delete the protected account (403)', async () => {
    const me = await signInAsNewAdmin(app);
    const protectedAdmin = (await listUsers(me.cookie)).find((u) => u.isProtected);
    expect(protectedAdmin?.username).toBe('admin');
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/users/${protectedAdmin?.id}`,
      headers: { cookie: me.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'The protected administrator account cannot be deleted.' });
    expect((await listUsers(me.cookie)).map((u) => u.id)).toContain(protectedAdmin?.id);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const me = await signInAsNewAdmin(app);
    const before = await listUsers(me.cookie);
    const unknown = await app.inject({ method: 'DELETE', url: '/api/users/99999999', headers: { cookie: me.cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No admin has the id 99999999.' });
    const huge = await app.inject({
      method: 'DELETE',
      url: '/api/users/99999999999999',
      headers: { cookie: me.cookie },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('No record has that id.');
    const malformed = await app.inject({ method: 'DELETE', url: '/api/users/abc', headers: { cookie: me.cookie } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The id must be a positive whole number.');
    expect(await listUsers(me.cookie)).toEqual(before);
  });
});

describe('bootstrap admin', () => {
  it('is created once, as the protected account, and never duplicated by a restart', async () => {
    const again = await createTestApp();
    try {
      const me = await signInAsNewAdmin(again);
      const admins = (await listUsersOf(again, me.cookie)).filter((u) => u.username === 'admin');
      expect(admins).toHaveLength(1);
      expect(admins[0]?.isProtected).toBe(true);
    } finally {
      await again.close();
    }
  });
});

async function listUsersOf(instance: FastifyInstance, cookie: string) {
  const response = await instance.inject({ method: 'GET', url: '/api/users', headers: { cookie } });
  return response.json() as { username: string; isProtected: boolean }[];
}
