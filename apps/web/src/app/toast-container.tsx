import { TOAST_AUTO_CLOSE_MS } from '@crankworks/contract';
import { ToastContainer } from 'react-toastify';

/** Where toast() messages appear; they close by themselves after SPEC §9's 5 seconds. */
export function AppToastContainer() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />;
}
