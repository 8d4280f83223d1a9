import { expect, type Page } from '@playwright/test';
import { visaReplyTitle } from '../common/visa-reply-markers';
import { A11Y_LANGUAGES, expectNoSeriousViolations, test } from './support/axe';
import { pickCity as pickCityIn } from './support/city-picker';
import { MAIL_SERVER_URL } from './support/servers';
import { uiText } from './support/ui-text';
import { uniqueUser } from './support/users';

// Issue 10 point 3: axe on every dialog and panel of the chat flows, in en and zh. Each test
// walks one flow and checks every panel on the way, so the set-up is paid once per flow.
// On the server with a mailer, so the email panels are among them.
test.use({ baseURL: MAIL_SERVER_URL });

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What the traveller types, in the page's language (the engine understands both). */
const TYPED = {
  en: {
    toUsa: 'I want to visit the USA',
    toJapan: 'I want to visit Japan',
    indian: 'I am Indian',
    american: 'I am American',
    severalCities: 'I want to visit several cities',
    japan: 'Japan',
  },
  zh: {
    toUsa: '我想去美国旅行',
    toJapan: '我想去日本旅行',
    indian: '我是印度人',
    american: '我是美国人',
    severalCities: '我想去多个城市',
    japan: '日本',
  },
} as const;

function chat(page: Page, language: (typeof A11Y_LANGUAGES)[number]) {
  const t = (key: string, values?: Record<string, string | number>) =>
    uiText(language, key, values);
  const log = page.getByRole('log', { name: t('chat.messages.label') });
  const articles = log.getByRole('article');
  const check = (what: string) => expectNoSeriousViolations(page, `${what} (${language})`);
  const say = async (text: string) => {
    const input = page.getByRole('textbox', { name: t('chat.input.label') });
    // Counted once the chat is ready (the box is enabled then), so the greeting is in the count.
    await expect(input).toBeEnabled();
    const before = await articles.count();
    await input.fill(text);
    await input.press('Enter');
    // The message and the reply.
    await expect(articles).toHaveCount(before + 2);
  };
  const button = (key: string, values?: Record<string, string | number>) =>
    page.getByRole('button', { name: t(key, values), exact: true }).last();
  /** A choice whose name goes on with its details ('Long trip 8 days'). */
  const choice = (key: string) =>
    page
      .getByRole('button', {
        name: new RegExp(`^${t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      })
      .last();
  // In Chinese an option reads '纽约New York City JFK': the city's own name is not first.
  const pickCity = (field: string, search: string, option: RegExp) =>
    pickCityIn(page, field, search, option, t('trip.picker.search'));
  return { t, log, say, check, button, choice, pickCity, typed: TYPED[language] };
}

async function signedIn(page: Page) {
  const res = await page.request.post('/api/auth/register', { data: uniqueUser('a11yc') });
  expect(res.status(), await res.text()).toBe(201);
}

for (const language of A11Y_LANGUAGES) {
  test(`visa flow panels and the sign-up dialog (${language})`, async ({ pageIn }) => {
    test.setTimeout(240_000);
    const page = await pageIn(language);
    const { t, say, check, button, typed } = chat(page, language);
    await page.goto('/');

    await say(typed.toUsa);
    await say(typed.indian);
    const purposes = page.getByRole('group', { name: t('chat.travelPurpose.legend') });
    await expect(purposes).toBeVisible();
    await check('travel purpose panel');
    await purposes.getByRole('checkbox', { name: t('chat.travelPurposes.study') }).check();
    await button('chat.travelPurpose.confirm').click();

    const card = page.getByRole('region', {
      name: t('chat.visaCard.title', { country: language === 'zh' ? '美国' : 'United States' }),
    });
    await expect(card.getByRole('article').first()).toBeVisible();
    await check('visa card, options');
    await card.getByRole('tab', { name: t('chat.visaCard.documentsTab') }).click();
    await expect(card.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await check('visa card, documents');

    // The questionnaire, one question at a time, then the recommendation.
    await button('chat.visaFlow.continue').click();
    const answers = [
      ['chat.questionnaire.purposeLegend', 'chat.questionnaire.purposes.study'],
      ['chat.questionnaire.durationLegend', 'chat.questionnaire.durations.extended'],
      ['chat.questionnaire.companionsLegend', 'chat.questionnaire.companions.family'],
      ['chat.questionnaire.travelHistoryLegend', 'chat.questionnaire.travelHistory.yes'],
    ] as const;
    for (const [question, answer] of answers) {
      const group = page.getByRole('group', { name: t(question) });
      await expect(group).toBeVisible();
      await check(`visa questionnaire: ${question}`);
      await group.getByRole('button', { name: t(answer), exact: true }).click();
    }
    const recommendation = page.getByRole('region', {
      name: t('chat.recommendation.visa', { visa: t('chat.recommendation.visas.student') }),
    });
    await expect(recommendation).toBeVisible();
    await check('visa recommendation panel');

    // The bundle, signed out: the sign-up dialog, and its sign-in side.
    await button('chat.recommendation.buyBundle').click();
    const signUp = page.getByRole('dialog', { name: t('auth.dialog.signUpTitle') });
    await expect(signUp).toBeVisible();
    await check('sign-up dialog');
    await signUp.getByRole('button', { name: t('auth.dialog.toSignIn') }).click();
    await expect(page.getByRole('dialog', { name: t('auth.dialog.signInTitle') })).toBeVisible();
    await check('sign-in dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The e-mail checklist, with its error shown.
    await button('chat.recommendation.emailMe').click();
    const email = page.getByRole('textbox', { name: t('chat.coldEmail.label') });
    await email.fill('not-an-email');
    await button('chat.coldEmail.send').click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await check('cold e-mail panel with an error');

    // A new chat: the assistance options and the professional service.
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('header.newChat') })
      .click();
    await expect(page.getByRole('log').getByRole('article')).toHaveCount(1);
    await say(typed.toUsa);
    await say(typed.indian);
    await page.getByRole('checkbox', { name: t('chat.travelPurposes.tourism') }).check();
    await button('chat.travelPurpose.confirm').click();
    await button('chat.visaFlow.getAssistance').click();
    await expect(button('chat.visaFlow.professionalService')).toBeVisible();
    await check('visa assistance panel');
    await button('chat.visaFlow.professionalService').click();
    await expect(button('chat.service.book')).toBeVisible();
    await check('professional service panel');
    await button('chat.service.book').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('sign-up dialog from the professional service');
  });

  test(`direct trip panels, booking dialogs, wizard, itinerary and offers (${language})`, async ({
    pageIn,
  }) => {
    test.setTimeout(300_000);
    const page = await pageIn(language);
    await signedIn(page);
    const { t, log, say, check, button, choice, pickCity, typed } = chat(page, language);
    await page.goto('/');
    await say(typed.toJapan);
    await say(typed.american);
    await expect(
      log.getByRole('heading', { name: visaReplyTitle(language, typed.japan) }),
    ).toBeVisible();
    await expect(button('chat.booking.bookFlight')).toBeEnabled();
    await check('visa-free answer with offers and booking panel');

    // An add-on offer opens the purchase dialog.
    await log
      .getByRole('region', { name: t('chat.offers.label') })
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('purchase dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The city selection panel: Direct Trip, the picker open, open-jaw with its suggestions.
    await button('chat.booking.bookFlight').click();
    const panel = log.getByRole('region', { name: t('trip.selection.title') });
    await expect(panel).toBeVisible();
    await check('city selection panel, direct');
    await panel.getByRole('combobox', { name: t('trip.selection.from'), exact: true }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await check('city picker open');
    await page.keyboard.press('Escape');
    await pickCity(t('trip.selection.from'), 'New York', /New York City/);
    await pickCity(t('trip.selection.to'), 'Osaka', /Osaka/);
    await panel.getByRole('radio', { name: t('trip.flightType.openjaw') }).check();
    await expect(
      panel.getByRole('combobox', { name: t('trip.flightType.returnCity') }),
    ).toBeVisible();
    await check('city selection panel, open-jaw');
    await panel.getByRole('radio', { name: t('trip.flightType.roundtrip') }).check();
    await panel.getByRole('button', { name: t('trip.selection.continue') }).click();

    // The flight booking dialog, with its validation shown, then the voucher.
    const flight = page.getByRole('dialog', { name: t('booking.flight.title') });
    await expect(flight).toBeVisible();
    await check('flight booking dialog');
    await flight.getByRole('button', { name: /\$/ }).last().click();
    await check('flight booking dialog after an empty submit');
    await flight.getByLabel(t('booking.fields.departureDate')).fill(inDays(40));
    await flight.getByLabel(t('booking.fields.returnDate')).fill(inDays(50));
    await flight.getByLabel(t('booking.fields.fullName')).fill('Zoë Müller');
    await flight.getByLabel(t('booking.fields.email')).fill('zoe@example.com');
    await flight.getByLabel(t('booking.fields.passportNumber')).fill('X1234567');
    await flight.getByRole('button', { name: /\$/ }).last().click();
    await expect(flight).toBeHidden();
    await expect(log.getByRole('region', { name: t('chat.voucher.flightTitle') })).toBeVisible();
    await check('flight voucher');

    // The purchase makes the travel-profile questionnaire due, but it waits until the chat's
    // own flow (the wizard that starts now) is over.
    const profile = page.getByRole('dialog', { name: t('travelProfile.title') });

    // The preference wizard, step by step, then the itinerary.
    const step = (n: number) =>
      log.getByText(t('itinerary.preferences.progress', { step: n, total: 5 })).last();
    await expect(step(1)).toBeVisible();
    await check('wizard step 1');
    await choice('itinerary.preferences.purpose.options.culture').click();
    // Steps 2 and 3 are step 1's panel with other choices.
    await expect(step(2)).toBeVisible();
    await choice('itinerary.preferences.duration.options.long').click();
    await expect(step(3)).toBeVisible();
    await choice('itinerary.preferences.budget.options.mid').click();
    await expect(step(4)).toBeVisible();
    await log.getByLabel(t('itinerary.preferences.interests.options.art')).last().check();
    await check('wizard step 4');
    await button('itinerary.preferences.interests.continue').click();
    await expect(step(5)).toBeVisible();
    await check('wizard step 5');
    await button('itinerary.preferences.summary.create').click();
    // The plan is named by its title; its actions close it.
    const actions = log.getByRole('group', { name: t('itinerary.plan.actions') }).last();
    await expect(actions).toBeVisible();
    await check('itinerary');

    // Flight booked, no hotel: the hotel recommendations and the hotel booking dialog.
    await actions.getByRole('button', { name: t('itinerary.plan.bookServices') }).click();
    await expect(button('itinerary.hotels.book')).toBeVisible();
    await check('hotel recommendations');
    await button('itinerary.hotels.book').click();
    const hotel = page.getByRole('dialog', { name: t('booking.hotel.title') });
    await expect(hotel).toBeVisible();
    await check('hotel booking dialog');
    await page.keyboard.press('Escape');
    await expect(hotel).toBeHidden();

    // Skip the hotel: the upsells (one opens its purchase dialog), then the restaurant offers.
    await button('itinerary.hotels.skip').click();
    await expect(log.getByRole('region', { name: t('itinerary.upsells.label') })).toBeVisible();
    await check('itinerary upsells');
    await log
      .getByRole('button', { name: t('itinerary.upsells.tours.title') })
      .last()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('purchase dialog for tours');
    await page.keyboard.press('Escape');
    await expect(button('itinerary.restaurants.bookAll')).toBeVisible();
    await check('restaurant offers');
    await button('itinerary.restaurants.bookAll').click();
    // The flow is complete: the questionnaire opens now, over the finished chat; skipped.
    await expect(profile).toBeVisible();
    await check('travel-profile questionnaire after the chat flow');
    await profile.getByRole('button', { name: t('travelProfile.skip') }).click();
    await expect(profile).toBeHidden();
    // Booked, the offers give way to the confirmation with the savings.
    await expect(
      page.getByRole('button', { name: t('itinerary.restaurants.bookAll'), exact: true }),
    ).toHaveCount(0);
    await check('restaurant offers booked');
  });

  test(`multi-city panels: city selection, return city, planner and services (${language})`, async ({
    pageIn,
  }) => {
    test.setTimeout(240_000);
    const page = await pageIn(language);
    await signedIn(page);
    const { t, log, say, check, button, pickCity, typed } = chat(page, language);
    await page.goto('/');
    await say(typed.toJapan);
    await say(typed.american);

    // The city selection panel's Multi-City tab, then its return-city step.
    await button('chat.booking.bookFlight').click();
    const panel = log.getByRole('region', { name: t('trip.selection.title') });
    await panel.getByRole('tab', { name: t('trip.tabs.multi') }).click();
    await pickCity(t('trip.selection.from'), 'New York', /New York City/);
    await pickCity(t('trip.selection.cityNumber', { number: 1 }), 'Tokyo', /Tokyo/);
    await panel.getByRole('button', { name: t('trip.selection.addMore') }).click();
    await pickCity(t('trip.selection.cityNumber', { number: 2 }), 'Osaka', /Osaka/);
    await expect(panel.getByRole('region', { name: t('trip.route.title') })).not.toContainText(
      t('trip.route.loading'),
    );
    await check('city selection panel, multi-city with the route summary');
    await panel.getByRole('button', { name: t('trip.selection.continue') }).click();
    await expect(panel.getByText(t('trip.returnCity.title'))).toBeVisible();
    await check('return-city step');
    await panel.getByRole('radio').last().check();
    await panel.getByRole('button', { name: t('trip.returnCity.continue') }).click();
    const flightStep = log.getByRole('group', { name: t('chat.trip.flightLabel') }).last();
    await expect(flightStep.getByRole('button')).toBeEnabled();
    await check('multi-city international flight step');

    // The planner: Direct, then Multi-City with its route and questionnaire.
    await say(typed.severalCities);
    await button('chat.trip.addAnotherCity').click();
    const planner = log.getByRole('region', { name: t('trip.planner.title') });
    await expect(planner).toBeVisible();
    await check('city planning panel, direct');
    await planner.getByRole('tab', { name: t('trip.planner.tabs.multi') }).click();
    await pickCity(t('trip.planner.departure'), 'New York', /New York City/);
    await pickCity(t('trip.planner.cityNumber', { number: 1 }), 'Tokyo', /Tokyo/);
    await planner.getByRole('button', { name: t('trip.planner.addCity') }).click();
    await pickCity(t('trip.planner.cityNumber', { number: 2 }), 'Osaka', /Osaka/);
    await expect(planner.getByRole('region', { name: t('trip.route.title') })).not.toContainText(
      t('trip.route.loading'),
    );
    await check('city planning panel, multi-city');
    await planner.getByRole('button', { name: t('trip.planner.continue') }).click();
    await planner
      .getByRole('button', { name: t('trip.questionnaire.purpose.options.tourism'), exact: true })
      .click();
    await check('planner questionnaire');
    await planner
      .getByRole('button', { name: t('trip.questionnaire.duration.options.fortnight') })
      .click();
    await planner.getByRole('button', { name: t('trip.questionnaire.budget.options.mid') }).click();
    await planner.getByLabel(t('trip.questionnaire.interests.options.food')).check();
    await check('planner questionnaire, interests');
    await planner.getByRole('button', { name: t('trip.questionnaire.complete') }).click();

    // The international flight booked: the services of every city. An earlier reply has a
    // Book Flight too (disabled): the click waits for the new reply's own.
    await expect(button('chat.booking.bookFlight')).toBeEnabled();
    await button('chat.booking.bookFlight').click();
    const flight = page.getByRole('dialog', { name: t('booking.flight.title') });
    await flight.getByLabel(t('booking.fields.departureDate')).fill(inDays(30));
    await flight.getByLabel(t('booking.fields.fullName')).fill('Ana Ruiz');
    await flight.getByLabel(t('booking.fields.email')).fill('ana@example.com');
    await flight.getByLabel(t('booking.fields.passportNumber')).fill('P7654321');
    await flight.getByRole('button', { name: /\$/ }).last().click();
    await expect(flight).toBeHidden();
    const services = log.getByRole('region', { name: t('trip.services.title') });
    await expect(services.getByRole('tab').first()).toBeVisible();
    await expect(services.getByRole('tabpanel')).toBeVisible();
    await check('services in your cities');
  });
}
