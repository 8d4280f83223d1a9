// The product's constants (product.md §12). Each lives here once.

export const PRODUCT_NAME = 'AlgoTrip';
/** The legacy landing page path: the product's name as one lowercase word. */
export const LANDING_PATH = '/algotrip';

export const SUPPORTED_LANGUAGES = ['en', 'es', 'zh'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
/** Names shown in the language switcher, always in their own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  zh: '中文',
};

export const STORAGE_KEYS = {
  user: 'user',
  authToken: 'authToken',
  authTokenLegacy: 'auth_token',
  pendingModalAction: 'pendingModalAction',
  selectedFlightType: 'selectedFlightType',
  selectedReturnCity: 'selectedReturnCity',
  travelPurposes: 'travelPurposes',
  travelPurpose: 'travelPurpose',
  travelPreferences: 'travelPreferences',
  visaQuestionnaireData: 'visaQuestionnaireData',
  /** The chat session and its travel context (product.md §3.2). */
  sessionId: 'sessionId',
  nationality: 'nationality',
  destination: 'destination',
  fromCity: 'fromCity',
  toCity: 'toCity',
  /** A notice to show on the next page, in session storage: the login's full page redirect. */
  pendingNotice: 'pendingNotice',
  /** i18next-browser-languagedetector cache keys (product.md §1.3). */
  languageLocalStorage: 'i18nextLng',
  languageCookie: 'i18next',
} as const;

/** Browser events named by the specification. */
export const BROWSER_EVENTS = {
  authStateChanged: 'authStateChanged',
  purchaseCompleted: 'purchaseCompleted',
  /** A flight or hotel reservation was saved from the booking dialog; detail: the saved booking. */
  bookingCompleted: 'bookingCompleted',
} as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const SESSION_ID_LENGTH = 21;

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: ['F8'],
  label: 'Notification',
} as const;

export const TOOLTIP = {
  delayDurationMs: 700,
  skipDelayDurationMs: 300,
} as const;

/**
 * The optional header that makes a booking or purchase safe to retry: the same key from the same
 * user gets the first answer again for a day instead of a second order. 1–100 printable
 * characters; the client sends a fresh one per action and the same one on its retries.
 */
export const IDEMPOTENCY = {
  header: 'Idempotency-Key',
  pattern: /^[\x20-\x7e]{1,100}$/,
  ttlMs: 24 * 60 * 60 * 1000,
} as const;

/** Largest request body the API accepts; larger bodies get 413. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Account rules (product.md §6.1, §6.2), enforced by the shared zod schemas on both sides. */
export const USERNAME_MIN_LENGTH = 3;
/** The shortest password a new account may choose. */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * What the login page asks of a typed password before sending it: below the policy, so accounts
 * made when six characters were enough still sign in.
 */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** How long a sign-in lasts. */
export const SESSION_TTL_DAYS = 30;
/**
 * A readable cookie, set and cleared with the httpOnly session cookie, that holds no secret: it
 * only tells the client that a sign-in may exist, so a signed-out visit skips GET /api/user.
 */
export const SIGNED_IN_HINT_COOKIE = 'algotrip_signed_in';
/**
 * Sign-in and registration attempts allowed in one window per IP, and per account (sign-in: one
 * budget for the username and the email) or per typed name (registration, unknown names). The
 * short window slows guessing without shutting the owner out for longer than a minute.
 */
export const AUTH_RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;

/** Timings of the sign-up / sign-in dialog of the chat flows (product.md §6.5). */
export const SIGN_UP_DIALOG = {
  /** After 'Account already exists', the dialog switches to sign-in this much later. */
  switchToSignInDelayMs: 2000,
  /** After a successful sign-up or sign-in, the pending action resumes this much later. */
  pendingActionResumeDelayMs: 100,
} as const;

/** Retries of the current-user check after a network or server error (product.md §6.3). */
export const CURRENT_USER_RETRIES = 3;

/** The chat (product.md §3). */
export const CHAT = {
  /** After a visa reply or an upsell, the client checks for recent messages this much later. */
  recentCheckDelayMs: 2000,
  /** How many messages GET /api/chat/messages/{sessionId}/recent returns. */
  recentLimit: 20,
  /** Longest message a traveller may send. */
  maxUserMessageChars: 2000,
  /** Longest assistant message the client may store (its own welcome message). */
  maxStoredMessageChars: 4000,
  /** Messages one client address may store through POST /api/chat/messages. */
  writeRateLimit: { max: 30, windowMs: 60_000 },
  /** Turns one client address may ask of POST /api/chat/completions a minute: far above a
   * traveller typing and clicking, low enough that one address cannot flood the store. */
  turnRateLimit: { max: 120, windowMs: 60_000 },
  /** Messages a conversation keeps; past it the traveller starts a new chat. */
  maxSessionMessages: 300,
  /** Most messages one GET /api/chat/history answers, and how many it answers by default. */
  historyMaxLimit: 300,
  /** The value the client sends when it does not know a country yet (product.md §3.2). */
  unknownCountry: 'Unknown',
  /** How many earlier conversations the sidebar lists. */
  conversationListLimit: 20,
  /** Longest title of a listed conversation (its first message, cut). */
  conversationTitleChars: 80,
  /** The query parameter of / that reopens an earlier conversation. */
  reopenParam: 'conversation',
} as const;

/** Sidebar popular destinations (product.md §3.1), sending 'Visa requirements for {country}'. */
export const SIDEBAR_POPULAR_DESTINATIONS = ['JP', 'DE', 'FR', 'IT', 'ES', 'GB'] as const;
/** Chat home quick buttons (product.md §3.1), sending "I'd like to travel to {country}". */
export const QUICK_COUNTRY_BUTTONS = ['FR', 'DE', 'JP', 'US', 'AU', 'CA'] as const;
/** The landing page's Popular Destinations grid (product.md §9.2). */
export const LANDING_POPULAR_DESTINATIONS = ['DE', 'TR', 'FR', 'GE', 'IT', 'AE'] as const;

/** Add-on service types (product.md §5.1); any other type is a generic travel service. */
export const ADDON_SERVICE_TYPES = ['travel-insurance', 'dummy-flight', 'dummy-hotel'] as const;
export type AddonServiceType = (typeof ADDON_SERVICE_TYPES)[number];
/** Add-on prices in USD, as strings (product.md §5.1). */
export const ADDON_PRICES: Record<AddonServiceType, string> = {
  'travel-insurance': '49.99',
  'dummy-flight': '29.99',
  'dummy-hotel': '24.99',
};
export const OTHER_SERVICE_PRICE = '39.99';
/**
 * Every service POST /api/purchases sells: the add-ons and the itinerary's upsells (tours, e-SIM,
 * car hire) at the generic price. Any other type is refused, so a purchase can only ever be one
 * of these.
 */
export const PURCHASABLE_SERVICE_TYPES = [
  ...ADDON_SERVICE_TYPES,
  'tours',
  'esim',
  'car-rental',
] as const;
export type PurchasableServiceType = (typeof PURCHASABLE_SERVICE_TYPES)[number];
/** The English name a purchase of each type records (the dashboard translates it by type). */
export const SERVICE_NAMES: Record<PurchasableServiceType, string> = {
  'travel-insurance': 'Travel Insurance',
  'dummy-flight': 'Dummy Flight Booking',
  'dummy-hotel': 'Dummy Hotel Booking',
  tours: 'Travel Service',
  esim: 'Travel Service',
  'car-rental': 'Travel Service',
};

export function isPurchasableServiceType(type: string): type is PurchasableServiceType {
  return (PURCHASABLE_SERVICE_TYPES as readonly string[]).includes(type);
}
export const DEFAULT_CURRENCY = 'USD';

/** What a service costs: its add-on price, or the generic price for anything else. */
export function priceOfService(type: string): string {
  return (ADDON_PRICES as Record<string, string | undefined>)[type] ?? OTHER_SERVICE_PRICE;
}

/** Blog (product.md §9.1). */
export const BLOG = {
  loadingSkeletons: 5,
  /** Entries one GET /api/blog/entries returns, newest first. */
  pageSize: 50,
  popularLimit: 10,
} as const;

/**
 * Teaser prices and sample content of the travel upsells (product.md §4.8). The catalogues built
 * from them are sample content, and say so.
 */
export const TRAVEL_SAMPLES = {
  insuranceFromUsd: 15,
  esimFromUsd: 10,
  carFromUsdPerDay: 25,
  restaurantTeaserDiscountPercent: 20,
  restaurantDiscountPercent: { min: 15, max: 30 },
  restaurantTotalSavingsUsd: 97,
  /** The three sample hotels, per night. */
  hotelNightlyPricesEur: [89, 125, 156],
} as const;

/** Multi-city legs this long or longer suggest a flight, shorter ones ground (product.md §4.2). */
export const FLIGHT_SUGGESTION_MIN_KM = 200;

/** The post-booking travel-profile questionnaire (product.md §7). */
export const TRAVEL_PROFILE = {
  steps: 7,
  /** After purchaseCompleted, the profile-status query is refetched this much later. */
  statusRefetchDelayMs: 5000,
  /** After a successful save the dialog closes and the page reloads this much later, so the toast with the reference can be read. */
  reloadDelayMs: 2000,
  /** A browser event any page may fire to offer the questionnaire (the dashboard's 'Complete Your Profile'). */
  openRequestEvent: 'openTravelProfile',
} as const;

/** The dashboard (product.md §8). */
export const DASHBOARD = {
  recentActivityLimit: 3,
  /** The destination of a booking that names none (product.md §8.3). */
  unknownDestination: 'Unknown Destination',
} as const;
