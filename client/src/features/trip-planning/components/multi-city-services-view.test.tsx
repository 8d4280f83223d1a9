// @vitest-environment jsdom
// The multi-city services view (product.md §4.5) against the real API
// server: the sample catalogues per city and the real distances between the cities.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TripSelection } from '@common/trip';
import { getDistance } from '@/features/trip-planning/api/get-distance';
import { MultiCityServicesView } from '@/features/trip-planning/components/multi-city-services-view';
import { openTab, renderWithApp, startTripTestServer } from '@/testing/trip-panels';
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

afterEach(() => cleanup());

const selection: TripSelection = {
  mode: 'multi',
  from: { name: 'Delhi', country: 'IN', airport: 'DEL' },
  destinations: [
    { name: 'Paris', country: 'FR', airport: 'CDG' },
    { name: 'Versailles', country: 'FR', airport: '' },
    { name: 'Lyon', country: 'FR', airport: 'LYS' },
  ],
  flightType: 'oneway',
  returnCity: 'Lyon',
};

/** The cards of a service section, found by its heading. */
function cards(panel: HTMLElement, heading: string): HTMLElement[] {
  const section = within(panel).getByRole('region', { name: heading });
  const [list] = within(section).getAllByRole('list');
  if (!list) throw new Error(`No list under ${heading}`);
  return [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
}

/** The feature badges of a card. */
function features(card: HTMLElement): string[] {
  return within(within(card).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('multi-city services view', () => {
  it('a tab per city: up to 3 hotels, 2 cars and 3 eSIMs, labelled sample content', async () => {
    renderWithApp(<MultiCityServicesView selection={selection} />);
    expect(screen.getByText('Sample content')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Destination cities' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Paris',
      'Versailles',
      'Lyon',
    ]);

    const panel = screen.getByRole('tabpanel', { name: 'Paris' });
    await waitFor(() => expect(within(panel).queryByText('Loading...')).toBeNull(), {
      timeout: 10_000,
    });
    const hotels = cards(panel, 'Hotels');
    expect(hotels).toHaveLength(3);
    // The sample hotels of product.md §4.8, per night.
    expect(hotels.map((card) => within(card).getByText(/per night$/).textContent)).toEqual([
      '€89 per night',
      '€125 per night',
      '€156 per night',
    ]);
    for (const card of hotels) expect(features(card).length).toBeLessThanOrEqual(3);
    expect(features(hotels[1] as HTMLElement)).toHaveLength(3);

    const cars = cards(panel, 'Car rentals');
    expect(cars).toHaveLength(2);
    for (const card of cars) expect(features(card)).toHaveLength(3);

    const esims = cards(panel, 'eSIMs');
    expect(esims).toHaveLength(3);
    for (const card of esims) expect(features(card)).toHaveLength(2);

    openTab('Lyon');
    const lyon = screen.getByRole('tabpanel', { name: 'Lyon' });
    await waitFor(() => expect(cards(lyon, 'Hotels')).toHaveLength(3), { timeout: 10_000 });
    expect(within(lyon).getAllByText(/Lyon/).length).toBeGreaterThan(0);
  }, 30_000);

  it('a flight search from 200 km, ground transport under it', async () => {
    renderWithApp(<MultiCityServicesView selection={selection} />);
    const legs = await screen.findByRole(
      'region',
      { name: 'Getting between your cities' },
      {
        timeout: 10_000,
      },
    );
    await waitFor(() => expect(within(legs).getAllByRole('listitem')).toHaveLength(2));
    const [ground, flight] = within(legs)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(ground).toMatch(
      /^Paris → Versailles \(\d+ km\): ground transport \(train, bus or car\) is recommended\.$/,
    );
    expect(flight).toMatch(/^Versailles → Lyon \(\d+ km\): search for a flight\.$/);
  }, 30_000);

  it('no hint for a leg whose distance is unknown (0 km)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(
      <MultiCityServicesView
        selection={{
          ...selection,
          destinations: [
            { name: 'Paris', country: 'FR', airport: 'CDG' },
            { name: 'Atlantisville', country: 'FR', airport: '' },
          ],
        }}
      />,
    );
    await waitFor(() => expect(console.error).toHaveBeenCalled(), { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Getting between your cities' })).toBeNull();
  }, 30_000);
});

describe('getDistance', () => {
  it('is the great-circle km between two cities', async () => {
    expect(
      await getDistance({ from: 'Paris', to: 'Lyon', fromCountry: 'FR', toCountry: 'FR' }),
    ).toBe(393);
  });

  it('is 0 for an unknown city, the error only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await getDistance({ from: 'Paris', to: 'Atlantisville' })).toBe(0);
    expect(logged).toHaveBeenCalledWith(
      'Distance from Paris to Atlantisville failed',
      expect.any(Error),
    );
  });
});
