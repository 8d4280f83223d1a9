import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  passwordDiffersFromAccount,
  registerFieldsSchema,
  registerResponseSchema,
  type RegisterRequest,
  type RegisterResponse,
} from '@common/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { completeSignIn } from '@/lib/auth';
import { FORM_ERRORS } from '@/lib/form-errors';

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
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** The sign-up dialog asks only for what an account needs. */
export const signUpFormSchema = z
  .pick(registerFieldsSchema, { username: true, email: true, password: true })
  .check(passwordDiffersFromAccount);
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

/** POST /api/auth/register. */
export async function register(details: RegisterRequest): Promise<RegisterResponse> {
  const res = await apiRequest('POST', '/api/auth/register', details);
  return registerResponseSchema.parse(await res.json());
}

/** Registers; on success the token and user are stored and the auth state refreshed. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (response) => completeSignIn(queryClient, response),
  });
}
