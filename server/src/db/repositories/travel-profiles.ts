import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  PROFILE_REFERENCE_PREFIX,
  travelProfileSchema,
  type ParsedTravelProfile,
  type TravelProfile,
} from '@common/contracts/travel-profile';
import type { Db } from '../database';
import { insertWithFreshReference, newReference } from '../references';
import { bookings, purchases, travelProfiles, users } from '../schema';

export type TravelProfileRow = typeof travelProfiles.$inferSelect;

/** The API's shape (product.md §11.2); stored values are checked against the contract. */
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
 * characters): completing the questionnaire again is a new submission. An earlier 'Skip for now'
 * is cleared with it, so a later reset offers the questionnaire again.
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
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(travelProfiles)
          .values({ userId, ...values, profileReference })
          .onConflictDoUpdate({
            target: travelProfiles.userId,
            set: { ...values, profileReference, updatedAt: sql`now()` },
          })
          .returning();
        if (!row) throw new Error('travel profile upsert returned no row');
        await clearSkip(tx, userId);
        return row;
      });
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

/**
 * Deletes the user's own profile; false when there was none. A 'Skip for now' goes with it
 * (whether or not there was a profile): the traveller who resets asks for a new questionnaire,
 * and the dashboard's 'Complete Your Profile' then leads to one as any booking does.
 */
export async function deleteTravelProfile(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(travelProfiles)
      .where(eq(travelProfiles.userId, userId))
      .returning({ userId: travelProfiles.userId });
    await clearSkip(tx, userId);
    return deleted.length > 0;
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function clearSkip(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ travelProfileSkippedAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.travelProfileSkippedAt)));
}

/**
 * 'Skip for now' for the account: the questionnaire is no longer offered on its own, on any
 * device, until the profile is saved, deleted or reset. A later booking does not undo it (the
 * traveller has said no once; asking after every booking was the nuisance the skip prevents).
 * The first skip's time is kept.
 */
export async function skipTravelProfile(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ travelProfileSkippedAt: sql`coalesce(${users.travelProfileSkippedAt}, now())` })
    .where(eq(users.id, userId));
}

/** What GET /api/user/profile-status needs beyond the user row, in one round trip. */
export async function profileStatusFacts(
  db: Db,
  userId: string,
): Promise<{ hasProfile: boolean; hasCompletedBooking: boolean; skipped: boolean }> {
  const [row] = await db
    .select({
      hasProfile: sql<boolean>`exists (select 1 from ${travelProfiles} where ${travelProfiles.userId} = ${userId})`,
      hasBooking: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.userId} = ${userId})`,
      hasPurchase: sql<boolean>`exists (select 1 from ${purchases} where ${purchases.userId} = ${userId})`,
      skipped: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.travelProfileSkippedAt} is not null)`,
    })
    .from(sql`(select 1) as one`);
  return {
    hasProfile: row?.hasProfile === true,
    hasCompletedBooking: row?.hasBooking === true || row?.hasPurchase === true,
    skipped: row?.skipped === true,
  };
}
