// @vitest-environment jsdom
// What /verify/{reference} shows for each answer of GET /api/verify/{reference}. The answers
// are placed in the query cache (the route itself is tested in server/test, and the page
// against the real server in e2e/verify-page.spec.ts), so states the server cannot be made to
// produce on demand, such as an expired reservation, are covered too.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { VerificationResponse } from '@common/contracts/verification';
import { getVerificationQueryOptions } from '@/features/verify/api/get-verification';
import { VerifyPage } from '@/features/verify/components/verify-page';
import { i18n, initI18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';

beforeAll(async () => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US'], configurable: true });
  await initI18n(i18n, { allTexts: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const valid: VerificationResponse = {
  reference: 'FL123456789AB',
  state: 'valid',
  type: 'flight',
  description: 'Delhi → Tokyo',
  dates: { start: '2030-05-01', end: '2030-05-09' },
  status: 'confirmed',
  validUntil: '2030-04-20T12:00:00.000Z',
  passengerInitials: 'A. R.',
  issuedAt: '2030-04-10T08:00:00.000Z',
};

function renderAt(path: string, answers: Array<[string, VerificationResponse | null]>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const [reference, answer] of answers) {
    queryClient.setQueryData(getVerificationQueryOptions(reference).queryKey, answer);
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={memoryLocation({ path }).hook}>
        <Route path={paths.verify} component={VerifyPage} />
      </Router>
    </QueryClientProvider>,
  );
}

function detail(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('verify page', () => {
  it('a valid reservation: verified, with its facts and the initials only', () => {
    renderAt('/verify/FL123456789AB', [['FL123456789AB', valid]]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Reservation verified',
    ]);
    expect(detail('Reference')).toBe('FL123456789AB');
    expect(detail('Type')).toBe('Flight reservation');
    expect(detail('Route')).toBe('Delhi → Tokyo');
    expect(detail('Dates')).toBe('May 1, 2030 – May 9, 2030');
    expect(detail('Status')).toBe('Confirmed');
    expect(detail('Valid until')).toMatch(/Apr 20, 2030/);
    expect(detail('Passenger')).toBe('A. R.');
    expect(detail('Issued')).toMatch(/Apr 10, 2030/);
  });

  it('a lower-case reference in the link is the same reference', () => {
    renderAt('/verify/fl123456789ab', [['FL123456789AB', valid]]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reservation verified');
  });

  it('a hotel reservation names the hotel; without dates or expiry those rows are left out', () => {
    renderAt('/verify/HOTEL1234', [
      [
        'HOTEL1234',
        {
          ...valid,
          reference: 'HOTEL1234',
          type: 'hotel',
          description: 'Tokyo',
          dates: {},
          validUntil: undefined,
        },
      ],
    ]);
    expect(detail('Hotel')).toBe('Tokyo');
    expect(screen.queryByText('Dates', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Valid until', { selector: 'dt' })).toBeNull();
  });

  it('an expired reservation says so plainly, without the details', () => {
    renderAt('/verify/FL123456789AB', [['FL123456789AB', { ...valid, state: 'expired' }]]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'This reservation has expired',
    ]);
    expect(document.body.textContent).toContain('FL123456789AB');
    expect(document.body.textContent).not.toContain('A. R.');
    expect(screen.queryByText('Reservation verified')).toBeNull();
  });

  it('an unknown reference says so plainly', () => {
    renderAt('/verify/UNKNOWN123', [['UNKNOWN123', null]]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'No reservation with this reference',
    ]);
    expect(document.body.textContent).toContain('UNKNOWN123');
  });

  it('text that cannot be a reference is unknown without a request', () => {
    // Nothing is cached: a request would leave the page loading.
    renderAt('/verify/a%20b', []);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'No reservation with this reference',
    );
  });

  it('while the answer is on its way, says it is checking', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderAt('/verify/PENDING123', []);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checking the reservation');
    expect(screen.getByRole('status').textContent).toBe('Looking up reference PENDING123…');
  });
});
