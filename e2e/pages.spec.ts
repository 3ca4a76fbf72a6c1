import { createAdmin, expect, expectNoSeriousA11yViolations, signInThroughForm, test } from './fixtures.ts';

test('an unknown address shows Page Not Found with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Please refresh the page or check the URL for any typos.')).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown admin address shows Page Not Found to a signed-in admin', async ({ page, request }) => {
  await signInThroughForm(page, await createAdmin(request));
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

const staticPages = [
  {
    path: '/league-rules',
    heading: 'League Rules',
    texts: [
      '6th personal foul',
      '2nd technical foul',
      '$2,300',
      'two 25-minute halves',
      '3-minute overtime',
      'college graduates',
    ],
  },
  { path: '/faq', heading: 'Frequently Asked Questions', texts: ['How do I join the league?'] },
  { path: '/contact', heading: 'Contact', texts: ['info@cityhoopsleague.example'] },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    texts: ['never stored', 'DB-IP', 'keyed hash', 'deleted after 90 days'],
  },
];

for (const { path, heading, texts } of staticPages) {
  test(`${path} shows its text, title and no serious accessibility problem`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(heading));
    for (const text of texts) await expect(page.getByRole('main')).toContainText(text);
    await expectNoSeriousA11yViolations(page);
  });
}

test("the FAQ's links move within the app, as the site's own links do", async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByText(/Each team pays a fee of \$2,300/)).toBeVisible();
  // A full page load would forget this mark.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page.getByRole('main').getByRole('link', { name: 'registration form' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Player Registration' })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
});

test(
  'home, login and the admin screens have no serious accessibility problem',
  { tag: '@phone' },
  async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await signInThroughForm(page, await createAdmin(request));
    await expectNoSeriousA11yViolations(page);
    await page.goto('/admin/users/list');
    await expect(page.getByRole('heading', { name: 'Admins' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/admin/users/create');
    await expect(page.getByRole('heading', { name: 'Add Admin' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);
