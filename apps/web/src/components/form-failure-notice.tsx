import { formFailureText } from '@crankworks/contract';
import { useSearchParams } from 'react-router';

/**
 * Why the server refused this page's form when it came as plain HTML (before the app had loaded):
 * the code in `?failed=` (features/page-forms on the server), as a sentence, after `title`.
 */
export function FormFailureNotice({ title }: { title?: string }) {
  const [params] = useSearchParams();
  const text = formFailureText(params.get('failed'));
  if (!text) return null;
  return (
    <p role="alert" className="text-error">
      {title ? `${title}: ${text}` : text}
    </p>
  );
}
