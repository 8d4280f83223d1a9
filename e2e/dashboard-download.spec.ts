import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { watchForErrors } from './support/console-errors';
import { bookFlight, registerWithToken, signInThroughPage } from './support/dashboard-data';
import { uniqueUser } from './support/users';

// Issue 9, product.md §8.3, §5.3: 'Download Confirmation' saves the PDF as {id}.pdf.

test('download a flight confirmation PDF from My Trips and from Documents', async ({
  page,
  request,
}) => {
  const errors = watchForErrors(page);
  const user = uniqueUser('pdf');
  const token = await registerWithToken(request, user);
  const flight = await bookFlight(request, token, 'Tokyo');

  await signInThroughPage(page, user);
  await page
    .getByRole('dialog', { name: 'Tell us about your travel style' })
    .getByRole('button', { name: 'Skip for now' })
    .click();

  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'My Trips' }).click();
  const card = main.getByRole('article', { name: `Flight ${flight.reference}` });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download Confirmation' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${flight.id}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);

  await main.getByRole('tab', { name: 'Documents' }).click();
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: `Download ${flight.reference}` }).click(),
  ]);
  expect(again.suggestedFilename()).toBe(`${flight.id}.pdf`);

  expect(errors).toEqual([]);
});
