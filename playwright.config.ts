import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as port, MAIL_SERVER_PORT } from './e2e/support/servers';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const mailDataDir = `${dataDir}-mail`;
// Every journey signs up from 127.0.0.1; the per-IP limit itself is tested in server/test.
const serverEnv = {
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_MAX: '1000',
  CHAT_RATE_LIMIT_MAX: '1000',
  CHAT_TURN_RATE_LIMIT_MAX: '10000',
};

// Debian's Chromium; Playwright's own browser download cannot work on these machines.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Journeys through the chat flows take 15-35 s on a 2-core machine running two browsers and
  // the server; the default 30 s failed them under load without anything being wrong.
  timeout: 60_000,
  // A reply on that machine can take more than the default 5 s to show: the es visa answer did
  // once in CI, while another worker booked and rendered PDFs. An assertion still fails, later.
  expect: { timeout: 15_000 },
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The production build (npm test builds it first) on a fresh embedded database, without a
  // mailer like `npm start`; and a second one with a mailer for the journeys that need email
  // offered (e2e/support/servers.ts). Its SMTP port is closed: nothing is delivered.
  webServer: [
    {
      command: `rm -rf ${dataDir} && node dist/server/server.js`,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: `rm -rf ${mailDataDir} && node dist/server/server.js`,
      env: {
        ...serverEnv,
        PORT: String(MAIL_SERVER_PORT),
        DATA_DIR: mailDataDir,
        SMTP_URL: 'smtp://127.0.0.1:9',
        MAIL_FROM: 'AlgoTrip <trips@algotrip.test>',
      },
      url: `http://127.0.0.1:${MAIL_SERVER_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
