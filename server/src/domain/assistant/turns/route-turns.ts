import type { Language } from '@common/constants';
import type { TripCity } from '@common/trip';
import { getCountry } from '../../countries/countries';
import type { NamedCity } from '../understanding/named-cities';
import type { Context, Turn } from './turn';
import { text } from '../../../lib/texts';

// Cities the traveller names in a message (product.md §3.3, several cities): the route planner
// opens with them, or, when the message first has to settle the countries, they are kept for it.

const ARROW = ' → ';

/** The route as the traveller wrote it, or the cities' names when they were kept from before. */
function routeText(cities: readonly (NamedCity | TripCity)[]): string {
  // A name typed all in lower case ("tokyo") is shown as the city's own.
  const shown = (entry: NamedCity | TripCity) => {
    if (!('said' in entry)) return entry.name;
    const lowerCase = /\p{Ll}/u.test(entry.said) && entry.said === entry.said.toLowerCase();
    return lowerCase ? entry.city.name : entry.said;
  };
  return cities.map(shown).join(ARROW);
}

function citiesOf(cities: readonly (NamedCity | TripCity)[]): TripCity[] {
  return cities.map((entry) => ('said' in entry ? entry.city : entry));
}

/** The multi-city planner, opened with the cities in the order they were named. */
export function plannedRouteTurn(
  cities: readonly (NamedCity | TripCity)[],
  ctx: Required<Pick<Context, 'destination'>>,
  language: Language,
): Turn {
  const destination = getCountry(ctx.destination, language).name;
  return {
    content: text(language, 'trip:plannedRoute', { destination, route: routeText(cities) }),
    step: 'multi_city_builder',
    plannedCities: citiesOf(cities),
  };
}

/** A reply that settles the countries first, with a line saying the cities are kept. */
export function keepingCities(turn: Turn, cities: readonly NamedCity[], language: Language): Turn {
  return {
    ...turn,
    content: `${turn.content}\n\n${text(language, 'trip:citiesKept', { route: routeText(cities) })}`,
    plannedCities: citiesOf(cities),
  };
}
