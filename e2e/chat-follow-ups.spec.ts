import { expect, test, type Page } from '@playwright/test';
import { visaReplyTitle } from '../common/visa-reply-markers';
import { watchForErrors } from './support/console-errors';

// After the visa answer, a traveller asks about the same trip; each question gets its own
// answer in the page's language, never the list of what the assistant can do.

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

const journeys = [
  {
    language: 'en',
    menuName: undefined,
    trip: 'I am German and I want to visit Japan',
    title: visaReplyTitle('en', 'Japan'),
    followUps: [
      { ask: 'How long can I stay? I plan 3 weeks', answer: /fits within the 90 days allowed/ },
      { ask: 'Can I work there?', answer: /does not allow you to work/ },
      { ask: 'What documents do I need?', answer: /no visa forms or photos/ },
    ],
    capabilities: /what I can do/,
  },
  {
    language: 'es',
    menuName: 'Español',
    trip: 'Soy alemán y quiero visitar Japón',
    title: visaReplyTitle('es', 'Japón'),
    followUps: [
      { ask: '¿Cuánto tiempo puedo quedarme?', answer: /Cuánto tiempo puede quedarse en Japón/ },
      { ask: '¿Puedo trabajar allí?', answer: /no le permite trabajar/ },
      { ask: '¿Cuánto cuesta el visado?', answer: /No hay visado que solicitar/ },
    ],
    capabilities: /lo que puedo hacer/,
  },
  {
    language: 'zh',
    menuName: '中文',
    trip: '我是德国人，想去日本旅游',
    title: visaReplyTitle('zh', '日本'),
    followUps: [
      { ask: '我可以停留多久？我打算待两周', answer: /您计划停留14天，在允许的90天之内/ },
      { ask: '需要什么材料？', answer: /无需准备签证表格或照片/ },
      { ask: '护照有效期有什么要求？', answer: /护照要求/ },
    ],
    capabilities: /我可以为您提供/,
  },
] as const;

for (const journey of journeys) {
  test(`three follow-ups after the visa answer, in ${journey.language}`, async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/');
    if (journey.menuName) await chooseLanguage(page, journey.menuName);
    await expect(page.locator('html')).toHaveAttribute('lang', journey.language);
    const log = page.getByRole('log');
    const input = page.getByRole('textbox').last();
    await input.fill(journey.trip);
    await input.press('Enter');
    await expect(log.getByRole('heading', { name: journey.title })).toBeVisible();

    for (const { ask, answer } of journey.followUps) {
      const before = await log.getByRole('article').count();
      await input.fill(ask);
      await input.press('Enter');
      // The question and its answer.
      await expect(log.getByRole('article')).toHaveCount(before + 2);
      const reply = log.getByRole('article').last();
      await expect(reply).toContainText(answer);
      await expect(reply).not.toContainText(journey.capabilities);
    }
    expect(errors).toEqual([]);
  });
}

test('cities named in a message open the route planner with them', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  const log = page.getByRole('log');
  const input = page.getByRole('textbox').last();
  await input.fill('I am German and I want to visit Japan');
  await input.press('Enter');
  await expect(log.getByRole('heading', { name: visaReplyTitle('en', 'Japan') })).toBeVisible();

  await input.fill("I'd like to see Tokyo, Kyoto and Osaka");
  await input.press('Enter');
  await expect(log.getByRole('article').last()).toContainText('Tokyo → Kyoto → Osaka');
  await expect(page.getByRole('tab', { name: 'Multi-City' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const stops = page.getByRole('list', { name: 'Your destinations, in visiting order' });
  await expect(stops.getByRole('combobox').and(page.locator('button'))).toHaveText([
    'Tokyo',
    'Kyoto',
    'Osaka',
  ]);
  expect(errors).toEqual([]);
});
