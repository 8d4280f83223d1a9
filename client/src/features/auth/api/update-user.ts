import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  updateUserRequestSchema,
  userSchema,
  type UpdateUserRequest,
  type User,
} from '@common/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { currentUserQueryKey, saveStoredUser } from '@/lib/auth';

/** The profile form: free text the user may leave empty (an empty field clears it). */
export const profileFormSchema = z.pick(updateUserRequestSchema, {
  nationality: true,
  destination: true,
  visaType: true,
});

/** PATCH /api/user with only the fields to change. */
export async function updateUser(changes: UpdateUserRequest): Promise<User> {
  const res = await apiRequest('PATCH', '/api/user', changes);
  return userSchema.parse(await res.json());
}

/** Updates the signed-in user; on success the stored user and the user query follow. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      // Answered after a sign-out (which clears the cache): nothing to update.
      if (queryClient.getQueryData<User | null>(currentUserQueryKey)?.id !== user.id) return;
      saveStoredUser(user);
      queryClient.setQueryData<User | null>(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
