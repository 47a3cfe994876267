import { messages } from '@crankworks/contract';

/** Sets the tab's title for the page that renders it (React hoists <title> into <head>). */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | Crankworks` : `Crankworks — ${messages.tagline}`}</title>;
}
