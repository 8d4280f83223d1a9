import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  PROFILE_QUESTIONS,
  PROFILE_REFERENCE_PREFIX,
  travelProfileSchema,
  type ParsedTravelProfile,
  type ProfileQuestion,
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
    duration: row.duration,
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
 * is cleared with it, so a later reset offers the questionnaire again. The duration, which only
 * the chat's wizard gives, is kept.
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

/** What the chat's wizard can fill (product.md §4.6), in the profile's own vocabulary. */
export type ChatProfileAnswers = Partial<
  Pick<TravelProfileRow, 'travelPurpose' | 'duration' | 'budgetRange' | 'interests'>
>;

const FILLABLE = ['travelPurpose', 'duration', 'budgetRange', 'interests'] as const;

/** The stored answer unless there is none, then the one offered (`excluded`: the insert's row). */
const keepOrFill = (column: (typeof travelProfiles)[(typeof FILLABLE)[number]]) =>
  sql`coalesce(${column}, excluded.${sql.identifier(column.name)})`;

/**
 * Gives the user's profile the chat's answers where it has none, in one statement: a profile is
 * started (under a fresh reference) when there is none, and an answer already there, whoever
 * gave it, is never replaced. A 'Skip for now' stays: the traveller skipped the questionnaire,
 * not the chat. True when the profile was started or an answer filled.
 */
export async function fillEmptyTravelProfile(
  db: Db,
  userId: string,
  answers: ChatProfileAnswers,
): Promise<boolean> {
  const given = FILLABLE.filter((key) => answers[key] != null);
  if (given.length === 0) return false;
  const values = {
    travelPurpose: answers.travelPurpose ?? null,
    duration: answers.duration ?? null,
    budgetRange: answers.budgetRange ?? null,
    interests: answers.interests ?? null,
  };
  return insertWithFreshReference(
    () => newReference(PROFILE_REFERENCE_PREFIX),
    async (profileReference) => {
      const rows = await db
        .insert(travelProfiles)
        .values({ userId, ...values, profileReference })
        .onConflictDoUpdate({
          target: travelProfiles.userId,
          set: {
            travelPurpose: keepOrFill(travelProfiles.travelPurpose),
            duration: keepOrFill(travelProfiles.duration),
            budgetRange: keepOrFill(travelProfiles.budgetRange),
            interests: keepOrFill(travelProfiles.interests),
            updatedAt: sql`now()`,
          },
          // Untouched (its update time too) when the answers offered are all there already.
          setWhere: or(...given.map((key) => isNull(travelProfiles[key]))),
        })
        .returning({ userId: travelProfiles.userId });
      return rows.length > 0;
    },
  );
}

/** The questionnaire's answers a stored profile lacks (all of them without a profile). */
export function missingAnswers(
  row: Pick<TravelProfileRow, ProfileQuestion> | undefined,
): ProfileQuestion[] {
  return PROFILE_QUESTIONS.filter((question) => row?.[question] == null);
}

/** What GET /api/user/profile-status needs beyond the user row, in one round trip. */
export async function profileStatusFacts(
  db: Db,
  userId: string,
): Promise<{
  hasProfile: boolean;
  missing: ProfileQuestion[];
  hasCompletedBooking: boolean;
  skipped: boolean;
}> {
  const [row] = await db
    .select({
      profile: {
        userId: travelProfiles.userId,
        travelPurpose: travelProfiles.travelPurpose,
        interests: travelProfiles.interests,
        budgetRange: travelProfiles.budgetRange,
        travelStyle: travelProfiles.travelStyle,
        ageGroup: travelProfiles.ageGroup,
        accommodationPreferences: travelProfiles.accommodationPreferences,
        transportationPreferences: travelProfiles.transportationPreferences,
      },
      hasBooking: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.userId} = ${userId})`,
      hasPurchase: sql<boolean>`exists (select 1 from ${purchases} where ${purchases.userId} = ${userId})`,
      skipped: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.travelProfileSkippedAt} is not null)`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(travelProfiles, eq(travelProfiles.userId, userId));
  const profile = row?.profile ?? undefined;
  return {
    hasProfile: profile !== undefined,
    missing: missingAnswers(profile),
    hasCompletedBooking: row?.hasBooking === true || row?.hasPurchase === true,
    skipped: row?.skipped === true,
  };
}
