/**
 * Hubs the rule ("International" in the name, then the nearest) gets wrong: the main airport
 * has no "International" in its OpenFlights name, or a smaller airport of the same city is
 * nearer the centre. OpenFlights has no traffic figures to tell them apart, so they are named
 * here, checked by hand for the world's largest cities.
 */
export const MAIN_AIRPORTS: ReadonlySet<string> = new Set([
  'AMM', // Amman, not Marka
  'ARN', // Stockholm, not Bromma
  'BKK', // Bangkok, not Don Mueang
  'BRS', // Bristol, not Filton (closed)
  'CAK', // Akron, not Akron Fulton
  'CGK', // Jakarta, not Halim
  'CTS', // Sapporo, not Okadama
  'CWB', // Curitiba, not Bacacheri
  'DTW', // Detroit, not Coleman A. Young
  'EMA', // Nottingham, not Tollerton
  'FCO', // Rome, not Ciampino
  'GOT', // Gothenburg, not the City Airport
  'HEL', // Helsinki, not Malmi
  'HIJ', // Hiroshima, not Hiroshima-Nishi
  'ICN', // Seoul, not Gimpo
  'IKA', // Tehran, not Mehrabad
  'KBP', // Kyiv, not Zhuliany
  'KIX', // Osaka, not Itami
  'KUL', // Kuala Lumpur, not Subang
  'LHR', // London, not London City
  'LYS', // Lyon, not Bron
  'MAD', // Madrid, not Cuatro Vientos
  'MOB', // Mobile, not the downtown field
  'MTY', // Monterrey, not Del Norte
  'ORD', // Chicago, not Midway
  'OSL', // Oslo, not Fornebu (closed)
  'OTP', // Bucharest, not Băneasa
  'PTY', // Panama City, not Albrook
  'PVG', // Shanghai, not Hongqiao
  'RMQ', // Taichung
  'SEA', // Seattle, not Boeing Field
  'SIN', // Singapore, not Seletar
  'SJO', // San José (Costa Rica), not Tobías Bolaños
  'TXL', // Berlin, not Tempelhof (closed); the data predates BER
  'TYS', // Knoxville, not the downtown island field
]);
