import { ShoppingBag } from 'lucide-react';
import { useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer, Upsell } from '@common/contracts/chat';
import { formatMoney } from '@common/format-money';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ConversationContext } from '@/features/chat/hooks/conversation-context';
import { purchaseDialogOptions } from '@/features/chat/utils/purchase-booking-data';
import { currentLanguage } from '@/lib/i18n';
import { usePurchaseDialog } from '@/lib/purchase-dialog';

function OfferCard({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation();
  const purchaseDialog = usePurchaseDialog();
  const { conversation, sessionId } = useContext(ConversationContext);

  return (
    <li>
      <Card className="flex h-full flex-col">
        <CardHeader className="flex-1">
          <CardTitle>{offer.title}</CardTitle>
          <CardDescription>{offer.description}</CardDescription>
        </CardHeader>
        <CardFooter className="justify-between gap-2">
          <p className="text-sm font-semibold">
            {formatMoney(offer.price, offer.currency, currentLanguage(i18n))}
          </p>
          <Button
            size="sm"
            aria-label={t('chat.offers.getItLabel', { title: offer.title })}
            onClick={() =>
              purchaseDialog.open(purchaseDialogOptions(offer.type, conversation, sessionId))
            }
          >
            <ShoppingBag aria-hidden="true" />
            {t('chat.offers.getIt')}
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}

/**
 * The offers a reply carries (product.md §3.6), as cards under the reply. 'Get it' opens the
 * purchase dialog (product.md §5.1), which asks a signed-out user for an account first.
 */
export function OfferCards({ upsell }: { upsell: Upsell }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (upsell.offers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <h3 id={headingId} className="sr-only">
        {t('chat.offers.label')}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {upsell.offers.map((offer) => (
          <OfferCard key={`${offer.type}-${offer.title}`} offer={offer} />
        ))}
      </ul>
    </section>
  );
}
