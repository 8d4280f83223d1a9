import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind classes override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class table on its first call (~15 ms, 60 ms on a slow phone); the
 * app's start calls this in a task of its own so the first render does not carry it.
 */
export function warmUpClassMerging(): void {
  twMerge('p-0 p-1');
}
