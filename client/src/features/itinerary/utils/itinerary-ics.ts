import { PRODUCT_NAME } from '@common/constants';

// The personalised itinerary as an iCalendar file (RFC 5545; issue 7 point 9): one all-day
// event a day, so a calendar app shows the plan beside the traveller's other plans.

export const ICS_FILENAME = 'itinerary.ics';
export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';
export const ICS_PRODID = `-//${PRODUCT_NAME}//Itinerary//EN`;

/** RFC 5545 §3.1: a physical line holds at most 75 octets, without its CRLF. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

type IcsDay = {
  summary: string;
  description?: string;
  location?: string;
};

type ItineraryCalendar = {
  /** The calendar's name (X-WR-CALNAME), as calendar apps show it. */
  title: string;
  /** The first day, YYYY-MM-DD; each event after it takes the next day. */
  startDate: string;
  days: readonly IcsDay[];
  /** DTSTAMP: when the file was made. */
  now?: Date;
  /** Makes the events' UIDs; random unless given. */
  uidPrefix?: string;
};

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export function escapeIcsText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters are not allowed in TEXT (HTAB is).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, ' ')
  );
}

const encoder = new TextEncoder();

function octets(text: string): number {
  return encoder.encode(text).length;
}

/**
 * A content line folded into physical lines of at most 75 octets (RFC 5545 §3.1): each
 * continuation starts with one space. Lines break between characters, never inside a UTF-8
 * sequence or a surrogate pair.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let used = 0;
  for (const char of line) {
    const size = octets(char);
    // Continuation lines spend one octet on the leading space.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (used + size > limit) {
      parts.push(current);
      current = '';
      used = 0;
    }
    current += char;
    used += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function parseDate(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  }
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (parsed.getUTCMonth() !== month - 1) throw new Error(`No such date: ${date}`);
  return parsed;
}

/** A DATE value: YYYYMMDD. */
function icsDate(date: Date): string {
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** A UTC DATE-TIME value: YYYYMMDDTHHMMSSZ. */
function icsDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Tomorrow in the traveller's own time zone, YYYY-MM-DD: a plan made today starts then. */
export function defaultStartDate(now: Date = new Date()): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
}

/** The .ics text: CRLF line endings, folded lines, one VEVENT per day. */
export function buildItineraryIcs(calendar: ItineraryCalendar): string {
  const start = parseDate(calendar.startDate);
  const stamp = icsDateTime(calendar.now ?? new Date());
  const uidPrefix = calendar.uidPrefix ?? randomId();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendar.title)}`,
  ];
  calendar.days.forEach((day, index) => {
    const date = addDays(start, index);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uidPrefix}-day${index + 1}@algotrip`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(date)}`,
      // All-day: DTEND is exclusive, the next day.
      `DTEND;VALUE=DATE:${icsDate(addDays(date, 1))}`,
      `SUMMARY:${escapeIcsText(day.summary)}`,
      ...(day.description ? [`DESCRIPTION:${escapeIcsText(day.description)}`] : []),
      ...(day.location ? [`LOCATION:${escapeIcsText(day.location)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
