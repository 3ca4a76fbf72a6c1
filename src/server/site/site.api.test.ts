import { describe, expect, it } from 'vitest';
import { DEFAULT_WAIVER } from '#domain/site.ts';
import { useSmallLeagueApp } from '../../../test/small-league.ts';
import { ensureSettings, readSettings } from './settings.ts';
import { waivers } from '../db/schema.ts';

// The environment gives the first start's values; the database keeps them from then on.
const setup = useSmallLeagueApp({
  SITE_NAME: 'Harbor Hoops',
  CONTACT_EMAIL: 'desk@harborhoops.example',
  CAPTAIN_FEE: '1500',
  SHOP_URL: '',
});

/** The settings form as the back office sends it, from what the server holds now. */
async function formOf() {
  const { body } = await setup.get('/api/site/settings', setup.adminCookie);
  const { captainFeeCents, ...settings } = body.settings;
  return { ...settings, captainFee: String(captainFeeCents / 100), waiverText: body.waiver.text };
}

describe('site settings', () => {
  it('start from the environment, and every visitor reads them', async () => {
    const { status, body } = await setup.get('/api/site');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      siteName: 'Harbor Hoops',
      contactEmail: 'desk@harborhoops.example',
      captainFeeCents: 150_000,
      captainFeeNotice:
        'Team captains pay a team fee of {fee}, payable to the League Administrator before the season starts.',
      // A league's own install wears nothing of the demo league's: no links, no headline.
      shopUrl: null,
      instagramUrl: null,
      youtubeUrl: null,
      adHeadline: '',
      logoUrl: null,
      weeklyReminders: false,
      waiver: { version: 1, text: DEFAULT_WAIVER },
    });
  });

  it('a later start with other environment values changes nothing', async () => {
    const defaults = await readSettings(setup.app.db, setup.app.config.site);
    await ensureSettings(setup.app.db, { ...defaults, siteName: 'Someone Else' });
    expect((await setup.get('/api/site')).body.siteName).toBe('Harbor Hoops');
  });

  it('an admin saves them; the public pages read them at once, and the change is recorded', async () => {
    // Read first, so that the public cache holds the old answer.
    expect((await setup.get('/api/site')).body.adHeadline).toBe('');
    const form = await formOf();
    const saved = await setup.made('PUT', '/api/site/settings', {
      ...form,
      adHeadline: 'Winter 2027 presented by Dockside Physio',
      shopUrl: 'https://shop.harborhoops.example',
      captainFee: '1,750.50',
      contactPhone: '212.555.0199',
    });
    expect(saved.settings).toMatchObject({
      adHeadline: 'Winter 2027 presented by Dockside Physio',
      captainFeeCents: 175_050,
      contactPhone: '(212) 555-0199',
    });
    const site = (await setup.get('/api/site')).body;
    expect(site.adHeadline).toBe('Winter 2027 presented by Dockside Physio');
    expect(site.shopUrl).toBe('https://shop.harborhoops.example');

    const [change] = saved.changes;
    expect(change.changedBy).toMatch(/^Test /);
    expect(Date.now() - Date.parse(change.changedAt)).toBeLessThan(60_000);
    expect(change.fields).toEqual([
      {
        field: 'adHeadline',
        from: '',
        to: 'Winter 2027 presented by Dockside Physio',
      },
      { field: 'shopUrl', from: null, to: 'https://shop.harborhoops.example' },
      { field: 'contactPhone', from: null, to: '(212) 555-0199' },
      { field: 'captainFeeCents', from: 150_000, to: 175_050 },
    ]);

    // Saving the same values records nothing.
    const again = await setup.made('PUT', '/api/site/settings', await formOf());
    expect(again.changes[0].id).toBe(change.id);
  });

  it('a new waiver text is a new version; the old one is kept', async () => {
    const form = await formOf();
    const saved = await setup.made('PUT', '/api/site/settings', { ...form, waiverText: 'Play fair.\n\nPlay safe.' });
    expect(saved.waiver).toEqual({ version: 2, text: 'Play fair.\n\nPlay safe.' });
    expect(saved.changes[0].fields).toEqual([{ field: 'waiverText', from: 'version 1', to: 'version 2' }]);
    expect((await setup.get('/api/site')).body.waiver.version).toBe(2);
    const kept = await setup.app.db.select().from(waivers).orderBy(waivers.version);
    expect(kept.map((row) => [row.version, row.text])).toEqual([
      [1, DEFAULT_WAIVER],
      [2, 'Play fair.\n\nPlay safe.'],
    ]);
  });

  it.each([
    [{ shopUrl: 'javascript:alert(1)' }, 'shopUrl', 'Enter a web address starting with http:// or https://.'],
    [{ logoUrl: 'ftp://files.example/logo.png' }, 'logoUrl', 'Enter a web address starting with http:// or https://.'],
    [{ instagramUrl: '/relative' }, 'instagramUrl', 'Enter a web address starting with http:// or https://.'],
    [{ siteName: '   ' }, 'siteName', 'Site name is required.'],
    [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Please enter a valid email address.'],
    [{ contactPhone: '555-01' }, 'contactPhone', 'Please enter a valid phone number.'],
    [{ captainFee: '-5' }, 'captainFee', 'Captain fee must be an amount in dollars, such as 2300 or 2300.50.'],
    [{ captainFee: '12.345' }, 'captainFee', 'Captain fee must be an amount in dollars, such as 2300 or 2300.50.'],
    [{ captainFee: '200000' }, 'captainFee', 'Captain fee must be at most $100,000.'],
    [{ waiverText: '' }, 'waiverText', 'Waiver text is required.'],
  ])('refuses %o and changes nothing', async (change, path, message) => {
    const before = (await setup.get('/api/site/settings', setup.adminCookie)).body;
    const { status, body } = await setup.send('PUT', '/api/site/settings', { ...(await formOf()), ...change });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ path, message });
    expect((await setup.get('/api/site/settings', setup.adminCookie)).body).toEqual(before);
  });

  it('are for admins only', async () => {
    expect((await setup.get('/api/site/settings')).status).toBe(401);
    expect((await setup.send('PUT', '/api/site/settings', await formOf(), true)).status).toBe(401);
  });
});

describe('editable pages', () => {
  it("start as the site's own texts, with the settings filled in", async () => {
    const rules = (await setup.get('/api/site/pages/league-rules')).body;
    expect(rules).toMatchObject({ page: 'league-rules', title: 'League Rules', version: 1 });
    expect(rules.html).toContain('<h2>Game Time</h2>');
    expect(rules.html).toContain('Games are two 25-minute halves with a 5-minute intermission at halftime.');
    const contact = (await setup.get('/api/site/pages/contact')).body;
    expect(contact.html).toContain('<a href="mailto:desk@harborhoops.example">desk@harborhoops.example</a>');
    const faq = (await setup.get('/api/site/pages/faq')).body;
    expect(faq.html).toMatch(/Each team pays a fee of \$1,[57]\d\d/);
    expect(faq.html).toContain('<a href="/register">registration form</a>');
  });

  it('an admin saves a version and restores an earlier one; every version is kept', async () => {
    const saved = await setup.made('PUT', '/api/site/pages/faq', {
      markdown: '## Is there parking?\n\nYes, **free**.',
    });
    expect(saved.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(saved.versions[0]).toMatchObject({ createdBy: expect.stringMatching(/^Test /), restoredFrom: null });
    expect(saved.versions[1].createdBy).toBeNull();
    const read = (await setup.get('/api/site/pages/faq')).body;
    expect(read.version).toBe(2);
    expect(read.html).toBe('<h2>Is there parking?</h2>\n<p>Yes, <strong>free</strong>.</p>\n');

    const restored = await setup.made('POST', '/api/site/pages/faq/versions/1/restore');
    expect(restored.versions[0]).toMatchObject({ version: 3, restoredFrom: 1, markdown: saved.versions[1].markdown });
    expect((await setup.get('/api/site/pages/faq')).body.html).toContain('How do I join the league?');

    const missing = await setup.send('POST', '/api/site/pages/faq/versions/99/restore');
    expect(missing).toEqual({ status: 404, body: { message: 'The page has no version 99.' } });
  });

  it('saving the same text adds no version; two saves at once make two', async () => {
    const { versions } = (await setup.get('/api/site/pages/contact/versions', setup.adminCookie)).body;
    const same = await setup.made('PUT', '/api/site/pages/contact', { markdown: versions[0].markdown });
    expect(same.versions).toHaveLength(versions.length);
    await Promise.all([
      setup.made('PUT', '/api/site/pages/contact', { markdown: 'First.' }),
      setup.made('PUT', '/api/site/pages/contact', { markdown: 'Second.' }),
    ]);
    const after = (await setup.get('/api/site/pages/contact/versions', setup.adminCookie)).body.versions;
    expect(after.map((v: { version: number }) => v.version).slice(0, 3)).toEqual([3, 2, 1]);
    expect(
      after
        .slice(0, 2)
        .map((v: { markdown: string }) => v.markdown)
        .sort(),
    ).toEqual(['First.', 'Second.']);
  });

  it('never let raw HTML or a script through', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '[click](&#106;avascript:alert(1))',
      '[click](vbscript:msgbox(1))',
      '![pic](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '<javascript:alert(1)>',
      '[x](//evil.example/steal)',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload=alert(1)>',
    ].join('\n\n');
    await setup.made('PUT', '/api/site/pages/privacy-policy', { markdown: hostile });
    const { html } = (await setup.get('/api/site/pages/privacy-policy')).body;
    // Every tag in the answer is Markdown's own, and the only attribute is a safe link.
    const tags = html.match(/<[^>]*>/g) ?? [];
    for (const tag of tags) {
      expect(tag).toMatch(
        /^<\/?(p|a|h[1-6]|strong|em|ul|ol|li|code|pre|blockquote|hr)( href="(https?:|mailto:|\/[^/])[^"]*")?>$/,
      );
    }
    expect(tags).toContain('<a href="https://evil.example">');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses an unknown page, an empty text, and visitors', async () => {
    expect((await setup.get('/api/site/pages/secrets')).status).toBe(400);
    const empty = await setup.send('PUT', '/api/site/pages/faq', { markdown: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Page text is required.');
    expect((await setup.send('PUT', '/api/site/pages/faq', { markdown: 'Hi' }, true)).status).toBe(401);
    expect((await setup.get('/api/site/pages/faq/versions')).status).toBe(401);
  });
});
