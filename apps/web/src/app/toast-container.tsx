import { TOAST_AUTO_CLOSE_MS } from '@crankworks/contract';
import { ToastContainer } from 'react-toastify/unstyled';
// The unstyled build plus its stylesheet: the default build injects a <style> tag, which the
// Content-Security-Policy (style-src 'self') refuses.
import 'react-toastify/ReactToastify.css';

/**
 * Where toast() messages appear: at the bottom, where they cover no navigation (at the top right
 * they sat on the Cart link), closing by themselves after 5 seconds (docs/product.md) even while
 * the pointer rests on them.
 */
export function AppToastContainer() {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover={false}
      newestOnTop
    />
  );
}
