import { bootstrapAdmin, expect, expectNoSeriousA11yViolations, signInThroughForm } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A demo server of this file's own: the settings are the whole site's, so changing them here
// never shows on the pages other specs check. The tests of one worker share it, in order.
const test = testOnOwnServer({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD } });
test.describe.configure({ mode: 'serial' });
// Desktop journeys (no @phone tag): the screenshots cover the pages on a phone.

test('an admin makes the site their own; every public page shows it at once', async ({ page }) => {
  await signInThroughForm(page, bootstrapAdmin);
  await page.getByRole('link', { name: 'Site Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Site Settings' })).toBeVisible();
  await expect(page.getByText('The settings have not been changed since the site was set up.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A link that is not http(s) is refused, with its message, and nothing is saved.
  await page.getByLabel('Shop link').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByLabel('Shop link')).toHaveAccessibleDescription(
    /Enter a web address starting with http:\/\/ or https:\/\//,
  );
  await page.getByLabel('Shop link').fill('https://shop.harborhoops.example');

  await page.getByLabel('Site name').fill('Harbor Hoops');
  await page.getByLabel('Ad section headline').fill('Winter 2027 presented by Dockside Physio');
  await page.getByLabel('Builder credit').fill('Site kept by the Harbor Hoops board');
  await page.getByLabel('Instagram link').fill('');
  await page.getByLabel('Captain fee (dollars)').fill('1800');
  await expect(page.getByText('Players will read: Team captains pay a team fee of $1,800,')).toBeVisible();
  await page.getByLabel('Waiver text').fill('I play at my own risk.\n\nI follow the league rules.');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const changes = page.getByRole('region', { name: 'Recent changes' });
  await expect(changes.getByText('Site name: City Hoops League → Harbor Hoops')).toBeVisible();
  await expect(changes.getByText('Captain fee: $2,300 → $1,800')).toBeVisible();
  await expect(changes.getByText('Waiver text: version 1 → version 2')).toBeVisible();
  await expect(changes.getByText('League Administrator ·')).toBeVisible();

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Harbor Hoops home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /shop/i })).toHaveAttribute('href', 'https://shop.harborhoops.example');
  await expect(nav.getByRole('link', { name: /instagram/i })).toHaveCount(0);
  await expect(page.getByText('Winter 2027 presented by Dockside Physio')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Site kept by the Harbor Hoops board');
  await expect(page).toHaveTitle('Harbor Hoops');

  await page.goto('/register');
  await expect(page.getByText('I play at my own risk.')).toBeVisible();
  await page.getByLabel('I want to be a team captain').check();
  await expect(page.getByText('Team captains pay a team fee of $1,800, payable')).toBeVisible();

  await page.goto('/faq');
  await expect(page.getByText(/Each team pays a fee of \$1,800/)).toBeVisible();
});

test('an admin writes a page in Markdown with a preview, and brings back an earlier version', async ({ page }) => {
  await signInThroughForm(page, bootstrapAdmin);
  await page.getByRole('link', { name: 'Pages', exact: true }).click();
  await page.getByRole('link', { name: 'Edit Frequently Asked Questions' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Frequently Asked Questions' })).toBeVisible();

  const editor = page.getByLabel('Markdown');
  const preview = page.getByRole('region', { name: 'Preview' });
  await editor.fill('## Is there parking?\n\nYes, **free** after 6 PM. <script>alert(1)</script>');
  await expect(preview.getByRole('heading', { name: 'Is there parking?' })).toBeVisible();
  await expect(preview.getByText('free', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  // Raw HTML shows as text: the preview runs no script.
  await expect(preview.getByText('<script>alert(1)</script>')).toBeVisible();
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Saved Frequently Asked Questions')).toBeVisible();
  await expect(page.getByText(/Version 2 · League Administrator · .* · current/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Is there parking?' })).toBeVisible();
  await expect(page.getByText('How do I join the league?')).toHaveCount(0);

  await page.goBack();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Restored version 1 of Frequently Asked Questions')).toBeVisible();
  await expect(
    page.getByText(/Version 3 · League Administrator · .* · restored from version 1 · current/),
  ).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'How do I join the league?' })).toBeVisible();
});
