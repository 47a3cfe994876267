/**
 * The app's toasts. react-toastify loads with the first message instead of with the page that can
 * raise one, so no page carries it on its first load; the message then joins react-toastify's
 * queue as a direct call would (the container shows it once mounted, see app/toaster.tsx).
 */
const toastify = () => import('react-toastify/unstyled').then((module) => module.toast);

export const toast = {
  success: (message: string) => void toastify().then((show) => show.success(message)),
  error: (message: string) => void toastify().then((show) => show.error(message)),
};
