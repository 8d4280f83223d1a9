import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './support/console-errors';

// Issue 7: the personalised itinerary wizard (5 steps) to an 8-day plan of the destination's
// real cities, downloaded as an .ics calendar and checked line by line; then 'Book Services'
// through the upsells to the restaurant offers.

/** RFC 5545 §3.1: continuation lines start with a space or a tab and join their predecessor. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

async function startWizard(page: Page) {
  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('I am American and I want to visit Japan');
  await input.press('Enter');
  await expect(log.getByRole('heading', { name: 'Visa Requirements for Japan' })).toBeVisible();
  await input.fill('Plan an itinerary for me');
  await input.press('Enter');
  await page.getByRole('button', { name: 'Plan my itinerary' }).click();
  await expect(log.getByText('Step 1 of 5').last()).toBeVisible();
  return log;
}

test('the wizard makes an 8-day plan of real cities, and its .ics file is valid', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  const log = await startWizard(page);

  await log.getByRole('button', { name: /Culture & history/ }).click();
  await expect(log.getByText('Step 2 of 5').last()).toBeVisible();
  await log.getByRole('button', { name: /Long trip/ }).click();
  await expect(log.getByText('Step 3 of 5').last()).toBeVisible();
  await log.getByRole('button', { name: /Mid-range/ }).click();
  await expect(log.getByText('Step 4 of 5').last()).toBeVisible();
  const interestsContinue = log.getByRole('button', { name: 'Continue' }).last();
  await expect(interestsContinue).toBeDisabled();
  await log.getByLabel('Art & museums').last().check();
  await log.getByLabel('Historical sites').last().check();
  await interestsContinue.click();
  await expect(log.getByText('Step 5 of 5').last()).toBeVisible();
  await log.getByRole('button', { name: 'Create Itinerary' }).last().click();

  // 2 s later the plan shows: 8 days over Japan's real cities.
  const plan = log.getByRole('region', { name: /8-day .* itinerary for Japan/ });
  await expect(plan).toBeVisible();
  await expect(plan.getByText(/^Day 8 · /)).toBeVisible();
  await expect(plan.getByText(/^Day 1 · Tokyo · /)).toBeVisible();
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('travelPreferences'))) ?? '{}'),
  ).toEqual({
    purpose: 'culture',
    duration: 'long',
    budget: 'mid',
    interests: ['historical', 'art'],
  });

  const downloading = page.waitForEvent('download');
  await plan.getByRole('button', { name: 'Download calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('itinerary.ics');
  const ics = fs.readFileSync(await download.path(), 'utf8');
  // CRLF everywhere and no physical line over 75 octets.
  expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  const lines = unfold(ics);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(8);
  expect(lines.filter((line) => line.startsWith('DTSTART;VALUE=DATE:'))).toHaveLength(8);
  expect(new Set(lines.filter((line) => line.startsWith('UID:'))).size).toBe(8);
  expect(lines.some((line) => line.startsWith('SUMMARY:Day 1') && line.includes('Tokyo'))).toBe(
    true,
  );
  expect(lines.at(-2)).toBe('END:VCALENDAR');

  // Book Services with nothing booked: the upsells, then the restaurant offers after 2 s.
  await plan.getByRole('button', { name: 'Book Services' }).click();
  await log
    .getByRole('button', { name: /Tours & activities/ })
    .last()
    .click();
  const purchase = page.getByRole('dialog');
  await expect(purchase).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(log.getByText(/Restaurant offers in/).last()).toBeVisible();
  await log.getByRole('button', { name: 'Book All' }).last().click();
  await expect(log.getByText(/You save \$97 in total/).last()).toBeVisible();
  expect(errors).toEqual([]);
});
