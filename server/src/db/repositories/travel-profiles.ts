import { eq, sql } from 'drizzle-orm';
import {
  PROFILE_REFERENCE_PREFIX,
  travelProfileSchema,
  type ParsedTravelProfile,
  type TravelProfile,
} from '@common/contracts/travel-profile';
import type { Db } from '../database';
import { insertWithFreshReference, newReference } from '../references';
import { bookings, purchases, travelProfiles } from '../schema';

export type TravelProfileRow = typeof travelProfiles.$inferSelect;

/** The API's shape (flows §3 Travel profile); stored values are checked against the contract. */
export function toTravelProfile(row: TravelProfileRow): TravelProfile {
  return travelProfileSchema.parse({
    purpose: row.travelPurpose,
    duration: null,
    budget: row.budgetRange,
    interests: row.interests,
    travelStyle: row.travelStyle,
    ageGroup: row.ageGroup,
    accommodationPreferences: row.accommodationPreferences,
    transportationPreferences: row.transportationPreferences,
    preferredActivities: row.preferredActivities,
    dietaryRestrictions: row.dietaryRestrictions,
    profileReference: row.profileReference,
    updatedAt: row.updatedAt.toISOString(),
  });
}

/**
 * Stores the user's profile, replacing any earlier one, under a fresh reference ('TP-' and 9
 * characters): completing the questionnaire again is a new submission.
 */
export async function saveTravelProfile(
  db: Db,
  userId: string,
  profile: ParsedTravelProfile,
): Promise<TravelProfileRow> {
  const values = {
    travelPurpose: profile.travelPurpose,
    interests: profile.interests,
    budgetRange: profile.budgetRange,
    travelStyle: profile.travelStyle,
    ageGroup: profile.ageGroup,
    accommodationPreferences: profile.accommodationPreferences,
    transportationPreferences: profile.transportationPreferences,
    preferredActivities: profile.preferredActivities,
    dietaryRestrictions: profile.dietaryRestrictions,
  };
  return insertWithFreshReference(
    () => newReference(PROFILE_REFERENCE_PREFIX),
    async (profileReference) => {
      const [row] = await db
        .insert(travelProfiles)
        .values({ userId, ...values, profileReference })
        .onConflictDoUpdate({
          target: travelProfiles.userId,
          set: { ...values, profileReference, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('travel profile upsert returned no row');
      return row;
    },
  );
}

/** The user's own profile, if any. */
export async function findTravelProfile(
  db: Db,
  userId: string,
): Promise<TravelProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(travelProfiles)
    .where(eq(travelProfiles.userId, userId))
    .limit(1);
  return row;
}

/** Deletes the user's own profile; false when there was none. */
export async function deleteTravelProfile(db: Db, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(travelProfiles)
    .where(eq(travelProfiles.userId, userId))
    .returning({ userId: travelProfiles.userId });
  return deleted.length > 0;
}

/** What GET /api/user/profile-status needs beyond the user row, in one round trip. */
export async function profileStatusFacts(
  db: Db,
  userId: string,
): Promise<{ hasProfile: boolean; hasCompletedBooking: boolean }> {
  const [row] = await db
    .select({
      hasProfile: sql<boolean>`exists (select 1 from ${travelProfiles} where ${travelProfiles.userId} = ${userId})`,
      hasBooking: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.userId} = ${userId})`,
      hasPurchase: sql<boolean>`exists (select 1 from ${purchases} where ${purchases.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return {
    hasProfile: row?.hasProfile === true,
    hasCompletedBooking: row?.hasBooking === true || row?.hasPurchase === true,
  };
}
