import { expect, test, type Locator } from '@playwright/test';
import { travelProfileSchema } from '../common/contracts/travel-profile';
import { watchForErrors } from './support/console-errors';
import { toastWithTitle } from './support/toasts';
import { uniqueUser } from './support/users';

// product.md §4.6, §7.1, §8.5: what a signed-in traveller tells the chat (the nationality, the
// preference wizard's answers) shows on the dashboard's profile, and the travel-profile
// questionnaire then asks only what is left.

const DIALOG_NAME = 'Tell us about your travel style';
/** The questions the chat's wizard answered: the questionnaire must not ask them again. */
const ANSWERED_IN_CHAT = /main purpose of your travels|What are you interested in|daily budget/;

async function expectNotAskedAgain(dialog: Locator) {
  await expect(dialog.getByRole('group', { name: ANSWERED_IN_CHAT })).toHaveCount(0);
}

test('the chat fills the profile, and the questionnaire asks only the rest', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchForErrors(page);
  const user = uniqueUser('fill');
  // Signed up through the page's own context, so the chat is signed in.
  const registered = await page.request.post('/api/auth/register', { data: user });
  expect(registered.status()).toBe(201);

  await page.goto('/');
  const log = page.getByRole('log', { name: 'Conversation' });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('I am German and I want to visit Japan');
  await input.press('Enter');
  await expect(log.getByRole('heading', { name: 'Visa Requirements for Japan' })).toBeVisible();
  await input.fill('Plan an itinerary for me');
  await input.press('Enter');
  await page.getByRole('button', { name: 'Plan my itinerary' }).click();

  // The wizard: business, a long trip, mid-range, art and history.
  await expect(log.getByText('Step 1 of 5').last()).toBeVisible();
  await log.getByRole('button', { name: /^Business/ }).click();
  await expect(log.getByText('Step 2 of 5').last()).toBeVisible();
  await log.getByRole('button', { name: /Long trip/ }).click();
  await expect(log.getByText('Step 3 of 5').last()).toBeVisible();
  await log.getByRole('button', { name: /Mid-range/ }).click();
  await expect(log.getByText('Step 4 of 5').last()).toBeVisible();
  await log.getByLabel('Art & museums').last().check();
  await log.getByLabel('Historical sites').last().check();
  await log.getByRole('button', { name: 'Continue' }).last().click();
  await expect(log.getByText('Step 5 of 5').last()).toBeVisible();
  await log.getByRole('button', { name: 'Create Itinerary' }).last().click();
  await expect(log.getByRole('region', { name: /8-day .* itinerary for Japan/ })).toBeVisible();

  // The dashboard shows what the chat learnt; the rest of the profile is still to complete.
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('tabpanel', { name: 'Overview' }).locator('dl')).toContainText(
    'Profile completeNo',
  );
  await main.getByRole('tab', { name: 'Profile' }).click();
  const profile = main.getByRole('tabpanel', { name: 'Profile' });
  await expect(profile.locator('dl').nth(0)).toContainText('NationalityGermany');
  const preferences = profile.locator('dl').nth(1);
  await expect(preferences).toContainText('PurposeBusiness');
  await expect(preferences).toContainText('DurationLong trip');
  await expect(preferences).toContainText('BudgetMid-range ($100-300/day)');
  await expect(preferences).toContainText('InterestsCulture & History, Art & Museums');
  await expect(profile.getByText('No travel preferences set yet')).toHaveCount(0);

  // 'Complete Your Profile': the welcome, then only travel style, age group and where to stay
  // and how to get around.
  await profile.getByRole('link', { name: 'Complete Your Profile' }).click();
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
  await expect(dialog).toBeVisible();
  const dots = dialog.getByRole('list', { name: 'Progress' }).getByRole('listitem');
  await expect(dots).toHaveCount(4);
  const next = dialog.getByRole('button', { name: 'Next' });
  await next.click();
  await expect(
    dialog.getByRole('group', { name: 'Who do you usually travel with?' }),
  ).toBeVisible();
  await expectNotAskedAgain(dialog);
  await dialog.getByRole('radio', { name: 'Couple' }).check();
  await next.click();
  await expect(dialog.getByRole('group', { name: 'Which age group are you in?' })).toBeVisible();
  await expectNotAskedAgain(dialog);
  await dialog.getByRole('radio', { name: '36-50' }).check();
  await next.click();
  await expect(dots.nth(3)).toHaveAttribute('aria-current', 'step');
  await expectNotAskedAgain(dialog);
  await dialog.getByRole('radio', { name: 'Hotel', exact: true }).check();
  await dialog.getByRole('radio', { name: 'Public transport' }).check();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(toastWithTitle(page, 'Profile Completed Successfully!')).toBeVisible();
  await reloaded;

  // Saved with what the chat gave; complete now, so the questionnaire is not offered again.
  const res = await page.request.get('/api/user/profile');
  expect(travelProfileSchema.parse(await res.json())).toMatchObject({
    purpose: 'business',
    duration: 'long',
    budget: 'mid-range',
    interests: ['Culture & History', 'Art & Museums'],
    travelStyle: 'couple',
    ageGroup: '36-50',
    accommodationPreferences: 'hotel',
    transportationPreferences: 'public',
  });
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(main.getByRole('tabpanel', { name: 'Overview' }).locator('dl')).toContainText(
    'Profile completeYes',
  );
  await main.getByRole('tab', { name: 'Profile' }).click();
  await expect(preferences).toContainText('PurposeBusiness');
  await expect(profile.getByRole('button', { name: 'Reset Travel Profile' })).toBeVisible();
  await expect(profile.getByRole('link', { name: 'Complete Your Profile' })).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
  expect(errors).toEqual([]);
});
