import { expect, test, type Page } from '@playwright/test';
import { watchForErrors } from './support/console-errors';
import { uniqueUser } from './support/users';

// product.md §3.5 (highlighting, questionnaire, recommendation) and §3.6 (sign-in gating): an
// Indian student who will also work in the USA sees the M-1 visa highlighted,
// answers the questionnaire, and buys the $49 bundle after signing up through the dialog.

function conversation(page: Page) {
  return page.getByRole('log', { name: 'Conversation' });
}

async function say(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

test('an Indian student bound for the USA: visa card, questionnaire, then the visa bundle', async ({
  page,
}) => {
  const errors = watchForErrors(page);
  const log = conversation(page);
  await page.goto('/');

  await test.step('the purposes study and work highlight the M-1 visa', async () => {
    await say(page, 'I want to visit the USA');
    await expect(log.getByRole('article', { name: 'AlgoTrip assistant' })).toHaveCount(2);
    await say(page, 'I am Indian');
    const purposes = page.getByRole('group', { name: 'What is the purpose of your trip?' });
    await purposes.getByRole('checkbox', { name: 'Study' }).check();
    await purposes.getByRole('checkbox', { name: 'Work' }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();

    const card = page.getByRole('region', { name: 'Visa information for United States' });
    await expect(card.getByRole('tab', { name: 'Visa Options' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(card.getByText('1 of 2')).toBeVisible();
    const m1 = card.getByRole('article', { name: 'M-1 Student Visa' });
    await expect(m1.getByText('Recommended for your purpose')).toBeVisible();
    await expect(m1).toHaveAccessibleDescription('Recommended for your purpose');
    // Each option shows its details.
    for (const field of ['Type', 'Processing time', 'Validity', 'Fee']) {
      await expect(m1.getByRole('term').filter({ hasText: field })).toBeVisible();
    }
    // Only the vocational student visa fits study plus work.
    await expect(card.getByText('Recommended for your purpose')).toHaveCount(1);
    await expect(
      card.getByRole('article', { name: 'F-1 Student Visa' }).getByText('Recommended'),
    ).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('travelPurposes'))).toBe(
      '["study","work"]',
    );

    await card.getByRole('tab', { name: 'Required Documents' }).click();
    await expect(card.getByText('2 of 2')).toBeVisible();
    await expect(card.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  });

  await test.step('the questionnaire recommends a Student Visa with the dependent-visa note', async () => {
    await page.getByRole('button', { name: 'Yes, continue' }).click();
    await page
      .getByRole('group', { name: 'Purpose of your visit' })
      .getByRole('button', { name: 'Study' })
      .click();
    await page
      .getByRole('group', { name: 'Length of your stay' })
      .getByRole('button', { name: 'More than 3 months' })
      .click();
    await page
      .getByRole('group', { name: 'Who is travelling with you' })
      .getByRole('button', { name: 'With family' })
      .click();
    const history = page.getByRole('group', { name: 'Have you travelled abroad before?' });
    await history.getByRole('button', { name: 'Skip' }).click();
    // Answered, the question's buttons stay as a record but no longer work.
    await expect(history.getByRole('button', { name: 'Skip' })).toBeDisabled();

    const recommendation = page.getByRole('region', { name: 'Recommended visa: Student Visa' });
    await expect(recommendation).toBeVisible();
    await expect(recommendation).toContainText(
      'Family members travelling with you will need dependent visas of their own.',
    );
    await expect(log.getByRole('article', { name: 'AlgoTrip assistant' }).last()).toContainText(
      'Student Visa',
    );
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('visaQuestionnaireData'))) ?? ''),
    ).toEqual({ purpose: 'study', duration: 'extended', companions: 'family' });
    await expect(page.getByText('$49', { exact: true })).toBeVisible();
    await expect(page.getByText('save $30', { exact: true })).toBeVisible();
  });

  await test.step('the bundle asks a signed-out visitor to sign up, then confirms a VB- order', async () => {
    await page.getByRole('button', { name: 'Get the Visa Bundle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await expect(dialog).toBeVisible();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('pendingModalAction'))) ?? ''),
    ).toEqual({
      type: 'chat-visa-order',
      payload: { orderType: 'visa-bundle', flowStep: 'visa_recommendation_options' },
    });

    const user = uniqueUser();
    await dialog.getByLabel('Username').fill(user.username);
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog).toBeHidden();

    await expect(log.getByRole('article', { name: 'You' }).last()).toHaveText(
      'Get the Visa Bundle',
    );
    const confirmation = page.getByRole('region', { name: 'Order confirmed' });
    await expect(confirmation).toContainText(/VB-[A-Z0-9]{9}/);
    // No mailer on this server: the documents wait in the dashboard (bundle-no-email.spec.ts).
    await expect(confirmation).toContainText('ready to download in your dashboard');
    expect(await page.evaluate(() => localStorage.getItem('pendingModalAction'))).toBeNull();
  });

  expect(errors).toEqual([]);
});
