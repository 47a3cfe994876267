import { TOAST_AUTO_CLOSE_MS } from '@crankworks/contract';
import { ToastContainer } from 'react-toastify/unstyled';
// The unstyled build plus its stylesheet: the default build injects a <style> tag, which the
// Content-Security-Policy (style-src 'self') refuses.
import 'react-toastify/ReactToastify.css';

/** Where toast() messages appear; they close by themselves after 5 seconds (docs/product.md). */
export function AppToastContainer() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />;
}
