import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

// Local storage can be unavailable (privacy modes, blocked cookies) and can hold anything (an
// older version's value, a hand edit): readers get null or undefined and carry on.

function webStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

/** window.localStorage, or null when the browser refuses it. */
export function localStore(): Storage | null {
  return webStorage('localStorage');
}

/** window.sessionStorage, or null when the browser refuses it. */
export function sessionStore(): Storage | null {
  return webStorage('sessionStorage');
}

/** The JSON value of a stored text, or undefined when it is not JSON. */
export function parseStoredJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A stored text as `schema` reads it; null when there is none or it is not JSON of that shape. */
export function readStoredJson<S extends $ZodType>(
  text: string | null | undefined,
  schema: S,
): z.output<S> | null {
  if (!text) return null;
  const parsed = z.safeParse(schema, parseStoredJson(text));
  return parsed.success ? parsed.data : null;
}

/** Writes to local storage; a full or blocked one loses the copy (callers say what still works). */
export function storeItem(key: string, value: string): void {
  try {
    localStore()?.setItem(key, value);
  } catch {
    // Nothing else to do: the value is simply not kept.
  }
}
