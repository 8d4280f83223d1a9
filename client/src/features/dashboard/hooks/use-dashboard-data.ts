import type { Booking } from '@common/contracts/bookings';
import type { Purchase } from '@common/contracts/purchases';
import type { ProfileStatus, TravelProfile } from '@common/contracts/travel-profile';
import { usePurchases } from '@/features/dashboard/api/get-purchases';
import { useReservations } from '@/features/dashboard/api/get-reservations';
import { useProfileStatus } from '@/lib/get-profile-status';
import { useTravelProfile } from '@/lib/get-travel-profile';

export type DashboardData = {
  bookings: Booking[];
  purchases: Purchase[];
  status: ProfileStatus;
  travelProfile: TravelProfile | null;
};

export type DashboardDataState =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; data: DashboardData };

/**
 * What the dashboard shows (product.md §8.1): the reservations, purchases, profile status and,
 * when there is one, the travel profile; loading until each has answered, failed (with a retry of
 * the failed reads) when one did not.
 */
export function useDashboardData(signedIn: boolean): DashboardDataState {
  const reservations = useReservations({ enabled: signedIn });
  const purchases = usePurchases({ enabled: signedIn });
  const status = useProfileStatus({ enabled: signedIn });
  // Asked only when there is one: a 404 would be logged by the browser as an error.
  const hasProfile = status.data?.hasProfile === true;
  const profile = useTravelProfile({ enabled: signedIn && hasProfile });

  const queries = hasProfile
    ? [reservations, purchases, status, profile]
    : [reservations, purchases, status];
  if (queries.some((query) => query.isPending)) return { state: 'loading' };
  const travelProfile = hasProfile ? profile.data : null;

  if (
    queries.some((query) => query.isError) ||
    !reservations.data ||
    !purchases.data ||
    !status.data ||
    travelProfile === undefined
  ) {
    const retry = () => {
      for (const query of queries) if (query.isError) void query.refetch();
    };
    return { state: 'failed', retry };
  }
  return {
    state: 'ready',
    data: {
      bookings: reservations.data,
      purchases: purchases.data,
      status: status.data,
      travelProfile,
    },
  };
}
