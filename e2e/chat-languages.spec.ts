import { expect, test, type Page } from '@playwright/test';
import { VISA_REPLY_MARKERS, visaReplyTitle } from '../common/visa-reply-markers';
import { watchForErrors } from './support/console-errors';

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

const journeys = [
  {
    language: 'zh',
    menuName: '中文',
    picker: '选择您的目的地国家',
    search: '搜索国家',
    typed: '日本',
    country: '日本',
    sent: '我想去日本旅行',
    nationality: '我是印度人',
    destinationBanner: '目的地：日本',
    nationalityBanner: '国籍：印度',
    welcome: '欢迎使用 AlgoTrip！我是您的 AI 旅行助手',
    title: visaReplyTitle('zh', '日本'),
    entryRequirement: VISA_REPLY_MARKERS.zh.entryRequirement,
  },
  {
    language: 'es',
    menuName: 'Español',
    picker: 'Seleccione su país de destino',
    search: 'Buscar países',
    typed: 'Jap',
    country: 'Japón',
    sent: 'Me gustaría viajar a Japón',
    nationality: 'Soy indio',
    destinationBanner: 'Destino: Japón',
    nationalityBanner: 'Nacionalidad: India',
    welcome: '¡Bienvenido a AlgoTrip! Soy su asistente de viajes con IA.',
    title: visaReplyTitle('es', 'Japón'),
    entryRequirement: VISA_REPLY_MARKERS.es.entryRequirement,
  },
] as const;

for (const journey of journeys) {
  test(`the visa answer in ${journey.menuName}`, async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/');
    await chooseLanguage(page, journey.menuName);
    await expect(page.locator('html')).toHaveAttribute('lang', journey.language);
    // The greeting follows the UI language.
    await expect(page.getByRole('log')).toContainText(journey.welcome);

    // The picker lists the countries in the chosen language.
    await page.getByRole('button', { name: journey.picker }).click();
    const search = page.getByRole('combobox', { name: journey.search });
    await search.fill(journey.typed);
    await expect(page.getByRole('option', { name: journey.country })).toBeVisible();
    await search.press('Enter');

    const log = page.getByRole('log');
    await expect(log.getByRole('article').filter({ hasText: journey.sent })).toBeVisible();
    await page.getByRole('textbox').fill(journey.nationality);
    await page.getByRole('textbox').press('Enter');

    await expect(log.getByRole('heading', { name: journey.title })).toBeVisible();
    await expect(log.getByRole('heading', { name: journey.entryRequirement })).toBeVisible();
    // The banner names the countries in the UI language.
    await expect(page.getByText(journey.destinationBanner)).toBeVisible();
    await expect(page.getByText(journey.nationalityBanner)).toBeVisible();

    expect(errors).toEqual([]);
  });
}
