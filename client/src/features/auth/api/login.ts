import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { LOGIN_PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '@common/constants';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@common/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { completeSignIn } from '@/lib/auth';

/**
 * The login page's rules (product.md §6.2): username (or email) at least 3, password at least 6.
 */
export const loginFormSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(USERNAME_MIN_LENGTH), z.maxLength(254)),
  password: z.string().check(z.minLength(LOGIN_PASSWORD_MIN_LENGTH), z.maxLength(200)),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

/** The sign-in dialog's rules (product.md §6.5): both fields required. */
export const signInFormSchema = z.object({
  usernameOrEmail: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type SignInFormValues = z.input<typeof signInFormSchema>;

/** POST /api/auth/login: the login page sends `username`, the dialog `usernameOrEmail`. */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const res = await apiRequest('POST', '/api/auth/login', credentials);
  return loginResponseSchema.parse(await res.json());
}

/** Logs in; on success the token and user are stored and the auth state refreshed. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => completeSignIn(queryClient, response),
  });
}
