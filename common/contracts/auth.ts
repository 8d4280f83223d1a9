import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '../constants';

// Objects strip unknown fields (zod's default), so extra keys are ignored, never stored.

export const usernameSchema = z.string().trim().min(USERNAME_MIN_LENGTH).max(50);
export const emailSchema = z.string().trim().max(254).pipe(z.email());
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(200);
/** Free text a user may leave empty; an empty string clears it. */
const optionalTextSchema = z
  .string()
  .trim()
  .max(100)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

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
    username: z.string().trim().min(1).max(254).optional(),
    usernameOrEmail: z.string().trim().min(1).max(254).optional(),
    password: z.string().min(1).max(200),
  })
  .refine((body) => body.username !== undefined || body.usernameOrEmail !== undefined, {
    message: 'username or usernameOrEmail is required',
    path: ['username'],
  });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  nationality: z.string().nullable(),
  destination: z.string().nullable(),
  visaType: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const registerResponseSchema = z.object({ user: userSchema, authToken: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** `token` repeats `authToken`: the sign-in dialog reads one, the login page the other. */
export const loginResponseSchema = registerResponseSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const updateUserRequestSchema = z.object({
  email: emailSchema.optional(),
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
