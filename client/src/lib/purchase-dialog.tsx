import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

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
};

export type OpenPurchaseDialogOptions = {
  /** A service type of product.md §5.1 ('travel-insurance', …); others are a generic service. */
  serviceType: string;
  /** Null or absent: the summary reads 'Route not available'. */
  bookingData?: PurchaseBookingData | null;
  sessionContext?: PurchaseSessionContext;
};

/** What the app shell's dialog component receives (the purchase feature provides it). */
export type PurchaseDialogProps = OpenPurchaseDialogOptions & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type PurchaseDialogApi = { open: (options: OpenPurchaseDialogOptions) => void };

const PurchaseDialogContext = createContext<PurchaseDialogApi | null>(null);

type DialogState = {
  open: boolean;
  options: OpenPurchaseDialogOptions;
  /** Grows on every opening, so each opening starts with fresh forms. */
  session: number;
};

/**
 * Lets any feature open the add-on purchase dialog (product.md §5.1) without importing the
 * purchase feature: the app shell passes the dialog component in.
 */
export function PurchaseDialogProvider({
  dialog: Dialog,
  children,
}: {
  dialog: ComponentType<PurchaseDialogProps>;
  children: ReactNode;
}) {
  const [state, setState] = useState<DialogState>({
    open: false,
    options: { serviceType: '' },
    session: 0,
  });

  const open = useCallback((options: OpenPurchaseDialogOptions) => {
    setState((current) => ({ open: true, options, session: current.session + 1 }));
  }, []);

  const onOpenChange = useCallback((next: boolean) => {
    setState((current) => ({ ...current, open: next }));
  }, []);

  const api = useMemo<PurchaseDialogApi>(() => ({ open }), [open]);

  return (
    <PurchaseDialogContext.Provider value={api}>
      {children}
      {/* Mounted from the first opening on, so its code can load on demand. */}
      {state.session > 0 && (
        <Suspense fallback={null}>
          <Dialog
            key={state.session}
            {...state.options}
            open={state.open}
            onOpenChange={onOpenChange}
          />
        </Suspense>
      )}
    </PurchaseDialogContext.Provider>
  );
}

/** Opens the purchase dialog, e.g. `open({ serviceType: 'travel-insurance', bookingData })`. */
export function usePurchaseDialog(): PurchaseDialogApi {
  const api = useContext(PurchaseDialogContext);
  if (!api) throw new Error('usePurchaseDialog needs a PurchaseDialogProvider');
  return api;
}
