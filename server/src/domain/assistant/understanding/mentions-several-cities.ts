// "I want to visit several cities" in en, es and zh: the cue for the multi-city question.
const SEVERAL_CITIES = [
  /\bmulti[\s-]?cit(?:y|ies)\b/i,
  /\b(?:several|multiple|many|more than one|two|three|a few|different|various)\s+(?:\w+\s+)?cities\b/i,
  /\bvarias\s+ciudades\b|\bmulticiudad\b|\bmás de una ciudad\b|\bvarios destinos\b/i,
  /多个城市|多城市|几个城市|好几个城市|多座城市/,
  // Three or more places named in a row: "Tokyo, Kyoto and Osaka", "Tokio, Kioto y Osaka".
  /\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?(?:,\s*\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)+,?\s+(?:and|y|e|&)\s+\p{Lu}[\p{L}'-]+/u,
  /\p{Script=Han}{2,5}、\p{Script=Han}{2,5}(?:、\p{Script=Han}{2,5})*(?:和|与|及|还有)\p{Script=Han}{2,5}/u,
];

export function mentionsSeveralCities(message: string): boolean {
  return SEVERAL_CITIES.some((pattern) => pattern.test(message));
}

/** "Plan my route": the cue to open the route planner with the cities kept earlier. */
const ROUTE_PLANNER = [
  /\bplan\s+(?:my|the|our)\s+(?:route|itinerary route|trip route)\b/i,
  /\bplanificar\s+(?:mi|la|nuestra)\s+ruta\b/i,
  /规划(?:我的|我们的)?路线/,
];

export function asksForRoutePlanner(message: string): boolean {
  return ROUTE_PLANNER.some((pattern) => pattern.test(message));
}
