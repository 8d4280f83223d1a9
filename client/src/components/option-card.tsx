import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * A native radio button or checkbox drawn as a small card around its label: the keyboard and
 * screen readers treat it as any form field, and the card shows the choice and the focus.
 */
export function OptionCard({
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { type: 'radio' | 'checkbox'; children: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
      <input className="size-4 accent-primary" {...input} />
      {children}
    </label>
  );
}
