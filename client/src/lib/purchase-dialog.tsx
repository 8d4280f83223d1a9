import { createDialogProvider, type DialogOpenProps } from '@/lib/dialog-provider';

/** The trip an add-on is bought for (product.md §5.1); any part may be missing. */
export type PurchaseBookingData = {
  fromCity?: string | null;
  toCity?: string | null;
  additionalCities?: string[];
  mode?: 'direct' | 'multi';
  /** The city the traveller flies home from, when the trip names one. */
  returnCity?: string | null;
};

/** What the chat knows about the traveller (product.md §5.1). */
export type PurchaseSessionContext = {
  destination?: string | null;
  nationality?: string | null;
  /** The conversation: the purchase joins its trip record (product.md §4.9). */
  sessionId?: string;
};

export type OpenPurchaseDialogOptions = {
  /** A service type of product.md §5.1 ('travel-insurance', …); others are a generic service. */
  serviceType: string;
  /** Null or absent: the summary reads 'Route not available'. */
  bookingData?: PurchaseBookingData | null;
  sessionContext?: PurchaseSessionContext;
};

/** What the app shell's dialog component receives (the purchase feature provides it). */
export type PurchaseDialogProps = OpenPurchaseDialogOptions & DialogOpenProps;

/**
 * Lets any feature open the add-on purchase dialog (product.md §5.1) without importing the
 * purchase feature: the app shell passes the dialog component in. Open it with e.g.
 * `usePurchaseDialog().open({ serviceType: 'travel-insurance', bookingData })`.
 */
export const { Provider: PurchaseDialogProvider, useDialog: usePurchaseDialog } =
  createDialogProvider<OpenPurchaseDialogOptions, OpenPurchaseDialogOptions>({
    name: 'PurchaseDialog',
    initialArgs: { serviceType: '' },
    useDialogProps: ({ args }) => args,
  });
