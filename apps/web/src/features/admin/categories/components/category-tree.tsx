import { partCountText, type PlacedCategory } from '../../../categories/index.ts';
import { CategoryForm } from './category-form.tsx';

interface CategoryTreeProps {
  categories: readonly PlacedCategory[];
  /** The category being renamed or moved, shown as its form. */
  editingId: string | null;
  onEdit: (category: PlacedCategory) => void;
  onEditDone: () => void;
  onDelete: (category: PlacedCategory) => void;
}

/**
 * The categories as nested lists, each inside its parent's item, so that screen readers tell the
 * levels as the indent shows them.
 */
export function CategoryTree({
  parentId = null,
  ...props
}: CategoryTreeProps & { parentId?: string | null }) {
  const parent = props.categories.find((category) => category.id === parentId);
  return (
    <ul
      aria-label={parent ? `Inside ${parent.path}` : 'Categories'}
      className={
        parent ? 'ms-4 mt-2 flex flex-col gap-2 border-s border-base-300 ps-4' : 'flex flex-col gap-2'
      }
    >
      {props.categories
        .filter((category) => category.parentId === parentId)
        .map((category) => (
          <CategoryItem key={category.id} category={category} {...props} />
        ))}
    </ul>
  );
}

function CategoryItem({ category, ...props }: CategoryTreeProps & { category: PlacedCategory }) {
  const { categories, editingId, onEdit, onEditDone, onDelete } = props;
  const hasInside = categories.some((other) => other.parentId === category.id);
  return (
    <li>
      <div className="rounded-box border border-base-300 bg-base-100 px-4 py-2">
        {editingId === category.id ? (
          <CategoryForm categories={categories} category={category} onDone={onEditDone} />
        ) : (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span className="font-medium">{category.name}</span>
            <span className="text-base-content/80 me-auto text-sm">
              {partCountText(category.productCount)}
            </span>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => onEdit(category)}
              aria-label={`Edit ${category.path}`}
            >
              Edit
            </button>
            <button
              type="button"
              className="btn btn-sm btn-error btn-outline"
              onClick={() => onDelete(category)}
              aria-label={`Delete ${category.path}`}
            >
              Delete
            </button>
          </div>
        )}
      </div>
      {hasInside && <CategoryTree {...props} parentId={category.id} />}
    </li>
  );
}
