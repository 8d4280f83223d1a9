import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '../constants';

// Objects strip unknown fields (zod's default), so extra keys are ignored, never stored.

export const usernameSchema = z
  .string()
  .check(z.trim(), z.minLength(USERNAME_MIN_LENGTH), z.maxLength(50));
export const emailSchema = z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email());
export const passwordSchema = z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(200));
/** Free text a user may leave empty; an empty string clears it. */
const optionalTextSchema = z.optional(
  z.nullable(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(100)),
      z.transform((value: string) => (value === '' ? null : value)),
    ),
  ),
);

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  nationality: optionalTextSchema,
  destination: optionalTextSchema,
  visaType: optionalTextSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z
  .object({
    username: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
    usernameOrEmail: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
    password: z.string().check(z.minLength(1), z.maxLength(200)),
  })
  .check(
    z.refine((body) => body.username !== undefined || body.usernameOrEmail !== undefined, {
      message: 'username or usernameOrEmail is required',
      path: ['username'],
    }),
  );
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  nationality: z.nullable(z.string()),
  destination: z.nullable(z.string()),
  visaType: z.nullable(z.string()),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

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

/** Exact texts the clients match on (flows §8). */
export const AUTH_ERRORS = {
  emailInUse: 'Email already in use',
  usernameTaken: 'Username already taken',
  invalidCredentials: 'Invalid credentials',
  notSignedIn: 'Not signed in',
} as const;
