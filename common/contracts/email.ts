import * as z from 'zod/mini';

// An email address as every form and body takes it. A module of its own, so the chat's
// contracts that take an address do not bring the account forms' rules into the first page.
export const emailSchema = z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email());
