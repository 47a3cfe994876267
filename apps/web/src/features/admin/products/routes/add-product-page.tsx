import { DocumentTitle } from '../../../../components/document-title.tsx';
import { AddProductForm } from '../components/add-product-form.tsx';

/** Admin: a new part for the catalogue. */
export function Component() {
  return (
    <section className="flex flex-col gap-4">
      <DocumentTitle title="Add Product" />
      <h1 className="text-3xl font-bold">Add Product</h1>
      <AddProductForm />
    </section>
  );
}
