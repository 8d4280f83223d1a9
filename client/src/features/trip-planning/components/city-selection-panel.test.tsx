// @vitest-environment jsdom
// The chat's city selection panel (product.md §4.1, §4.3) against the real API
// server: real cities, airports and distances.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TripSelection } from '@common/trip';
import {
  CitySelectionPanel,
  type TripService,
} from '@/features/trip-planning/components/city-selection-panel';
import {
  closePicker,
  expectToast,
  openTab,
  pickCity,
  renderWithApp,
  searchCities,
  startTripTestServer,
} from '@/testing/trip-panels';
import { i18n } from '@/lib/i18n';
import type { RealServer } from '@/testing/real-server';

let server: RealServer | undefined;

beforeAll(async () => {
  server = await startTripTestServer();
}, 90_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await server?.stop();
});

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

const india = { code: 'IN', name: 'India' };
const france = { code: 'FR', name: 'France' };
const delhi = { name: 'Delhi', country: 'IN', airport: 'DEL' };
const paris = { name: 'Paris', country: 'FR', airport: 'CDG' };
const lyon = { name: 'Lyon', country: 'FR', airport: 'LYS' };

function renderPanel(
  props: Partial<Parameters<typeof CitySelectionPanel>[0]> & { service?: TripService } = {},
) {
  const onContinue = vi.fn<(selection: TripSelection) => void>();
  renderWithApp(
    <CitySelectionPanel
      nationality={india}
      destination={france}
      service="flight"
      disabled={false}
      onContinue={onContinue}
      {...props}
    />,
  );
  return onContinue;
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('city selection panel, direct trip', () => {
  it('names the service, labels both cities "Airport required" and waits for both', async () => {
    const onContinue = renderPanel({ service: 'travel-insurance' });
    expect(screen.getByRole('heading', { name: 'Select Your Travel Cities' })).toBeTruthy();
    expect(screen.getByText('Travel Insurance')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Direct Trip' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Multi-City' })).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'From' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(screen.getAllByText('Airport required')).toHaveLength(2);
    // Not a flight: no flight type.
    expect(screen.queryByRole('group', { name: 'Flight type' })).toBeNull();

    expect(continueButton()).toHaveProperty('disabled', true);
    await pickCity('From', 'Delhi');
    expect(continueButton()).toHaveProperty('disabled', true);
    await pickCity('To', 'Paris');
    expect(continueButton()).toHaveProperty('disabled', false);
    fireEvent.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith({
      mode: 'direct',
      from: delhi,
      destinations: [paris],
      flightType: 'oneway',
    });
  }, 30_000);

  it('refuses a city without an airport', async () => {
    // Vaduz, Liechtenstein's capital, has no airport of its own.
    renderPanel({ destination: { code: 'LI', name: 'Liechtenstein' }, service: 'dummy-hotel' });
    expect(screen.getByText('Dummy Hotel Booking')).toBeTruthy();
    await pickCity('From', 'Delhi');
    await pickCity('To', 'Vaduz');
    expect(screen.getByRole('alert').textContent).toBe(
      "Vaduz doesn't support direct flights. Please choose a city with an airport.",
    );
    expect(screen.getByRole('combobox', { name: 'To' }).getAttribute('aria-invalid')).toBe('true');
    expect(continueButton()).toHaveProperty('disabled', true);
  }, 30_000);

  it("offers only the nationality's cities under From", async () => {
    renderPanel();
    const list = await searchCities('From', 'Paris');
    expect(await within(list).findByText('No options found', {}, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);

  it('round trip: the return city is the destination, kept in storage', async () => {
    const onContinue = renderPanel();
    expect(screen.getByText('Dummy Flight Booking')).toBeTruthy();
    const types = screen.getByRole('group', { name: 'Flight type' });
    expect(within(types).getByRole('radio', { name: 'One-way' })).toHaveProperty('checked', true);
    await pickCity('From', 'Delhi');
    await pickCity('To', 'Paris');
    fireEvent.click(within(types).getByRole('radio', { name: 'Round trip' }));
    expect(screen.getByText('You will fly back from Paris.')).toBeTruthy();
    expect(window.localStorage.getItem('selectedFlightType')).toBe('roundtrip');
    expect(window.localStorage.getItem('selectedReturnCity')).toBe('Paris');
    fireEvent.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith(
      expect.objectContaining({ flightType: 'roundtrip', returnCity: 'Paris' }),
    );
  }, 30_000);

  it('open-jaw: a return city is required, one of six suggestions for France', async () => {
    const onContinue = renderPanel();
    await pickCity('From', 'Delhi');
    await pickCity('To', 'Paris');
    fireEvent.click(screen.getByRole('radio', { name: 'Open-jaw' }));
    expect(window.localStorage.getItem('selectedFlightType')).toBe('openjaw');
    expect(window.localStorage.getItem('selectedReturnCity')).toBeNull();

    fireEvent.click(continueButton());
    await expectToast(
      'Missing Information',
      'Please select a return city for your open-jaw flight.',
    );
    expect(onContinue).not.toHaveBeenCalled();

    const suggestions = screen.getByRole('group', { name: 'Suggested return cities' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Paris', 'Nice', 'Lyon', 'Marseille', 'Bordeaux', 'Toulouse']);
    fireEvent.click(within(suggestions).getByRole('button', { name: 'Nice' }));
    expect(window.localStorage.getItem('selectedReturnCity')).toBe('Nice');
    fireEvent.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith(
      expect.objectContaining({ flightType: 'openjaw', returnCity: 'Nice' }),
    );
  }, 30_000);

  it('open-jaw elsewhere: the return city comes from the destination cities', async () => {
    window.localStorage.setItem('selectedFlightType', 'openjaw');
    const onContinue = renderPanel({ destination: { code: 'JP', name: 'Japan' } });
    expect(screen.getByRole('radio', { name: 'Open-jaw' })).toHaveProperty('checked', true);
    await pickCity('From', 'Delhi');
    await pickCity('To', 'Tokyo');
    await pickCity('Return city', 'Osaka');
    fireEvent.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith(
      expect.objectContaining({ flightType: 'openjaw', returnCity: 'Osaka' }),
    );
  }, 30_000);

  it('shows only the direct form when asked to', () => {
    renderPanel({ directOnly: true });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'To' })).toBeTruthy();
  });
});

describe('city selection panel, multi-city', () => {
  it('asks for both cities, excludes chosen ones, sums the legs and asks the return city', async () => {
    const onContinue = renderPanel();
    openTab('Multi-City');
    fireEvent.click(continueButton());
    await expectToast(
      'Missing Information',
      'Please select both departure and destination cities.',
    );

    await pickCity('From', 'Delhi');
    await pickCity('City 1', 'Paris');
    fireEvent.click(screen.getByRole('button', { name: 'Add More Cities' }));
    const list = await searchCities('City 2', 'Paris');
    // Paris itself is taken: other cities whose names hold "Paris" show, Paris does not.
    const options = await within(list).findAllByRole('option');
    expect(options.some((option) => /^Paris(?![\p{L}-])/u.test(option.textContent ?? ''))).toBe(
      false,
    );
    await closePicker(list, 'City 2');
    await pickCity('City 2', 'Lyon');

    const summary = screen.getByRole('region', { name: 'Ground Route Summary' });
    await waitFor(() => expect(within(summary).getByText('Total: 393 km')).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(within(summary).getByText('Paris → Lyon')).toBeTruthy();
    expect(within(summary).getByText('Flight suggested')).toBeTruthy();

    // Up to 5 cities in all: the departure and four destinations.
    fireEvent.click(screen.getByRole('button', { name: 'Add More Cities' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add More Cities' }));
    expect(screen.queryByRole('button', { name: 'Add More Cities' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove City 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove City 3' }));
    expect(screen.getByRole('button', { name: 'Add More Cities' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Lyon' })).toBeTruthy();

    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Select Return City' })).toBeTruthy();
    const question = screen.getByRole('group', {
      name: 'You are visiting several cities: which city will you be returning from?',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expectToast('Missing Information', 'Please select your return departure city.');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('combobox', { name: 'City 2' }).textContent).toBe('Lyon');
    fireEvent.click(continueButton());
    fireEvent.click(
      within(
        screen.getByRole('group', {
          name: 'You are visiting several cities: which city will you be returning from?',
        }),
      ).getByRole('radio', { name: 'Lyon' }),
    );
    expect(question).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({
      mode: 'multi',
      from: delhi,
      destinations: [paris, lyon],
      // Home from the last city: the international flight is open-jaw.
      flightType: 'openjaw',
      returnCity: 'Lyon',
    });
  }, 60_000);

  it('an extra city may have no airport; the flight home leaves from one that has', async () => {
    const onContinue = renderPanel();
    openTab('Multi-City');
    await pickCity('From', 'Delhi');
    await pickCity('City 1', 'Paris');
    fireEvent.click(screen.getByRole('button', { name: 'Add More Cities' }));
    await pickCity('City 2', 'Versailles');
    fireEvent.click(screen.getByRole('button', { name: 'Add More Cities' }));
    await pickCity('City 3', 'Lyon');
    fireEvent.click(continueButton());
    const question = await screen.findByRole('group', {
      name: 'You are visiting several cities: which city will you be returning from?',
    });
    expect(
      within(question)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Paris', 'Lyon']);
    fireEvent.click(within(question).getByRole('radio', { name: 'Lyon' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(
      expect.objectContaining({
        destinations: [paris, { name: 'Versailles', country: 'FR', airport: '' }, lyon],
        returnCity: 'Lyon',
      }),
    );
  }, 60_000);

  it('without extra cities Continue hands on the one destination', async () => {
    const onContinue = renderPanel();
    openTab('Multi-City');
    await pickCity('From', 'Delhi');
    await pickCity('City 1', 'Paris');
    fireEvent.click(screen.getByRole('button', { name: 'Add More Cities' }));
    // A blank extra city is ignored.
    fireEvent.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith({
      mode: 'multi',
      from: delhi,
      destinations: [paris],
      flightType: 'oneway',
    });
  }, 30_000);
});

describe('city selection panel, failures and languages', () => {
  it('a city list that fails to load: the destructive toast, and no options', async () => {
    renderPanel({ destination: { code: 'XA', name: 'Atlantis' } });
    await expectToast('Error', 'Failed to load cities. Please try again.');
    const list = await searchCities('To', '');
    expect(within(list).getByText('No options found')).toBeTruthy();
  }, 30_000);

  it('speaks Chinese and Spanish', async () => {
    await act(() => i18n.changeLanguage('zh'));
    renderPanel();
    expect(screen.getByRole('heading', { name: '选择您的旅行城市' })).toBeTruthy();
    expect(screen.getAllByText('需要有机场')).toHaveLength(2);
    cleanup();
    await act(() => i18n.changeLanguage('es'));
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Seleccione sus ciudades de viaje' })).toBeTruthy();
  });
});
