import { messages } from '@crankworks/contract';
import { useEffect } from 'react';

/** What search engines and link previews show for a page that has no description of its own. */
const DEFAULT_DESCRIPTION = 'Crankworks — bicycle parts from the manufacturer';

interface DocumentTitleProps {
  title?: string;
  description?: string;
}

/** The head's meta description, made if the page has none. */
function descriptionTag() {
  const found = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found) return found;
  const tag = document.createElement('meta');
  tag.name = 'description';
  document.head.append(tag);
  return tag;
}

/**
 * The page's title and meta description. On the server React hoists both tags into the page's
 * <head>; in the browser, where the app may run on Preact, which does not hoist (decision 071), the
 * head's own tags are updated instead.
 */
export function DocumentTitle({ title, description = DEFAULT_DESCRIPTION }: DocumentTitleProps) {
  const fullTitle = title ? `${title} | Crankworks` : `Crankworks — ${messages.tagline}`;
  useEffect(() => {
    document.title = fullTitle;
    descriptionTag().content = description;
  }, [fullTitle, description]);
  if (typeof window !== 'undefined') return null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
