import { expect, test } from './fixtures.ts';

const navLinks = [
  ['Schedule', '/schedule'],
  ['Standings', '/standings'],
  ['Statistics', '/statistics'],
  ['Records', '/records'],
  ['Locations', '/locations'],
  ['Past Leagues', '/past-leagues'],
  ['Register', '/register'],
] as const;

test(
  'the top navigation has every link, and external ones open in a new tab',
  { tag: '@phone' },
  async ({ page, isPhone }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isPhone) {
      // Collapsed on a phone until the menu button opens it.
      await expect(nav.getByRole('link', { name: 'Schedule' })).toBeHidden();
      await nav.getByRole('button', { name: 'Open menu' }).click();
      await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    }
    for (const [name, href] of navLinks) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
    for (const name of [/^Shop/, /^Instagram/, /^YouTube/]) {
      const link = nav.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  },
);

test(
  'a link in the menu navigates, and on a phone the menu collapses after it',
  { tag: '@phone' },
  async ({ page, isPhone }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isPhone) await nav.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Records' }).click();
    await expect(page).toHaveURL(/\/records$/);
    if (isPhone) {
      await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Records' })).toBeHidden();
    } else {
      await expect(nav.getByRole('link', { name: 'Records' })).toHaveAttribute('aria-current', 'page');
    }
  },
);

test('footer links open their page scrolled to the top; the footer shows the year and credits', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  for (const [name, path, heading] of [
    ['Contact', '/contact', 'Contact'],
    ['FAQ', '/faq', 'Frequently Asked Questions'],
    ['League Rules', '/league-rules', 'League Rules'],
    ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
  ] as const) {
    await page.goto('/league-rules');
    await expect(page.getByRole('heading', { level: 1, name: 'League Rules' })).toBeVisible();
    // The page's text may still be arriving, so the scroll is tried again until the page is long enough.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(0);
    await footer.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} City Hoops League`);
  await expect(footer).toContainText('Site built by the league volunteers');
});
