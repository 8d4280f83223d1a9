import { CircleCheck, Download, ExternalLink } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, FlightFareLabel, HotelRoomLabel } from '@common/contracts/bookings';
import { formatMoney } from '@common/format-money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { downloadDocument } from '@/lib/download-document';
import { currentLanguage } from '@/lib/i18n';
import { leadIn } from '@/lib/lead-in';
import { verifyPath } from '@/lib/paths';
import type { ReplyCardProps } from '@/lib/step-panels';

type FlightBooking = Extract<Booking, { type: 'flight' }>;
type HotelBooking = Extract<Booking, { type: 'hotel' }>;

const FARE_KEYS = {
  Economy: 'booking.fares.economy',
  'Premium Economy': 'booking.fares.premiumEconomy',
  Business: 'booking.fares.business',
} as const satisfies Record<FlightFareLabel, string>;

const ROOM_KEYS = {
  Standard: 'booking.rooms.standard',
  Deluxe: 'booking.rooms.deluxe',
} as const satisfies Record<HotelRoomLabel, string>;

const FLIGHT_TYPE_KEYS = {
  oneway: 'booking.flightTypes.oneway',
  roundtrip: 'booking.flightTypes.roundtrip',
  flexible_return: 'booking.flightTypes.openjaw',
} as const satisfies Record<FlightBooking['details']['flightType'], string>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day ('2026-12-01') reads the same everywhere; a moment (the expiry) reads in the
 * reader's time zone. Text that is not a date is shown as it came.
 */
function formatDate(value: string, language: string): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(
    language,
    dateOnly
      ? { dateStyle: 'medium', timeZone: 'UTC' }
      : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function FlightRows({ booking, language }: { booking: FlightBooking; language: string }) {
  const { t } = useTranslation();
  const { details } = booking;
  const from = details.departureCity;
  const to = details.arrivalCity;
  const returnDate = details.dates.return;
  return (
    <>
      {details.flightType === 'flexible_return' ? (
        <>
          <Row term={t('chat.voucher.outbound')}>{`${from} → ${to}`}</Row>
          <Row term={t('chat.voucher.return')}>{`${details.returnCity ?? to} → ${from}`}</Row>
        </>
      ) : (
        <Row term={t('chat.voucher.route')}>
          {`${from} ${details.flightType === 'roundtrip' ? '⇄' : '→'} ${to}`}
        </Row>
      )}
      <Row term={t('chat.voucher.flightType')}>{t(FLIGHT_TYPE_KEYS[details.flightType])}</Row>
      <Row term={t('chat.voucher.passenger')}>{details.fullName}</Row>
      <Row term={t('chat.voucher.passengers')}>{details.passengers}</Row>
      <Row term={t('chat.voucher.departureDate')}>
        {formatDate(details.dates.departure, language)}
      </Row>
      {returnDate && (
        <Row term={t('chat.voucher.returnDate')}>{formatDate(returnDate, language)}</Row>
      )}
      <Row term={t('chat.voucher.fare')}>
        <span className="inline-flex flex-wrap items-center gap-2">
          {t(FARE_KEYS[details.priceOption.label])}
          <Badge variant={booking.refundable ? 'secondary' : 'outline'}>
            {booking.refundable ? t('chat.voucher.refundable') : t('chat.voucher.nonRefundable')}
          </Badge>
        </span>
      </Row>
      <Row term={t('chat.voucher.expires')}>{formatDate(booking.expiresAt, language)}</Row>
    </>
  );
}

function HotelRows({ booking, language }: { booking: HotelBooking; language: string }) {
  const { t } = useTranslation();
  const { details } = booking;
  return (
    <>
      <Row term={t('chat.voucher.hotelCity')}>
        {details.hotelName ? `${details.hotelName}, ${details.arrivalCity}` : details.arrivalCity}
      </Row>
      <Row term={t('chat.voucher.guest')}>{details.guestName}</Row>
      <Row term={t('chat.voucher.checkIn')}>{formatDate(details.checkIn, language)}</Row>
      <Row term={t('chat.voucher.checkOut')}>{formatDate(details.checkOut, language)}</Row>
      <Row term={t('chat.voucher.stay')}>{t('chat.voucher.nights', { count: details.nights })}</Row>
      <Row term={t('chat.voucher.guests')}>{details.guests}</Row>
      <Row term={t('chat.voucher.room')}>{t(ROOM_KEYS[details.priceOption.label])}</Row>
    </>
  );
}

/**
 * The confirmation voucher of a saved flight or hotel reservation (product.md §4.5): one-way, round
 * trip (⇄), open-jaw (outbound and the return from the return city) or hotel, with the reference,
 * the PDF (GET /api/download/{id}) and the public check.
 */
export function BookingVoucherCard({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [downloading, setDownloading] = useState(false);
  const language = i18n.language;
  const flight = booking.type === 'flight';
  const confirmed = booking.status.toLowerCase() === 'confirmed';

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(booking.id);
    } catch (error) {
      // A failed document download is only logged.
      console.error('The reservation document could not be downloaded', error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex max-w-xl flex-col gap-4 rounded-lg border-2 border-primary bg-background p-4 text-sm"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <h3 id={headingId} className="font-semibold">
            {flight ? t('chat.voucher.flightTitle') : t('chat.voucher.hotelTitle')}
          </h3>
          <p>
            {leadIn(t('chat.voucher.reference'))}
            <strong className="font-mono tracking-wide">{booking.reference}</strong>
          </p>
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {booking.type === 'flight' ? (
          <FlightRows booking={booking} language={language} />
        ) : (
          <HotelRows booking={booking} language={language} />
        )}
        <Row term={t('chat.voucher.amount')}>
          {formatMoney(booking.amount, booking.currency, currentLanguage(i18n))}
        </Row>
        <Row term={t('chat.voucher.status')}>
          {confirmed ? t('chat.voucher.confirmed') : booking.status}
        </Row>
      </dl>
      <p className="text-xs text-muted-foreground">{t('chat.voucher.notATicket')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" onClick={() => void download()} disabled={downloading}>
          <Download aria-hidden="true" />
          {downloading ? t('chat.voucher.downloading') : t('chat.voucher.download')}
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={verifyPath(booking.reference)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {t('chat.voucher.verify')}
            <span className="sr-only"> {t('chat.voucher.newTab')}</span>
          </a>
        </Button>
      </div>
    </section>
  );
}

/** The voucher of the booking a reply carries (registered as a reply card: app/step-panels.ts). */
export function BookingVoucherReplyCard({ message }: ReplyCardProps) {
  const booking = message.metadata?.booking;
  return booking ? <BookingVoucherCard booking={booking} /> : null;
}
