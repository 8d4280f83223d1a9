import { ITINERARY_PANEL_STEPS } from '@/features/itinerary/utils/itinerary-panel-steps';
import { TRIP_PANEL_STEPS } from '@/features/trip-planning/utils/trip-panel-steps';
import { carriesVisaOrder, VISA_PANEL_STEPS } from '@/features/visa-flow/utils/visa-panel-steps';
import { carriesBooking } from '@/features/vouchers/utils/carries-booking';
import { registerReplyCard, registerStepPanel } from '@/lib/step-panels';

/**
 * The flows whose panels show in the chat under a reply, each for its own steps (product.md
 * §3.4). Only the step lists load here; each flow's code loads with the first reply it serves.
 */
export function registerStepPanels(): void {
  registerStepPanel(VISA_PANEL_STEPS, () =>
    import('@/features/visa-flow/components/visa-step-panel').then((m) => ({
      default: m.VisaStepPanel,
    })),
  );
  registerReplyCard(carriesVisaOrder, () =>
    import('@/features/visa-flow/components/order-confirmation-card').then((m) => ({
      default: m.OrderConfirmationCard,
    })),
  );
  registerReplyCard(carriesBooking, () =>
    import('@/features/vouchers/components/booking-voucher-card').then((m) => ({
      default: m.BookingVoucherReplyCard,
    })),
  );
  registerStepPanel(TRIP_PANEL_STEPS, () =>
    import('@/features/trip-planning/components/trip-step-panel').then((m) => ({
      default: m.TripStepPanel,
    })),
  );
  registerStepPanel(ITINERARY_PANEL_STEPS, () =>
    import('@/features/itinerary/components/itinerary-step-panel').then((m) => ({
      default: m.ItineraryStepPanel,
    })),
  );
}
