import * as z from 'zod/mini';
import { tripSelectionSchema } from '../trip';
import { sessionIdSchema } from './chat';
import { countryCodeSchema } from './country-code';

// The trip of one conversation (product.md §4.9): what the traveller chose and what they booked
// from it, put together by the server. Every later step — the itinerary, its calendar, the hotel
// and restaurant offers — reads this one record instead of piecing the trip together itself.

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One flight of a reservation: a one-way has one leg, a round or open-jaw trip two. */
export const tripLegSchema = z.object({ from: z.string(), to: z.string(), date: isoDate });
export type TripLeg = z.infer<typeof tripLegSchema>;

export const tripFlightSchema = z.object({
  reference: z.string(),
  legs: z.array(tripLegSchema),
  passengers: z.int(),
});
export type TripFlight = z.infer<typeof tripFlightSchema>;

export const tripHotelSchema = z.object({
  reference: z.string(),
  city: z.string(),
  /** The hotel chosen from the recommendations (a sample listing), when one was. */
  name: z.optional(z.string()),
  address: z.optional(z.string()),
  checkIn: isoDate,
  checkOut: isoDate,
});
export type TripHotel = z.infer<typeof tripHotelSchema>;

/** An add-on bought for the trip (travel insurance, an eSIM…), by its service type. */
export const tripServiceSchema = z.object({ reference: z.string(), type: z.string() });
export type TripService = z.infer<typeof tripServiceSchema>;

/** A city of the trip in visiting order, with the planner's stay when one was chosen. */
export const tripStopSchema = z.object({
  name: z.string(),
  country: z.string(),
  days: z.optional(z.int()),
});
export type TripStop = z.infer<typeof tripStopSchema>;

export const tripRecordSchema = z.object({
  /** The destination country, when the conversation knows it. */
  destinationCode: z.optional(countryCodeSchema),
  /** Its English name. */
  destination: z.optional(z.string()),
  /** The cities as the traveller chose them: departure, destinations, return city. */
  selection: z.optional(tripSelectionSchema),
  /** The cities visited, in order; an open-jaw trip ends in its return city. */
  stops: z.array(tripStopSchema),
  /** The trip's first day: the newest flight's departure, else the newest hotel's check-in. */
  startDate: z.optional(isoDate),
  /** Days from that first day to the flight's return (or the hotel's check-out), both counted. */
  days: z.optional(z.int()),
  /** The reservations booked from this conversation, oldest first. */
  flights: z.array(tripFlightSchema),
  hotels: z.array(tripHotelSchema),
  /** The add-ons bought from it, oldest first. */
  services: z.array(tripServiceSchema),
});
export type TripRecord = z.infer<typeof tripRecordSchema>;

/** GET /api/chat/trip?sessionId= */
export const tripRecordQuerySchema = z.object({ sessionId: sessionIdSchema });
export const tripRecordResponseSchema = z.object({ trip: tripRecordSchema });
