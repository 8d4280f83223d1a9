// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDialogProvider, type DialogOpenProps } from '@/lib/dialog-provider';

afterEach(cleanup);

const onOpen = vi.fn();
const onDismiss = vi.fn();

const { Provider, useDialog } = createDialogProvider<string, { topic: string; done: () => void }>({
  name: 'TopicDialog',
  initialArgs: '',
  useDialogProps: ({ args, close }) => ({ topic: args, done: close }),
  onOpen,
  onDismiss,
});

/** A dialog with a form field, so a fresh opening shows whether the form started over. */
function TopicDialog({
  open,
  onOpenChange,
  topic,
  done,
}: { topic: string; done: () => void } & DialogOpenProps) {
  const [note, setNote] = useState('');
  if (!open) return null;
  return (
    <div role="dialog" aria-label={topic}>
      <input aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <button type="button" onClick={() => onOpenChange(false)}>
        Dismiss
      </button>
      <button type="button" onClick={done}>
        Done
      </button>
    </div>
  );
}

function Opener({ topic }: { topic: string }) {
  const dialog = useDialog();
  return (
    <button type="button" onClick={() => dialog.open(topic)}>
      Open {topic}
    </button>
  );
}

function renderApp() {
  render(
    <Provider dialog={TopicDialog}>
      <Opener topic="Visas" />
      <Opener topic="Hotels" />
    </Provider>,
  );
}

describe('a provided dialog', () => {
  it('opens with the arguments of each opening and a fresh form', () => {
    renderApp();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open Visas' }));
    expect(onOpen).toHaveBeenLastCalledWith('Visas');
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Japan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open Hotels' }));

    screen.getByRole('dialog', { name: 'Hotels' });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', '');
  });

  it('tells a dismissal from a close by the dialog itself', () => {
    renderApp();
    onDismiss.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Open Visas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDismiss).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Open Visas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('cannot be opened without its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Opener topic="Visas" />)).toThrow(
      'useTopicDialog needs a TopicDialogProvider',
    );
    vi.restoreAllMocks();
  });
});
