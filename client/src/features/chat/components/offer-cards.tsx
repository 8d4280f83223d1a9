import { ShoppingBag } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer, Upsell } from '@common/contracts/chat';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { useSignUpDialog } from '@/lib/sign-up-dialog';

/** The pending action a signed-out 'Get it' leaves for the purchase flow to resume. */
export const ADDON_PURCHASE_ACTION = 'addon-purchase';

function OfferCard({
  offer,
  upsellId,
  showGetIt,
}: {
  offer: Offer;
  upsellId: string;
  showGetIt: boolean;
}) {
  const { t } = useTranslation();
  const signUpDialog = useSignUpDialog();

  return (
    <li>
      <Card className="flex h-full flex-col">
        <CardHeader className="flex-1">
          <CardTitle>{offer.title}</CardTitle>
          <CardDescription>{offer.description}</CardDescription>
        </CardHeader>
        <CardFooter className="justify-between gap-2">
          <p className="text-sm font-semibold">
            {t('chat.offers.price', { price: offer.price, currency: offer.currency })}
          </p>
          {showGetIt && (
            <Button
              size="sm"
              aria-label={t('chat.offers.getItLabel', { title: offer.title })}
              onClick={() =>
                signUpDialog.open({
                  pendingAction: {
                    type: ADDON_PURCHASE_ACTION,
                    payload: { serviceType: offer.type, upsellId },
                  },
                })
              }
            >
              <ShoppingBag aria-hidden="true" />
              {t('chat.offers.getIt')}
            </Button>
          )}
        </CardFooter>
      </Card>
    </li>
  );
}

/** The offers a reply carries (platform §3 upsell), as cards under the reply. */
export function OfferCards({ upsell }: { upsell: Upsell }) {
  const { t } = useTranslation();
  const { isAuthenticated, isLoading } = useAuth();
  const headingId = useId();
  if (upsell.offers.length === 0) return null;
  // Buying needs an account (platform §6): signed out, 'Get it' asks for one first. Signed in,
  // the purchase dialog (issue 8) will take over these cards; until then they only show offers.
  const showGetIt = !isLoading && !isAuthenticated;
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <h3 id={headingId} className="sr-only">
        {t('chat.offers.label')}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {upsell.offers.map((offer) => (
          <OfferCard
            key={`${offer.type}-${offer.title}`}
            offer={offer}
            upsellId={upsell.id}
            showGetIt={showGetIt}
          />
        ))}
      </ul>
    </section>
  );
}
