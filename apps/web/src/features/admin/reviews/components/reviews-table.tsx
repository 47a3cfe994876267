import type { ModeratedReview, ReviewTableQuery, TableSort } from '@crankworks/contract';
import { SortableHeader } from '../../../../components/sortable-header.tsx';
import { TableRegion } from '../../../../components/table-region.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface ReviewsTableProps {
  reviews: ModeratedReview[];
  sort: TableSort<ReviewTableQuery['sort']>;
  onSort: (column: ReviewTableQuery['sort']) => void;
  /** The review whose change is on its way: its buttons wait. */
  busyId: string | null;
  onToggleHidden: (review: ModeratedReview) => void;
  onDelete: (review: ModeratedReview) => void;
}

/** Every review with its state: an admin hides one from the home page, shows it again, or deletes it. */
export function ReviewsTable({ reviews, sort, onSort, busyId, onToggleHidden, onDelete }: ReviewsTableProps) {
  const header = { current: sort, onSort };
  return (
    <TableRegion label="Reviews" caption="Reviews">
      <thead className="text-base-content">
        <tr>
          <th scope="col">Name</th>
          <SortableHeader column="rating" {...header}>
            Rating
          </SortableHeader>
          <th scope="col">Message</th>
          <SortableHeader column="createdAt" {...header}>
            Date
          </SortableHeader>
          <th scope="col">State</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {reviews.map((review) => (
          <tr key={review._id}>
            <th scope="row" className="font-medium whitespace-nowrap">
              {review.name}
            </th>
            <td>{review.rating} / 5</td>
            <td className="min-w-48 whitespace-pre-line">{review.message}</td>
            <td className="whitespace-nowrap">
              <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
            </td>
            <td>{review.hidden ? 'Hidden' : 'Shown'}</td>
            <td>
              {/* A flex box inside the cell: display:flex on the <td> itself breaks the row. */}
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-sm"
                  disabled={busyId === review._id}
                  onClick={() => onToggleHidden(review)}
                  aria-label={`${review.hidden ? 'Show' : 'Hide'} the review by ${review.name}`}
                >
                  {review.hidden ? 'Show' : 'Hide'}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline btn-error"
                  disabled={busyId === review._id}
                  onClick={() => onDelete(review)}
                  aria-label={`Delete the review by ${review.name}`}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
