import { DocumentTitle } from '../../../components/document-title.tsx';
import { BlogAccordion } from '../components/blog-accordion.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <DocumentTitle title="Blogs" />
      <h1 className="text-4xl font-bold">Blogs</h1>
      <p className="mt-2 mb-8 text-base-content/80">Questions web developers ask us, answered briefly.</p>
      <BlogAccordion />
    </div>
  );
}
