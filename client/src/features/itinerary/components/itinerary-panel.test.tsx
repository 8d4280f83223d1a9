// @vitest-environment jsdom
// show_personalized_itinerary (product.md §4.7) against the real API server, started from source on
// a fresh database: the plan over real cities, its calendar file and its PDF, typeset by the server
// from the lines shown.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TravelPreferences } from '@common/trip';
import {
  ItineraryPanel,
  type ItineraryPanelProps,
} from '@/features/itinerary/components/itinerary-panel';
import {
  captureSavedFiles,
  renderWithQueries,
  startItineraryTestServer,
} from '@/testing/itinerary-test-kit';
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
afterEach(() => {
  cleanup();
});

const FRANCE = { code: 'FR', name: 'France' };

function renderPlan(overrides: Partial<ItineraryPanelProps> = {}) {
  const props: ItineraryPanelProps = {
    destination: FRANCE,
    cities: ['Paris', 'Lyon', 'Nice'],
    preferences: {},
    disabled: false,
    onBookServices: vi.fn(),
    onModify: vi.fn(),
    startDate: '2026-05-30',
    ...overrides,
  };
  renderWithQueries(<ItineraryPanel {...props} />);
  return props;
}

function dayHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent ?? '');
}

/** Unfolds and splits an .ics file into its content lines (a strict parser is in utils). */
function icsLines(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** The file as text, one character a byte (a PDF's structure is ASCII). */
async function pdfText(blob: Blob): Promise<string> {
  return Buffer.from(await blob.arrayBuffer()).toString('latin1');
}

/**
 * A string as a PDF writes it in the metadata (ISO 32000-1 §7.9.2.2), one character a byte as
 * above: UTF-16BE after its byte order mark unless it is ASCII, with parentheses and
 * backslashes escaped.
 */
function pdfString(text: string): string {
  const units = Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));
  const bytes = units.every((unit) => unit < 0x80)
    ? text
    : `\xfe\xff${units.map((unit) => String.fromCharCode(unit >> 8, unit & 0xff)).join('')}`;
  return `(${bytes.replace(/[()\\]/g, (char) => `\\${char}`)})`;
}

describe('ItineraryPanel', () => {
  it('plans 5 leisure days by default over the given cities', () => {
    renderPlan();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Your 5-day leisure itinerary for France' }),
    ).toBeTruthy();
    expect(screen.getByText('5 days · Mid-range ($100-200 per day)')).toBeTruthy();
    expect(dayHeadings()).toEqual([
      'Day 1 · Paris · Arrival',
      'Day 2 · Paris · City highlights',
      'Day 3 · Paris · Relax and unwind',
      'Day 4 · Lyon · Local life',
      'Day 5 · Lyon · Departure',
    ]);
    const day4 = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith('Day 4'));
    expect(within(day4 as HTMLElement).getByText('Travel to Lyon and check in')).toBeTruthy();
  });

  it.each<[TravelPreferences, number, string]>([
    [{ duration: 'short' }, 3, 'Your 3-day leisure itinerary for France'],
    [{ duration: 'long', purpose: 'food' }, 8, 'Your 8-day food itinerary for France'],
  ])('%j gives %i days', (preferences, days, title) => {
    renderPlan({ preferences });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(title);
    expect(dayHeadings()).toHaveLength(days);
  });

  it('without cities, plans over the destination’s real cities from the server', async () => {
    renderPlan({ cities: [], destination: { code: 'JP', name: 'Japan' } });
    expect(screen.getByRole('status').textContent).toContain('Finding the cities');
    await waitFor(() => expect(dayHeadings()).toHaveLength(5), { timeout: 15_000 });
    expect(dayHeadings()[0]).toBe('Day 1 · Tokyo · Arrival');
    // A second city after three days.
    expect(dayHeadings()[3]).not.toContain('Tokyo');
  });

  it('offers Book Services and Modify Itinerary, disabled with the chat', () => {
    const props = renderPlan();
    fireEvent.click(screen.getByRole('button', { name: 'Book Services' }));
    expect(props.onBookServices).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Modify Itinerary' }));
    expect(props.onModify).toHaveBeenCalledOnce();
    cleanup();
    renderPlan({ disabled: true });
    expect(screen.getByRole('button', { name: 'Book Services' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Modify Itinerary' })).toHaveProperty(
      'disabled',
      true,
    );
    // The plan can still be saved.
    expect(screen.getByRole('button', { name: 'Export PDF' })).toHaveProperty('disabled', false);
  });

  it('downloads itinerary.ics with one all-day event a day', async () => {
    const saved = captureSavedFiles();
    renderPlan({ preferences: { duration: 'long', purpose: 'culture', interests: ['art'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Download calendar (.ics)' }));
    expect(saved).toHaveLength(1);
    const [file] = saved;
    expect(file?.filename).toBe('itinerary.ics');
    expect(file?.blob.type).toBe('text/calendar;charset=utf-8');
    const lines = icsLines((await file?.blob.text()) ?? '');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(8);
    expect(lines.filter((line) => line.startsWith('DTSTART;VALUE=DATE:'))).toEqual(
      [
        '20260530',
        '20260531',
        '20260601',
        '20260602',
        '20260603',
        '20260604',
        '20260605',
        '20260606',
      ].map((date) => `DTSTART;VALUE=DATE:${date}`),
    );
    const summaries = lines.filter((line) => line.startsWith('SUMMARY:')).map((l) => l.slice(8));
    expect(summaries).toEqual(dayHeadings());
    expect(lines).toContain('LOCATION:Paris\\, France');
  });

  it('exports the lines shown as itinerary.pdf, typeset by the server', async () => {
    const saved = captureSavedFiles();
    renderPlan({ preferences: { duration: 'long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Export PDF' })).toHaveProperty('disabled', false);
    const [file] = saved;
    expect(file?.filename).toBe('itinerary.pdf');
    expect(file?.blob.type).toBe('application/pdf');
    // The server's tests read its PDFs through and through; here, that it is the one shown.
    const pdf = await pdfText(file!.blob);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(Number(/\/Type \/Pages\s+\/Count (\d+)/.exec(pdf)?.[1])).toBeGreaterThanOrEqual(1);
    expect(pdf).toContain(pdfString('Your 8-day leisure itinerary for France · AlgoTrip'));
    expect(pdf).toContain(pdfString('8 days · Mid-range ($100-200 per day)'));
  });

  it('says so when the PDF cannot be made', async () => {
    const saved = captureSavedFiles();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A destination name longer than the server takes makes the title too long: 400.
    renderPlan({ destination: { code: 'FR', name: 'F'.repeat(300) } });
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toBe(
      'The PDF could not be created. Please try again.',
    );
    expect(saved).toHaveLength(0);
  });

  it('shows, saves and exports the plan in Chinese', async () => {
    const saved = captureSavedFiles();
    await act(() => i18n.changeLanguage('zh'));
    try {
      renderPlan({ destination: { code: 'FR', name: '法国' }, cities: ['巴黎', '里昂'] });
      const title = '您的法国 5 天休闲行程';
      expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(title);
      expect(dayHeadings()[0]).toBe('第 1 天 · 巴黎 · 抵达');
      fireEvent.click(screen.getByRole('button', { name: '下载日历 (.ics)' }));
      fireEvent.click(screen.getByRole('button', { name: '导出 PDF' }));
      await waitFor(() => expect(saved).toHaveLength(2), { timeout: 15_000 });
      const ics = icsLines((await saved[0]?.blob.text()) ?? '');
      expect(ics).toContain('SUMMARY:第 1 天 · 巴黎 · 抵达');
      expect(await pdfText(saved[1]!.blob)).toContain(pdfString(`${title} · AlgoTrip`));
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
