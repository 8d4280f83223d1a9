import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '@common/contracts/geography';
import { toast } from '@/components/ui/use-toast';
import { citiesQueryOptions } from '@/lib/get-cities';
import { countriesQueryOptions } from '@/lib/get-countries';
import { cityListCountry, type TripCountry } from '@/lib/trip-country';

export type CityList = { cities: readonly City[]; loading: boolean };

/**
 * A country's cities for the trip panels (product.md §4.1). The list is asked by the country's
 * English name, lowercased, whatever the UI language; the English country list supplies it.
 * A failed load shows the destructive toast of product.md §4.1 once per failure, and the list is
 * empty rather than loading, so the picker says 'No options found'.
 */
export function useCountryCities(country: TripCountry, includeAll: boolean): CityList {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending, isError, errorUpdatedAt } = useQuery({
    queryKey: ['/api/cities', { code: country.code, name: country.name, includeAll }],
    queryFn: async () => {
      // Without the English list the given name is tried; the server knows es and zh names too.
      const english = await queryClient
        .fetchQuery(countriesQueryOptions('en'))
        .catch(() => undefined);
      return queryClient.fetchQuery(
        citiesQueryOptions(cityListCountry(country, english), includeAll),
      );
    },
  });

  useEffect(() => {
    if (!isError) return;
    toast({
      variant: 'destructive',
      title: t('trip.errors.errorTitle'),
      description: t('trip.errors.loadCities'),
    });
  }, [isError, errorUpdatedAt, t]);

  return { cities: data ?? [], loading: isPending && !isError };
}
