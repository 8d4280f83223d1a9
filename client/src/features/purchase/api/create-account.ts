import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  passwordDiffersFromAccount,
  registerFieldsSchema,
  registerResponseSchema,
  type RegisterResponse,
} from '@common/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { completeSignIn } from '@/lib/auth';

/** The purchase dialog's registration: username, email and password, by the account rules. */
export const purchaseCreateAccountSchema = z
  .pick(registerFieldsSchema, { username: true, email: true, password: true })
  .check(passwordDiffersFromAccount);
export type PurchaseCreateAccountValues = z.input<typeof purchaseCreateAccountSchema>;

/** POST /api/auth/register. */
export async function createAccount(
  values: PurchaseCreateAccountValues,
): Promise<RegisterResponse> {
  const res = await apiRequest('POST', '/api/auth/register', values);
  return registerResponseSchema.parse(await res.json());
}

/** Registers; on success the sign-in is stored and the auth state refreshed (product.md §6.3). */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (response) => completeSignIn(queryClient, response),
  });
}
