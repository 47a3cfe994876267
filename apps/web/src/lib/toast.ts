/**
 * The app's toasts. react-toastify and its container load with the first message instead of with
 * the page that can raise one, or with the visitor's first tap: no page carries them on its first
 * load, and a first tap fetches nothing it does not need (decision 030). The message joins
 * react-toastify's queue as a direct call would, and the container shows it once mounted
 * (app/toaster.tsx).
 */
import type { ReactNode } from 'react';

const toastify = () => import('react-toastify/unstyled').then((module) => module.toast);

let raised = false;
const listeners = new Set<() => void>();

/** Whether a toast has been raised yet, for `useSyncExternalStore`: it never goes back to false. */
export const toastRaised = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => raised,
};

function raise(show: (toast: Awaited<ReturnType<typeof toastify>>) => void) {
  if (!raised) {
    raised = true;
    listeners.forEach((listener) => listener());
  }
  void toastify().then(show);
}

export const toast = {
  success: (message: ReactNode) => raise((show) => show.success(message)),
  error: (message: ReactNode) => raise((show) => show.error(message)),
};
