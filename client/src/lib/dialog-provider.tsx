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

/** What every provided dialog receives besides its own props. */
export type DialogOpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The latest opening, as the dialog's own hook sees it. */
export type DialogSession<Args> = {
  /** The arguments of the latest opening (the initial ones before the first). */
  args: Args;
  /** Opens the dialog afresh with these arguments. */
  open: (args: Args) => void;
  /** Closes the dialog; the arguments stay while it animates out. */
  close: () => void;
};

export type DialogApi<Args> = { open: (args: Args) => void };

type DialogState<Args> = {
  open: boolean;
  args: Args;
  /** Grows on every opening, so each opening starts with fresh forms. */
  session: number;
};

/**
 * Lets any feature open a dialog that another feature implements, without importing it: the app
 * shell passes the dialog component to the Provider, and `useDialog().open(args)` shows it.
 * `OwnProps` are the dialog's props besides open and onOpenChange, which `useDialogProps` makes
 * from the latest opening; it runs in the Provider on every render, so it may call hooks.
 */
export function createDialogProvider<Args, OwnProps>({
  name,
  initialArgs,
  useDialogProps,
  onOpen,
  onDismiss,
}: {
  /** Names the Provider and the hook in errors and dev tools, e.g. 'BookingDialog'. */
  name: string;
  initialArgs: Args;
  useDialogProps: (session: DialogSession<Args>) => OwnProps;
  /** Runs at every opening, before the dialog shows. */
  onOpen?: (args: Args) => void;
  /** Runs when the user dismisses the dialog (not when `close` is called). */
  onDismiss?: () => void;
}) {
  const Context = createContext<DialogApi<Args> | null>(null);

  function Provider({
    dialog: Dialog,
    children,
  }: {
    dialog: ComponentType<OwnProps & DialogOpenProps>;
    children: ReactNode;
  }) {
    const [state, setState] = useState<DialogState<Args>>({
      open: false,
      args: initialArgs,
      session: 0,
    });

    const open = useCallback((args: Args) => {
      onOpen?.(args);
      setState((current) => ({ open: true, args, session: current.session + 1 }));
    }, []);

    const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);

    const onOpenChange = useCallback((next: boolean) => {
      if (!next) onDismiss?.();
      setState((current) => ({ ...current, open: next }));
    }, []);

    const ownProps = useDialogProps({ args: state.args, open, close });
    const api = useMemo<DialogApi<Args>>(() => ({ open }), [open]);

    return (
      <Context.Provider value={api}>
        {children}
        {/* Mounted from the first opening on, so its code can load on demand. */}
        {state.session > 0 && (
          <Suspense fallback={null}>
            <Dialog
              key={state.session}
              {...ownProps}
              open={state.open}
              onOpenChange={onOpenChange}
            />
          </Suspense>
        )}
      </Context.Provider>
    );
  }
  Provider.displayName = `${name}Provider`;

  function useDialog(): DialogApi<Args> {
    const api = useContext(Context);
    if (!api) throw new Error(`use${name} needs a ${name}Provider`);
    return api;
  }

  return { Provider, useDialog };
}
