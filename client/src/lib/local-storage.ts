// Local storage can be unavailable (privacy modes, blocked cookies) and can hold anything (an
// older version's value, a hand edit): readers get null or undefined and carry on.

/** window.localStorage, or null when the browser refuses it. */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The JSON value of a stored text, or undefined when it is not JSON. */
export function parseStoredJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
