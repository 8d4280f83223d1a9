import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { loginResponseSchema, type LoginResponse } from '@common/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { completeSignIn } from '@/lib/auth';

/** The purchase dialog's sign-in (product.md §5.1): both fields required. */
export const purchaseSignInSchema = z.object({
  usernameOrEmail: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type PurchaseSignInValues = z.input<typeof purchaseSignInSchema>;

/** POST /api/auth/login with the username or email the dialog asks for. */
export async function signIn(values: PurchaseSignInValues): Promise<LoginResponse> {
  const res = await apiRequest('POST', '/api/auth/login', values);
  return loginResponseSchema.parse(await res.json());
}

/** Signs in; on success the sign-in is stored and the auth state refreshed (product.md §6.3). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (response) => completeSignIn(queryClient, response),
  });
}
