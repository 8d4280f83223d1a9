// @vitest-environment jsdom
// The panels after the itinerary (product.md §4.8, with its sample prices), through their props;
// the sample hotels and restaurant offers come from the real API server, started from source on a
// fresh database.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HotelRecommendationsPanel } from '@/features/itinerary/components/hotel-recommendations-panel';
import { HotelUpsellPanel } from '@/features/itinerary/components/hotel-upsell-panel';
import { renderWithQueries, startItineraryTestServer } from '@/testing/itinerary-test-kit';
import { ItineraryUpsellsPanel } from '@/features/itinerary/components/itinerary-upsells-panel';
import { PersonalizedServicesPanel } from '@/features/itinerary/components/personalized-services-panel';
import { RestaurantOffersPanel } from '@/features/itinerary/components/restaurant-offers-panel';
import { i18n } from '@/lib/i18n';
import type { RealServer } from '@/testing/real-server';

let server: RealServer | undefined;

beforeAll(async () => {
  server = await startItineraryTestServer();
}, 90_000);
afterAll(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await server?.stop();
});
afterEach(() => cleanup());

const PARIS = { name: 'Paris', country: 'FR' };

describe('PersonalizedServicesPanel', () => {
  it('offers flight, hotel and insurance cards with their teasers', () => {
    const props = { disabled: false, onFlight: vi.fn(), onHotel: vi.fn(), onInsurance: vi.fn() };
    renderWithQueries(<PersonalizedServicesPanel {...props} />);
    const section = screen.getByRole('region', { name: 'Book services for your trip' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Book services for your trip', 'Flights', 'Hotels', 'Travel insurance']);
    expect(screen.getByText('Cover for your whole trip from $15.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book Flight' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Hotel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Insurance' }));
    expect(props.onFlight).toHaveBeenCalledOnce();
    expect(props.onHotel).toHaveBeenCalledOnce();
    expect(props.onInsurance).toHaveBeenCalledOnce();
  });

  it('is disabled with the chat', () => {
    renderWithQueries(
      <PersonalizedServicesPanel
        disabled
        onFlight={vi.fn()}
        onHotel={vi.fn()}
        onInsurance={vi.fn()}
      />,
    );
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveProperty('disabled', true);
    }
  });
});

describe('HotelUpsellPanel', () => {
  it("'Book Personalized Hotel' asks for the hotel booking", () => {
    const onBook = vi.fn();
    renderWithQueries(<HotelUpsellPanel disabled={false} onBook={onBook} />);
    fireEvent.click(screen.getByRole('button', { name: 'Book Personalized Hotel' }));
    expect(onBook).toHaveBeenCalledOnce();
    cleanup();
    renderWithQueries(<HotelUpsellPanel disabled onBook={onBook} />);
    expect(screen.getByRole('button', { name: 'Book Personalized Hotel' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

describe('HotelRecommendationsPanel', () => {
  it('lists the 3 sample hotels at €89, €125 and €156 a night, labelled sample content', async () => {
    const props = { disabled: false, onBook: vi.fn(), onSkip: vi.fn() };
    renderWithQueries(<HotelRecommendationsPanel city={PARIS} {...props} />);
    expect(screen.getByRole('heading', { name: 'Hotels for your stay in Paris' })).toBeTruthy();
    expect(screen.getByText('Sample content')).toBeTruthy();
    const prices = await screen.findAllByText(/per night$/, {}, { timeout: 15_000 });
    expect(prices.map((p) => p.textContent)).toEqual([
      '€89 per night',
      '€125 per night',
      '€156 per night',
    ]);
    expect(screen.getAllByText(/^Rated \d\.\d out of 5$/)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Book Perfect Hotel Match' }));
    expect(props.onBook).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Skip Hotel' }));
    expect(props.onSkip).toHaveBeenCalledOnce();
  });

  it('still offers booking and skipping when the hotels cannot be loaded', async () => {
    const props = { disabled: false, onBook: vi.fn(), onSkip: vi.fn() };
    renderWithQueries(<HotelRecommendationsPanel city={{ name: 'Nowhereville Xyz' }} {...props} />);
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toBe(
      'The hotels could not be loaded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Skip Hotel' }));
    expect(props.onSkip).toHaveBeenCalledOnce();
  });
});

describe('ItineraryUpsellsPanel', () => {
  it('offers tours, travel insurance, e-SIM and car hire at the product.md §4.8 prices', () => {
    const onChoose = vi.fn();
    renderWithQueries(<ItineraryUpsellsPanel disabled={false} onChoose={onChoose} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Make the most of your trip',
      'Tours & activities',
      'Travel insurance',
      'e-SIM',
      'Rent a car',
    ]);
    expect(screen.getByText('From $15')).toBeTruthy();
    expect(screen.getByText('Mobile data from $10')).toBeTruthy();
    expect(screen.getByText('From $25 per day')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add e-SIM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Tours & activities' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Rent a car' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Travel insurance' }));
    expect(onChoose.mock.calls).toEqual([
      ['esim'],
      ['tours'],
      ['car-rental'],
      ['travel-insurance'],
    ]);
  });

  it('offers only the services asked for (Skip Hotel: travel insurance and tours)', () => {
    renderWithQueries(
      <ItineraryUpsellsPanel
        disabled
        onChoose={vi.fn()}
        services={['travel-insurance', 'tours']}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Add Travel insurance',
      'Add Tours & activities',
    ]);
    for (const button of buttons) expect(button).toHaveProperty('disabled', true);
  });
});

describe('RestaurantOffersPanel', () => {
  it('lists sample offers 15 to 30% off; Book All confirms the $97 savings', async () => {
    const props = { disabled: false, onBookAll: vi.fn(), onSkip: vi.fn() };
    renderWithQueries(<RestaurantOffersPanel city={PARIS} {...props} />);
    expect(screen.getByRole('heading', { name: 'Restaurant offers in Paris' })).toBeTruthy();
    expect(screen.getByText('Sample content')).toBeTruthy();
    expect(screen.getByText('Save 15-30% at local restaurants')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book All' })).toHaveProperty('disabled', true);
    const discounts = await screen.findAllByText(/% off$/, {}, { timeout: 15_000 });
    const percents = discounts.map((d) => Number.parseInt(d.textContent ?? '', 10));
    expect(percents.length).toBeGreaterThan(1);
    for (const percent of percents) {
      expect(percent).toBeGreaterThanOrEqual(15);
      expect(percent).toBeLessThanOrEqual(30);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Book All' }));
    expect(props.onBookAll).toHaveBeenCalledWith({ amount: 97, currency: 'USD' });
    expect(screen.getByRole('status').textContent).toBe(
      'All restaurant offers are booked. You save $97 in total!',
    );
    expect(screen.queryByRole('button', { name: 'Book All' })).toBeNull();
  });

  it("'Skip' ends the flow; a booked panel shows the confirmation", async () => {
    const onSkip = vi.fn();
    renderWithQueries(
      <RestaurantOffersPanel city={PARIS} disabled={false} onBookAll={vi.fn()} onSkip={onSkip} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledOnce();
    cleanup();
    renderWithQueries(
      <RestaurantOffersPanel city={PARIS} disabled booked onBookAll={vi.fn()} onSkip={onSkip} />,
    );
    expect(screen.getByRole('status').textContent).toContain('$97');
  });

  it('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh'));
    try {
      renderWithQueries(
        <RestaurantOffersPanel
          city={PARIS}
          disabled={false}
          onBookAll={vi.fn()}
          onSkip={vi.fn()}
        />,
      );
      await screen.findAllByText(/^优惠 \d+%$/, {}, { timeout: 15_000 });
      fireEvent.click(screen.getByRole('button', { name: '全部预订' }));
      expect(screen.getByRole('status').textContent).toBe(
        '所有餐厅优惠均已预订，您总共节省 US$97！',
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
