import { useTranslation } from 'react-i18next';
import { OrderSummary, OrderSummaryRow } from '@/components/order-summary';
import type { TripFlightType } from '@common/trip';
import type { FlightRoute } from '@/features/booking/utils/booking-form';

const FLIGHT_TYPE_KEYS = {
  oneway: 'booking.flightTypes.oneway',
  roundtrip: 'booking.flightTypes.roundtrip',
  openjaw: 'booking.flightTypes.openjaw',
} as const satisfies Record<TripFlightType, string>;

/**
 * The flight the dialog books: 'A → B' one-way, 'A ⇄ B' round trip; an open-jaw trip shows
 * the outbound flight and the return from the return city.
 */
export function FlightRouteSummary({ route }: { route: FlightRoute }) {
  const { t } = useTranslation();
  return (
    <OrderSummary>
      {route.flightType === 'openjaw' ? (
        <>
          <OrderSummaryRow term={t('booking.summary.outbound')}>
            {`${route.from} → ${route.to}`}
          </OrderSummaryRow>
          <OrderSummaryRow term={t('booking.summary.return')}>
            {route.returnFrom
              ? `${route.returnFrom} → ${route.from}`
              : t('booking.summary.returnCityMissing')}
          </OrderSummaryRow>
        </>
      ) : (
        <OrderSummaryRow term={t('booking.summary.route')}>
          {`${route.from} ${route.flightType === 'roundtrip' ? '⇄' : '→'} ${route.to}`}
        </OrderSummaryRow>
      )}
      <OrderSummaryRow term={t('booking.summary.flightType')}>
        {t(FLIGHT_TYPE_KEYS[route.flightType])}
      </OrderSummaryRow>
    </OrderSummary>
  );
}

/** The hotel's city (the trip's first destination) and, once both dates are set, the nights. */
export function HotelStaySummary({
  city,
  hotel,
  nights,
}: {
  city: string;
  /** The hotel chosen from the recommendations: a sample listing, and labelled so. */
  hotel?: { name: string; address: string };
  nights: number | null;
}) {
  const { t } = useTranslation();
  return (
    <OrderSummary>
      {hotel && (
        <OrderSummaryRow term={t('booking.summary.hotel')}>
          {hotel.name}
          <span className="block text-xs font-normal text-muted-foreground">
            {t('booking.summary.sampleAddress', { address: hotel.address })}
          </span>
        </OrderSummaryRow>
      )}
      <OrderSummaryRow term={t('booking.summary.hotelCity')}>{city}</OrderSummaryRow>
      {nights !== null && (
        <OrderSummaryRow term={t('booking.summary.stay')}>
          {t('booking.summary.nights', { count: nights })}
        </OrderSummaryRow>
      )}
    </OrderSummary>
  );
}
