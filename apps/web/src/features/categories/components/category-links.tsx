import type { Category } from '@crankworks/contract';
import { Link } from 'react-router';
import { useCategories } from '../api/get-categories.ts';
import { partCountText } from '../category-paths.ts';

interface CategoryLinksProps {
  /** The categories inside this one; the top level when null. */
  parentId: string | null;
  /** What the list is called for a screen reader ("Shop by category", "Inside Drivetrain"). */
  label: string;
}

/** The categories inside one (or at the top) that hold parts, each a link to its page with its count. */
export function CategoryLinks({ parentId, label }: CategoryLinksProps) {
  const categories = useCategories();
  const shown = (categories.data?.items ?? []).filter(
    (category: Category) => category.parentId === parentId && category.productCount > 0,
  );
  if (shown.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {shown.map((category) => (
          <li key={category.id}>
            <Link to={`/categories/${category.slug}`} className="btn btn-sm btn-outline">
              {category.name}
              <span className="badge badge-sm badge-ghost" aria-label={partCountText(category.productCount)}>
                {category.productCount}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
