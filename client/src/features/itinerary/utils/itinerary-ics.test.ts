import { describe, expect, it } from 'vitest';
import {
  buildItineraryIcs,
  defaultStartDate,
  escapeIcsText,
  foldIcsLine,
  ICS_PRODID,
} from '@/features/itinerary/utils/itinerary-ics';

// The .ics file is read back by a strict parser written here from RFC 5545 §3.1 (content
// lines, folding), §3.3.11 (TEXT escapes) and §3.6 (component structure): it rejects bare CR
// or LF, physical lines over 75 octets, a fold inside a UTF-8 sequence and unknown escapes.

type Property = { name: string; params: Record<string, string>; value: string };
type Component = { name: string; properties: Property[]; components: Component[] };

function unfold(ics: string): string[] {
  const bytes = new TextEncoder().encode(ics);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  if (!ics.endsWith('\r\n')) throw new Error('The file does not end with CRLF');
  const physical: string[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0d) {
      if (bytes[i + 1] !== 0x0a) throw new Error(`Bare CR at octet ${i}`);
      const line = bytes.subarray(start, i);
      if (line.length > 75) throw new Error(`A line of ${line.length} octets`);
      // fatal: throws when a fold split a multi-byte character.
      physical.push(decoder.decode(line));
      start = i + 2;
      i++;
    } else if (bytes[i] === 0x0a) {
      throw new Error(`Bare LF at octet ${i}`);
    }
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('The file starts with a continuation line');
      logical[logical.length - 1] += line.slice(1);
    } else {
      if (line === '') throw new Error('An empty content line');
      logical.push(line);
    }
  }
  return logical;
}

function parseLine(line: string): Property {
  const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=[^;:,"]*)*):(.*)$/.exec(line);
  if (!match) throw new Error(`Not a content line: ${line}`);
  const [, name = '', rawParams = '', value = ''] = match;
  const params: Record<string, string> = {};
  for (const param of rawParams.split(';').filter(Boolean)) {
    const [key = '', paramValue = ''] = param.split('=');
    params[key.toUpperCase()] = paramValue;
  }
  return { name: name.toUpperCase(), params, value };
}

function unescapeText(value: string): string {
  return value.replace(/\\(.?)/g, (_, char: string) => {
    if (char === 'n' || char === 'N') return '\n';
    if (char === '\\' || char === ';' || char === ',') return char;
    throw new Error(`Unknown escape \\${char} in ${value}`);
  });
}

function parseIcs(ics: string): Component {
  const stack: Component[] = [];
  let root: Component | undefined;
  for (const line of unfold(ics)) {
    const property = parseLine(line);
    if (property.name === 'BEGIN') {
      const component: Component = { name: property.value, properties: [], components: [] };
      stack.at(-1)?.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      const open = stack.pop();
      if (open?.name !== property.value) throw new Error(`END:${property.value} closes nothing`);
      if (stack.length === 0) root = open;
    } else {
      const open = stack.at(-1);
      if (!open) throw new Error(`${property.name} outside a component`);
      // Unescaped TEXT may not hold a bare ; or , (only these value types are TEXT here).
      if (['SUMMARY', 'DESCRIPTION', 'LOCATION', 'X-WR-CALNAME'].includes(property.name)) {
        if (/(^|[^\\])(\\\\)*[;,]/.test(property.value)) {
          throw new Error(`Unescaped separator in ${property.name}`);
        }
        property.value = unescapeText(property.value);
      }
      open.properties.push(property);
    }
  }
  if (!root || stack.length > 0) throw new Error('Unbalanced BEGIN/END');
  return root;
}

function prop(component: Component | undefined, name: string): Property {
  const found = component?.properties.filter((p) => p.name === name) ?? [];
  if (found.length !== 1) throw new Error(`${component?.name} has ${found.length} ${name}`);
  return found[0] as Property;
}

const NOW = new Date('2025-03-01T09:30:05Z');

describe('escapeIcsText', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines\r\nthree\rfour', 'two\\nlines\\nthree\\nfour'],
    ['bell\u0007', 'bell '],
    ['\\,', '\\\\\\,'],
  ])('%j → %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });
});

describe('foldIcsLine', () => {
  it.each([
    ['ASCII', 'x', 200],
    ['two-octet', 'é', 120],
    ['three-octet (CJK)', '长', 90],
    ['four-octet (emoji)', '🗼', 60],
    ['mixed', 'aé长🗼', 40],
  ])('%s: no line over 75 octets, no character split', (_name, unit, count) => {
    const line = `DESCRIPTION:${unit.repeat(count)}`;
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    const encoder = new TextEncoder();
    physical.forEach((part, index) => {
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toContain('\uFFFD');
    });
    // Lines are filled: only the last may be short by more than one character.
    for (const part of physical.slice(0, -1)) {
      expect(encoder.encode(part).length).toBeGreaterThan(75 - 4);
    }
    expect(physical.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('leaves a short line alone', () => {
    expect(foldIcsLine('VERSION:2.0')).toBe('VERSION:2.0');
    expect(foldIcsLine(`X:${'a'.repeat(73)}`)).toBe(`X:${'a'.repeat(73)}`);
    expect(foldIcsLine(`X:${'a'.repeat(74)}`)).toBe(`X:${'a'.repeat(73)}\r\n a`);
  });
});

describe('buildItineraryIcs', () => {
  const days = [
    {
      summary: 'Day 1 · Paris: Arrival',
      description: 'Check in, then dinner\nA walk; by the Seine, at dusk',
      location: 'Paris, France',
    },
    { summary: 'Día 2 · Lyon: Gastronomía', description: 'Mercado\\Bouchon', location: 'Lyon' },
    {
      summary: '第3天 · 马赛：离开',
      description: '退房并返程。'.repeat(20),
      location: '马赛, 法国',
    },
  ];
  const ics = buildItineraryIcs({
    title: 'My trip, to France; 2025',
    startDate: '2025-12-30',
    days,
    now: NOW,
    uidPrefix: 'abc123',
  });
  const calendar = parseIcs(ics);

  it('is a VCALENDAR with version, product and calendar scale', () => {
    expect(calendar.name).toBe('VCALENDAR');
    expect(prop(calendar, 'VERSION').value).toBe('2.0');
    expect(prop(calendar, 'PRODID').value).toBe(ICS_PRODID);
    expect(prop(calendar, 'CALSCALE').value).toBe('GREGORIAN');
    expect(prop(calendar, 'X-WR-CALNAME').value).toBe('My trip, to France; 2025');
  });

  it('has one all-day event a day, across the year end', () => {
    const events = calendar.components.filter((c) => c.name === 'VEVENT');
    expect(events).toHaveLength(3);
    expect(calendar.components).toHaveLength(3);
    const dates = events.map((event) => [prop(event, 'DTSTART').value, prop(event, 'DTEND').value]);
    expect(dates).toEqual([
      ['20251230', '20251231'],
      ['20251231', '20260101'],
      ['20260101', '20260102'],
    ]);
    for (const event of events) {
      expect(prop(event, 'DTSTART').params).toEqual({ VALUE: 'DATE' });
      expect(prop(event, 'DTEND').params).toEqual({ VALUE: 'DATE' });
      expect(prop(event, 'DTSTAMP').value).toBe('20250301T093005Z');
    }
    const uids = events.map((event) => prop(event, 'UID').value);
    expect(new Set(uids).size).toBe(3);
    expect(uids[0]).toBe('abc123-day1@algotrip');
  });

  it('round-trips summaries, descriptions and locations in any script', () => {
    const events = calendar.components;
    expect(
      events.map((event) => ({
        summary: prop(event, 'SUMMARY').value,
        description: prop(event, 'DESCRIPTION').value,
        location: prop(event, 'LOCATION').value,
      })),
    ).toEqual(days);
    // The long Chinese description was folded.
    expect(ics.split('\r\n').length).toBeGreaterThan(unfold(ics).length);
  });

  it('gives each file its own UIDs unless told', () => {
    const uid = (text: string) => prop(parseIcs(text).components[0], 'UID').value;
    const a = buildItineraryIcs({ title: 't', startDate: '2025-01-01', days: [days[0]!] });
    const b = buildItineraryIcs({ title: 't', startDate: '2025-01-01', days: [days[0]!] });
    expect(uid(a)).not.toBe(uid(b));
    expect(uid(a)).toMatch(/^[0-9a-f]{24}-day1@algotrip$/);
  });

  it('rejects a start date that is not a date', () => {
    expect(() => buildItineraryIcs({ title: 't', startDate: '2025-02-30', days })).toThrow();
    expect(() => buildItineraryIcs({ title: 't', startDate: 'tomorrow', days })).toThrow();
  });
});

describe('defaultStartDate', () => {
  it.each([
    [new Date(2025, 0, 31, 23, 59), '2025-02-01'],
    [new Date(2024, 1, 28, 0, 0), '2024-02-29'],
    [new Date(2025, 11, 31, 12, 0), '2026-01-01'],
  ])('after %s is %s', (now, expected) => {
    expect(defaultStartDate(now)).toBe(expected);
  });
});
