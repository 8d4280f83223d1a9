import { CalendarDays, FileDown, Loader2, Pencil, ShoppingBag } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ITINERARY_PDF_FILENAME } from '@common/contracts/itinerary';
import { buildItinerary, type ChosenTrip } from '@common/itinerary';
import type { TravelPreferences } from '@common/trip';
import { Button } from '@/components/ui/button';
import { createItineraryPdf } from '@/features/itinerary/api/create-itinerary-pdf';
import {
  bookedLineText,
  TripBookedSummary,
  useBookedLines,
  type TripBooked,
} from '@/features/itinerary/components/trip-booked-summary';
import { useItineraryCities } from '@/features/itinerary/hooks/use-itinerary-cities';
import { ICS_FILENAME, ICS_MIME_TYPE } from '@/features/itinerary/utils/itinerary-ics';
import {
  describeItinerary,
  itineraryIcs,
  itineraryPdfRequest,
} from '@/features/itinerary/utils/itinerary-text';
import { saveFile } from '@/lib/save-file';

export type ItineraryPanelProps = {
  /** ISO2 code and the name shown (its English name is looked up for the city list). */
  destination: { code: string; name: string };
  /** The destination's cities, chosen ones first; empty: its most populous airport cities. */
  cities: readonly string[];
  /** Present when `cities` are the traveller's choice: every one is visited, for its stays. */
  trip?: ChosenTrip;
  preferences: TravelPreferences;
  disabled: boolean;
  onBookServices: () => void;
  onModify: () => void;
  /** The calendar's first day, YYYY-MM-DD; tomorrow unless given. */
  startDate?: string;
  /** What the trip record says is booked, shown above the plan (product.md §4.9). */
  booked?: TripBooked;
};

/** The plan's words over its cities; null while the destination's cities load. */
function useItineraryText(
  destination: ItineraryPanelProps['destination'],
  cities: readonly string[],
  trip: ChosenTrip | undefined,
  preferences: TravelPreferences,
) {
  const { t } = useTranslation();
  const planCities = useItineraryCities(destination, cities);
  const text = useMemo(() => {
    const known = planCities.cities.length > 0 ? planCities.cities : [destination.name];
    const plan = buildItinerary({
      destinationCode: destination.code,
      cities: known,
      preferences,
      ...(trip && cities.length > 0 ? { trip } : {}),
    });
    return describeItinerary(t, plan, destination.name, preferences.interests ?? []);
  }, [planCities.cities, cities.length, trip, destination.code, destination.name, preferences, t]);
  return planCities.loading ? null : text;
}

/**
 * show_personalized_itinerary (product.md §4.7): the day-by-day plan by purpose over the
 * destination's real cities, with 'Book Services' and 'Modify Itinerary', and the plan as a
 * calendar file or a PDF (issue 7 point 9). The PDF is typeset by the server from the very lines
 * shown here.
 */
export function ItineraryPanel({
  destination,
  cities,
  trip,
  preferences,
  disabled,
  onBookServices,
  onModify,
  startDate,
  booked,
}: ItineraryPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const text = useItineraryText(destination, cities, trip, preferences);
  const bookedLines = useBookedLines(booked);

  if (!text) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        {t('itinerary.plan.loadingCities')}
      </p>
    );
  }

  const downloadIcs = () => {
    const ics = itineraryIcs(text, destination.name, startDate);
    saveFile(new Blob([ics], { type: ICS_MIME_TYPE }), ICS_FILENAME);
  };

  const exportPdf = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const bookedSection = {
        heading: t('itinerary.booked.title'),
        lines: bookedLines.map((line) => bookedLineText(t, line)),
      };
      saveFile(
        await createItineraryPdf(itineraryPdfRequest(text, bookedSection)),
        ITINERARY_PDF_FILENAME,
      );
    } catch (error) {
      console.error('The itinerary PDF could not be made', error);
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex max-w-2xl flex-col gap-4 rounded-lg border border-border bg-background p-4"
    >
      <header>
        <p className="text-xs font-medium text-muted-foreground">{t('itinerary.plan.label')}</p>
        <h3 id={headingId} className="text-lg font-semibold">
          {text.title}
        </h3>
        <p className="text-sm text-muted-foreground">{text.subtitle}</p>
      </header>
      <TripBookedSummary lines={bookedLines} />
      <ol className="flex flex-col gap-3">
        {text.days.map((day) => (
          <li key={day.day} className="rounded-md border border-border p-3">
            <h4 className="font-medium">{day.heading}</h4>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {day.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div role="group" aria-label={t('itinerary.plan.actions')} className="flex flex-wrap gap-2">
        <Button disabled={disabled} onClick={onBookServices}>
          <ShoppingBag aria-hidden="true" />
          {t('itinerary.plan.bookServices')}
        </Button>
        <Button variant="outline" disabled={disabled} onClick={onModify}>
          <Pencil aria-hidden="true" />
          {t('itinerary.plan.modify')}
        </Button>
        <Button variant="outline" onClick={downloadIcs}>
          <CalendarDays aria-hidden="true" />
          {t('itinerary.plan.downloadIcs')}
        </Button>
        <Button variant="outline" disabled={exporting} onClick={() => void exportPdf()}>
          {exporting ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <FileDown aria-hidden="true" />
          )}
          {exporting ? t('itinerary.plan.exportingPdf') : t('itinerary.plan.exportPdf')}
        </Button>
      </div>
      {exportFailed && (
        <p role="alert" className="text-sm text-destructive">
          {t('itinerary.plan.exportError')}
        </p>
      )}
    </section>
  );
}
