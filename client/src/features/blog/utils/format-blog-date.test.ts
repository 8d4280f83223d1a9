import { describe, expect, it } from 'vitest';
import { formatBlogDate } from './format-blog-date';

describe('formatBlogDate', () => {
  const timestamp = '2026-11-23T10:30:00.000Z';

  it('writes English dates in the long US format', () => {
    expect(formatBlogDate(timestamp, 'en', 'UTC')).toBe('November 23, 2026');
  });

  it('writes Spanish and Chinese dates the way those readers do', () => {
    expect(formatBlogDate(timestamp, 'es', 'UTC')).toBe('23 de noviembre de 2026');
    expect(formatBlogDate(timestamp, 'zh', 'UTC')).toBe('2026年11月23日');
  });

  it("uses the reader's time zone for the calendar day", () => {
    expect(formatBlogDate('2026-11-23T23:30:00.000Z', 'en', 'UTC')).toBe('November 23, 2026');
    expect(formatBlogDate('2026-11-23T23:30:00.000Z', 'en', 'Asia/Tokyo')).toBe(
      'November 24, 2026',
    );
  });

  it('shows a timestamp that does not parse as it came', () => {
    expect(formatBlogDate('not a date', 'en')).toBe('not a date');
  });
});
