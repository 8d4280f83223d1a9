import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '../constants';
import { emailSchema } from './email';
import { userSchema } from './user';

// Objects strip unknown fields (zod's default), so extra keys are ignored, never stored.

/**
 * Why a username or a new password was refused, after the field's name in the 400 message
 * (`Invalid body: password: …`). The client's forms translate them.
 */
export const ACCOUNT_RULE_MESSAGES = {
  usernameHasAt: 'must not contain @',
  passwordBlank: 'must not be only spaces',
  passwordIsIdentity: 'must not be your username or email',
  passwordCommon: 'is one of the most common passwords; choose another',
} as const;

// No @ in a username: a name that reads as an email would stand in the way of its owner's sign-in.
export const usernameSchema = z.string().check(
  z.trim(),
  z.minLength(USERNAME_MIN_LENGTH),
  z.maxLength(50),
  z.refine((value) => !value.includes('@'), { message: ACCOUNT_RULE_MESSAGES.usernameHasAt }),
);
export { emailSchema } from './email';
/**
 * A new password. The server also refuses the most common passwords (a list too long to ship
 * to the browser), and the registration checks it differs from the username and the email.
 */
export const passwordSchema = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH),
  z.maxLength(200),
  z.refine((value) => value === '' || value.trim() !== '', {
    message: ACCOUNT_RULE_MESSAGES.passwordBlank,
  }),
);

const folded = (value: string) => value.trim().toLowerCase();

/** A check for any form or body with the three: the password is neither the username nor the email. */
export const passwordDiffersFromAccount = /* @__PURE__ */ z.refine<{
  username: string;
  email: string;
  password: string;
}>(
  (values) =>
    folded(values.password) !== folded(values.username) &&
    folded(values.password) !== folded(values.email),
  { message: ACCOUNT_RULE_MESSAGES.passwordIsIdentity, path: ['password'] },
);
/** Free text a user may leave empty; an empty string clears it. */
const optionalTextSchema = z.optional(
  z.nullable(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(100)),
      z.transform((value: string) => (value === '' ? null : value)),
    ),
  ),
);

/** The registration's fields, without the checks across them (forms pick from these). */
export const registerFieldsSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  nationality: optionalTextSchema,
  destination: optionalTextSchema,
  visaType: optionalTextSchema,
});
export const registerRequestSchema = /* @__PURE__ */ registerFieldsSchema.check(
  passwordDiffersFromAccount,
);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** What a sign-in names its account by: a username or an email. */
export const loginNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(254));
/** A sign-in's password, not held to the policy, so older accounts still sign in. */
export const loginPasswordSchema = z.string().check(z.minLength(1), z.maxLength(200));

export const loginRequestSchema = z
  .object({
    username: z.optional(loginNameSchema),
    usernameOrEmail: z.optional(loginNameSchema),
    password: loginPasswordSchema,
  })
  .check(
    z.refine((body) => body.username !== undefined || body.usernameOrEmail !== undefined, {
      message: 'username or usernameOrEmail is required',
      path: ['username'],
    }),
  );
export type LoginRequest = z.input<typeof loginRequestSchema>;

export { userSchema, type User } from './user';

export const registerResponseSchema = z.object({ user: userSchema, authToken: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** `token` repeats `authToken`: the sign-in dialog reads one, the login page the other. */
export const loginResponseSchema = z.extend(registerResponseSchema, { token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const updateUserRequestSchema = z.object({
  email: z.optional(emailSchema),
  nationality: optionalTextSchema,
  destination: optionalTextSchema,
  visaType: optionalTextSchema,
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const logoutResponseSchema = z.object({ message: z.string() });

/** Exact texts the clients match on (product.md §6.5, §11.1). */
export const AUTH_ERRORS = {
  emailInUse: 'Email already in use',
  usernameTaken: 'Username already taken',
  invalidCredentials: 'Invalid credentials',
  notSignedIn: 'Not signed in',
  commonPassword: `Invalid body: password: ${ACCOUNT_RULE_MESSAGES.passwordCommon}`,
} as const;
