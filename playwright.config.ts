import { defineConfig } from '@playwright/test';

// The system Chromium: nothing is downloaded. The server is started by e2e/global-setup.ts.
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  // A spec's tests run in order in one worker while the other worker runs another spec, so a
  // spec on a server of its own starts one server, not one per worker; a long spec on the
  // shared server may let its tests go to both (`test.describe.configure({ mode: 'parallel' })`).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Axe scans of full pages take several seconds on a two-core machine; the margins keep CI steady.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions,
    // Every test records a trace, kept when it fails: its DOM snapshots and network, without the
    // screencast, whose frames took a share of the two cores the browsers and servers run on.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // Only what differs on a phone runs on it: tests tagged @phone (e2e/README.md).
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
