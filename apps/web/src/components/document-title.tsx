import { messages } from '@crankworks/contract';

/** What search engines and link previews show for a page that has no description of its own. */
const DEFAULT_DESCRIPTION = 'Crankworks — bicycle parts from the manufacturer';

interface DocumentTitleProps {
  title?: string;
  description?: string;
}

/**
 * The page's title and meta description. React hoists both into <head>, in the browser and in the
 * server's HTML alike; the tags leave with the page that rendered them.
 */
export function DocumentTitle({ title, description = DEFAULT_DESCRIPTION }: DocumentTitleProps) {
  return (
    <>
      <title>{title ? `${title} | Crankworks` : `Crankworks — ${messages.tagline}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
