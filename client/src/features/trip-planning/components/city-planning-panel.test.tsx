// @vitest-environment jsdom
// The city planning panel (product.md §4.2)
// against the real API server: real cities, airports and distances.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlannerAnswers, TripCity, TripSelection } from '@common/trip';
import { CityPlanningPanel } from '@/features/trip-planning/components/city-planning-panel';
import { openTab, pickCity, renderWithApp, startTripTestServer } from '@/testing/trip-panels';
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

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const delhi = { name: 'Delhi', country: 'IN', airport: 'DEL' };
const paris = { name: 'Paris', country: 'FR', airport: 'CDG' };
const lyon = { name: 'Lyon', country: 'FR', airport: 'LYS' };
const versailles = { name: 'Versailles', country: 'FR', airport: '' };

function renderPanel(namedCities?: TripCity[]) {
  const onContinue = vi.fn<(selection: TripSelection, planner?: PlannerAnswers) => void>();
  renderWithApp(
    <CityPlanningPanel
      nationality={{ code: 'IN', name: 'India' }}
      destination={{ code: 'FR', name: 'France' }}
      {...(namedCities ? { namedCities } : {})}
      disabled={false}
      onContinue={onContinue}
    />,
  );
  return onContinue;
}

/** The destination pickers' values, in order. */
function destinationOrder(): string[] {
  const list = screen.getByRole('list', { name: 'Your destinations, in visiting order' });
  return (
    within(list)
      .getAllByRole('combobox')
      // The stay of each city is a <select>, also a combobox.
      .filter((combobox) => combobox.tagName === 'BUTTON')
      .map((combobox) => combobox.textContent ?? '')
  );
}

/**
 * jsdom lays nothing out; dnd-kit's keyboard sensor moves by the items' rectangles. Each row
 * of the destination list gets a 60 px tall box under the one before it.
 */
function layOutRows() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const list = row?.parentElement;
    if (row && list?.getAttribute('aria-label') === 'Your destinations, in visiting order') {
      const index = [...list.children].indexOf(row);
      const top = index * 60;
      return DOMRect.fromRect({ x: 0, y: top, width: 400, height: 50 });
    }
    return original.call(this);
  });
}

describe('city planning panel, direct', () => {
  it('Continue to Booking Options once both cities are chosen', async () => {
    const onContinue = renderPanel();
    const next = screen.getByRole('button', { name: 'Continue to Booking Options' });
    expect(next).toHaveProperty('disabled', true);
    await pickCity('From', 'Delhi');
    await pickCity('To', 'Paris');
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(next);
    expect(onContinue).toHaveBeenCalledWith({
      mode: 'direct',
      from: delhi,
      destinations: [paris],
      flightType: 'oneway',
    });
  }, 30_000);
});

describe('city planning panel, multi-city', () => {
  it('2 to 5 cities with stays, the airport and repeat rules, and the route in km', async () => {
    const onContinue = renderPanel();
    openTab('Multi-City');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    // Two cities: none can be removed.
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();

    await pickCity('Departure city', 'Delhi');
    await pickCity('City 1', 'Paris');
    await waitFor(() => expect(next).toHaveProperty('disabled', false), { timeout: 15_000 });

    fireEvent.click(screen.getByRole('button', { name: 'Add City' }));
    expect(next).toHaveProperty('disabled', true);
    // The last city needs an airport; Versailles has none.
    await pickCity('City 2', 'Versailles');
    expect(
      screen.getByText(
        "Versailles doesn't support direct flights. Please choose a city with an airport.",
      ),
    ).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Add City' }));
    await pickCity('City 3', 'Versailles');
    expect(
      screen.getByText(
        'Versailles is the same as the previous city. Please choose a different one.',
      ),
    ).toBeTruthy();
    await pickCity('City 3', 'Lyon');
    // An intermediate city can be any city.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(next).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('button', { name: 'Add City' }));
    expect(screen.queryByRole('button', { name: 'Add City' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove City 4' }));
    expect(screen.getByRole('button', { name: 'Add City' })).toBeTruthy();

    const stays = screen.getAllByRole('combobox', { name: 'Stay' });
    expect(stays).toHaveLength(3);
    expect(
      within(stays[0] as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 day', '2 days', '3 days', '4 days', '5 days', '1 week', '2 weeks']);
    fireEvent.change(stays[0] as HTMLElement, { target: { value: '7' } });

    const summary = screen.getByRole('region', { name: 'Ground Route Summary' });
    await waitFor(
      () => expect(within(summary).queryByText('Calculating distances...')).toBeNull(),
      {
        timeout: 10_000,
      },
    );
    expect(within(summary).getByText('Paris → Versailles')).toBeTruthy();
    expect(within(summary).getByText('Ground transport')).toBeTruthy();
    expect(within(summary).getByText('Versailles → Lyon')).toBeTruthy();
    const total = within(summary).getByText(/^Total: /).textContent;
    expect(total).toMatch(/^Total: \d+ km$/);

    fireEvent.click(next);
    // The planner questionnaire follows: purpose, duration and budget move on by themselves.
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tourism' }));
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tourism' }));
    fireEvent.click(screen.getByRole('button', { name: '4-7 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mid-range ($100-250/day)' }));
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    const complete = screen.getByRole('button', { name: 'Complete Profile' });
    expect(complete).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'History' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'History' }));
    expect(complete).toHaveProperty('disabled', false);
    fireEvent.click(complete);

    expect(onContinue).toHaveBeenCalledWith(
      {
        mode: 'multi',
        from: delhi,
        destinations: [paris, versailles, lyon],
        stays: [7, 1, 1],
        flightType: 'openjaw',
        returnCity: 'Lyon',
      },
      { travelPurpose: 'tourism', duration: '4-7', budget: 'mid', interests: ['food'] },
    );
  }, 60_000);

  it('reorders by keyboard: space lifts, arrows move, space drops, each step announced', async () => {
    renderPanel();
    openTab('Multi-City');
    await pickCity('Departure city', 'Delhi');
    await pickCity('City 1', 'Paris');
    fireEvent.click(screen.getByRole('button', { name: 'Add City' }));
    await pickCity('City 2', 'Versailles');
    fireEvent.click(screen.getByRole('button', { name: 'Add City' }));
    await pickCity('City 3', 'Lyon');
    expect(destinationOrder()).toEqual(['Paris', 'Versailles', 'Lyon']);
    layOutRows();

    const handle = screen.getByRole('button', { name: 'Reorder Lyon' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable city');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toContain('press space or enter on its handle');
    const live = () => screen.getByRole('status').textContent ?? '';

    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(live()).toContain('Picked up Lyon, at position 3 of 3.'));
    fireEvent.keyDown(handle, { code: 'ArrowUp', key: 'ArrowUp' });
    await waitFor(() => expect(live()).toContain('Lyon moved to position 2 of 3.'));
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(live()).toContain('Lyon dropped at position 2 of 3.'));
    await waitFor(() => expect(destinationOrder()).toEqual(['Paris', 'Lyon', 'Versailles']));

    // Versailles is now last, and the last city needs an airport.
    expect(
      screen.getByText(
        "Versailles doesn't support direct flights. Please choose a city with an airport.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);

    // Escape cancels a move.
    const parisHandle = screen.getByRole('button', { name: 'Reorder Paris' });
    act(() => parisHandle.focus());
    fireEvent.keyDown(parisHandle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(live()).toContain('Picked up Paris'));
    fireEvent.keyDown(parisHandle, { code: 'ArrowDown', key: 'ArrowDown' });
    fireEvent.keyDown(parisHandle, { code: 'Escape', key: 'Escape' });
    await waitFor(() =>
      expect(live()).toContain('Reordering cancelled. Paris is back at position 1.'),
    );
    expect(destinationOrder()).toEqual(['Paris', 'Lyon', 'Versailles']);
  }, 60_000);

  it('opens on Multi-City with the cities named in the chat, in their order', async () => {
    const onContinue = renderPanel([paris, versailles, lyon]);
    expect(screen.getByRole('tab', { name: 'Multi-City' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(destinationOrder()).toEqual(['Paris', 'Versailles', 'Lyon']);
    const next = screen.getByRole('button', { name: 'Continue' });
    // Only the departure is left to choose.
    expect(next).toHaveProperty('disabled', true);
    await pickCity('Departure city', 'Delhi');
    await waitFor(() => expect(next).toHaveProperty('disabled', false), { timeout: 15_000 });
    fireEvent.click(next);
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tourism' }));
    fireEvent.click(screen.getByRole('button', { name: '4-7 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mid-range ($100-250/day)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food' }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(onContinue).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'multi',
        from: delhi,
        destinations: [paris, versailles, lyon],
      }),
      expect.anything(),
    );
  }, 60_000);

  it('opens on Direct without named cities', () => {
    renderPanel();
    expect(screen.getByRole('tab', { name: 'Direct' }).getAttribute('aria-selected')).toBe('true');
  });
});
