import * as z from 'zod/mini';

// The signed-in user as the API returns it (GET /api/user, sign-in and registration). A module
// of its own: the app's first page checks the stored user without the account forms' rules.
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
