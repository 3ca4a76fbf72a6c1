import { createAdmin, expect, signInThroughForm, test } from './fixtures.ts';

// Pictures for people to look at (test-results/screenshots), taken once each screen is ready.
test('screens as a visitor and an admin see them', async ({ page, request }, testInfo) => {
  const shoot = (name: string) =>
    page.screenshot({ path: `test-results/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });

  for (const [path, name, heading] of [
    ['/', 'home', null],
    ['/league-rules', 'league-rules', 'League Rules'],
    ['/no-such-page', 'not-found', 'Page Not Found'],
    ['/login', 'login', 'Login'],
  ] as const) {
    await page.goto(path);
    await expect(
      heading ? page.getByRole('heading', { name: heading }) : page.getByRole('heading', { level: 1 }),
    ).toBeVisible();
    await shoot(name);
  }
  await signInThroughForm(page, await createAdmin(request));
  await shoot('admin');
  await page.goto('/admin/users/list');
  await expect(page.getByRole('heading', { name: 'Admins' })).toBeVisible();
  await shoot('admin-users');
});
