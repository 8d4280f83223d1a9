// Constants named by the specification (platform.md §9, flows.md §9). Each lives here once.

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
  /** i18next-browser-languagedetector cache keys (flows §9). */
  languageLocalStorage: 'i18nextLng',
  languageCookie: 'i18next',
} as const;

/** Browser events named by the specification. */
export const BROWSER_EVENTS = {
  authStateChanged: 'authStateChanged',
  purchaseCompleted: 'purchaseCompleted',
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

/** Largest request body the API accepts; larger bodies get 413. */
export const MAX_BODY_BYTES = 100 * 1024;

/** Account rules (flows §5, §9), enforced by the shared zod schemas on both sides. */
export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
/** How long a sign-in lasts. */
export const SESSION_TTL_DAYS = 30;
/** Sign-in and registration attempts allowed per IP and per username in one window. */
export const AUTH_RATE_LIMIT = { max: 10, windowMs: 60_000 } as const;

/** Timings of the sign-up / sign-in dialog of the chat flows (flows §8, §9). */
export const SIGN_UP_DIALOG = {
  /** After 'Account already exists', the dialog switches to sign-in this much later. */
  switchToSignInDelayMs: 2000,
  /** After a successful sign-up or sign-in, the pending action resumes this much later. */
  pendingActionResumeDelayMs: 100,
} as const;

/** Retries of the current-user check after a network or server error (platform §7.2, §9). */
export const CURRENT_USER_RETRIES = 3;
