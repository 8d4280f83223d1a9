import type { TravelPurpose } from '@common/travel-purpose';
import { TravelPurposePanel } from '@/features/chat/components/travel-purpose-panel';
import { VisaFreeBookingPanel } from '@/features/chat/components/visa-free-booking-panel';
import type { BookingService } from '@/features/chat/hooks/use-chat-booking';
import type { ShownMessage } from '@/features/chat/utils/message-list';

/**
 * The buttons of the step the last reply left the chat in (flows §4 "Chat flow steps"). Only
 * the newest reply offers them: once the traveller answers, the step has moved on.
 */
export function StepPanel({
  lastMessage,
  disabled,
  onBook,
  onConfirmPurposes,
}: {
  lastMessage: ShownMessage | undefined;
  disabled: boolean;
  onBook: (service: BookingService) => void;
  onConfirmPurposes: (purposes: TravelPurpose[]) => void;
}) {
  if (lastMessage?.role !== 'assistant') return null;
  switch (lastMessage.metadata?.flowStep) {
    case 'visa_free_booking':
      return <VisaFreeBookingPanel disabled={disabled} onBook={onBook} />;
    case 'travel_purpose_question':
      // A new reply asking again starts with nothing ticked.
      return (
        <TravelPurposePanel
          key={lastMessage.key}
          disabled={disabled}
          onConfirm={onConfirmPurposes}
        />
      );
    default:
      return null;
  }
}
