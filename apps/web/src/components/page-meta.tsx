import { useEffect } from 'react';
import { DocumentTitle } from './document-title.tsx';

/** The description index.html starts with; pages that set their own restore it when they leave. */
const DEFAULT_DESCRIPTION = 'Crankworks — bicycle parts from the manufacturer';

/** A page's title and its meta description (what search engines and link previews show). */
export function PageMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
    return () => {
      tag.content = DEFAULT_DESCRIPTION;
    };
  }, [description]);
  return <DocumentTitle title={title} />;
}
