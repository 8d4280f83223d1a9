import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@common/constants';
import {
  getVisaRequirementsResponseSchema,
  type GetVisaRequirementsResponse,
} from '@common/contracts/visa-requirements';
import type { CountryCode } from '@common/country-codes';
import { apiRequest } from '@/lib/api-client';

export type VisaRequirementsQuery = {
  nationality: CountryCode;
  destination: CountryCode;
  lang: Language;
};

/** GET /api/visa/requirements?nationality=&destination=&lang=: the trip's Visa info. */
export async function getVisaRequirements(
  query: VisaRequirementsQuery,
): Promise<GetVisaRequirementsResponse> {
  const params = new URLSearchParams(query);
  const res = await apiRequest('GET', `/api/visa/requirements?${params.toString()}`);
  return getVisaRequirementsResponseSchema.parse(await res.json());
}

export function visaRequirementsQueryOptions(query: VisaRequirementsQuery) {
  return queryOptions({
    queryKey: ['/api/visa/requirements', query],
    queryFn: () => getVisaRequirements(query),
  });
}

/** The visa card's data, in the UI language. */
export function useVisaRequirements(query: VisaRequirementsQuery) {
  return useQuery(visaRequirementsQueryOptions(query));
}
