import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { LOGIN_PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '@common/constants';
import {
  loginNameSchema,
  loginPasswordSchema,
  loginResponseSchema,
  passwordDiffersFromAccount,
  registerFieldsSchema,
  registerResponseSchema,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type RegisterResponse,
} from '@common/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { completeSignIn } from '@/lib/auth';
import { FORM_ERRORS } from '@/lib/form-errors';

// The account calls and each account form's rules. The auth and purchase features both sign in
// and register, and features never import each other, so these live here.

/** The sign-in dialogs' rules (product.md §5.1, §6.5): both fields required, as the server asks. */
export const signInFormSchema = z.object({
  usernameOrEmail: loginNameSchema,
  password: loginPasswordSchema,
});
export type SignInFormValues = z.input<typeof signInFormSchema>;

/** The login page's rules (product.md §6.2): username or email 3+ characters, password 6+. */
export const loginFormSchema = z.object({
  usernameOrEmail: loginNameSchema.check(z.minLength(USERNAME_MIN_LENGTH)),
  password: loginPasswordSchema.check(z.minLength(LOGIN_PASSWORD_MIN_LENGTH)),
});
export type LoginFormOutput = z.output<typeof loginFormSchema>;

/** The sign-up dialogs ask only for what an account needs (product.md §5.1, §6.5). */
export const signUpFormSchema = z
  .pick(registerFieldsSchema, { username: true, email: true, password: true })
  .check(passwordDiffersFromAccount);

/**
 * The register page's rules (product.md §6.1): the server's rules plus a confirmation that must
 * equal the password (its error sits on confirmPassword). confirmPassword is never sent.
 */
export const registerFormSchema = z
  .extend(registerFieldsSchema, { confirmPassword: z.string().check(z.minLength(1)) })
  .check(
    passwordDiffersFromAccount,
    z.refine((values) => values.password === values.confirmPassword, {
      message: FORM_ERRORS.passwordsMismatch,
      path: ['confirmPassword'],
    }),
  );
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

/** POST /api/auth/login. */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const res = await apiRequest('POST', '/api/auth/login', credentials);
  return loginResponseSchema.parse(await res.json());
}

/** POST /api/auth/register. */
export async function register(details: RegisterRequest): Promise<RegisterResponse> {
  const res = await apiRequest('POST', '/api/auth/register', details);
  return registerResponseSchema.parse(await res.json());
}

/**
 * Signs in or registers through `send`; on success the token and user are stored and the auth
 * state refreshed (product.md §6.3).
 */
export function useAccountCall<Values>(send: (values: Values) => Promise<RegisterResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (response) => completeSignIn(queryClient, response),
  });
}
