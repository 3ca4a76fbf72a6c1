import { freePort } from '../test/free-port.ts';
import { startSmtpServer, type Inbox } from '../test/smtp.ts';
import { bootstrapAdmin, expect, expectNoSeriousA11yViolations, signInThroughForm } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A server of this file's own: the mail server is the whole site's. It starts without SMTP_URL
// or SETTINGS_KEY, so the password is sealed with the key file it makes in its data folder.
// Desktop only: the phone stacks the same fields, and checks nothing else.
const test = testOnOwnServer({ env: { ADMIN_PASSWORD } });

const LOGIN = { user: 'harbor-mailer', password: 'Dockside-mail-2027' };
let inbox: Inbox;
test.beforeAll(async () => {
  inbox = await startSmtpServer(await freePort(), LOGIN);
});
test.afterAll(() => inbox.stop());

test('an admin sets the mail server, tests it and reads what the server answered, then saves it', async ({ page }) => {
  await signInThroughForm(page, bootstrapAdmin);
  await page.goto('/admin/settings');
  const email = page.getByRole('region', { name: 'Email delivery' });
  await expect(email.getByText('nothing is saved yet')).toBeVisible();

  await email.getByLabel('Mail server').fill('127.0.0.1');
  await email.getByLabel('Connection security').selectOption({ label: 'TLS from the start (usually port 465)' });
  // A usual port follows the security chosen.
  await expect(email.getByLabel('Port')).toHaveValue('465');
  await email.getByLabel('Connection security').selectOption('none');
  await email.getByLabel('Port').fill(String(inbox.port));
  await email.getByLabel('User name').fill(LOGIN.user);
  await email.getByLabel('Password', { exact: true }).fill('not-the-password');
  await email.getByLabel('Sender (From)').fill('Harbor Hoops <league@harbor.example>');
  // The league's contact email until the admin types another address.
  await expect(email.getByLabel('Send the test to')).toHaveValue('info@cityhoopsleague.example');
  await email.getByLabel('Send the test to').fill('captain@harbor.example');

  // A wrong password: the server's own refusal.
  await email.getByRole('button', { name: 'Send a test email' }).click();
  await expect(email.getByRole('status')).toHaveText(
    'The mail server refused the user name or password: 535 Authentication failed',
  );

  await email.getByLabel('Password', { exact: true }).fill(LOGIN.password);
  await email.getByRole('button', { name: 'Send a test email' }).click();
  await expect(email.getByRole('status')).toHaveText(
    /^Sent to captain@harbor\.example\. The mail server answered: 250 OK: message queued/,
  );
  await expect
    .poll(() => inbox.messages.map((message) => message.subject))
    .toContain('Test message from City Hoops League');
  await expectNoSeriousA11yViolations(page);

  // The test saved nothing; saving keeps the password hidden and records that it was set.
  await page.reload();
  await expect(email.getByLabel('Mail server')).toHaveValue('');
  await email.getByLabel('Mail server').fill('127.0.0.1');
  await email.getByLabel('Connection security').selectOption('none');
  await email.getByLabel('Port').fill(String(inbox.port));
  await email.getByLabel('User name').fill(LOGIN.user);
  await email.getByLabel('Password', { exact: true }).fill(LOGIN.password);
  await email.getByLabel('Sender (From)').fill('Harbor Hoops <league@harbor.example>');
  await email.getByRole('button', { name: 'Save email settings' }).click();
  await expect(page.getByText('Email settings saved')).toBeVisible();
  await expect(email.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(email.getByText('A password is saved; it is never shown.')).toBeVisible();
  const changes = page.getByRole('region', { name: 'Recent changes' });
  await expect(changes.getByText('Mail server: (blank) → 127.0.0.1')).toBeVisible();
  await expect(changes.getByText('Mail server password: not set → set')).toBeVisible();
  await expect(changes.getByText('Connection security: STARTTLS → None required')).toBeVisible();
  await expect(changes).not.toContainText(LOGIN.password);

  // The saved password is the one a blank field tests with.
  await email.getByRole('button', { name: 'Send a test email' }).click();
  await expect(email.getByRole('status')).toHaveText(
    /^Sent to info@cityhoopsleague\.example\. The mail server answered: 250 /,
  );
});
