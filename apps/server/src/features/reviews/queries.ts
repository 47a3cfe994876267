import { desc, eq } from 'drizzle-orm';
import type {
  ModeratedReview,
  ModeratedReviewPage,
  NewReview,
  Review,
  ReviewTableQuery,
} from '@crankworks/contract';
import { reviewMessages } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { review } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { tablePage, type AdminTable } from '../../lib/table-page.ts';

type ReviewRow = typeof review.$inferSelect;

const toReviewDto = (row: ReviewRow): Review => ({
  _id: row.id,
  name: row.name,
  rating: row.rating,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

const toModeratedReviewDto = (row: ReviewRow): ModeratedReview => ({
  ...toReviewDto(row),
  hidden: row.hidden,
});

/** The newest visible reviews first; the home page shows a bounded number of them. */
export async function listReviews(db: Db, limit = 50): Promise<Review[]> {
  const rows = await db
    .select()
    .from(review)
    .where(eq(review.hidden, false))
    .orderBy(desc(review.createdAt), desc(review.id))
    .limit(limit);
  return rows.map(toReviewDto);
}

/** A customer's review: one per customer (a unique index on the author), a second is a 409. */
export async function insertReview(db: Db, authorId: string, input: NewReview): Promise<Review> {
  const [row] = await db
    .insert(review)
    .values({ ...input, userId: authorId })
    .onConflictDoNothing({ target: review.userId })
    .returning();
  if (!row) throw conflict(reviewMessages.alreadyReviewed);
  return toReviewDto(row);
}

const moderation: AdminTable<typeof review, ReviewTableQuery['sort']> = {
  table: review,
  id: review.id,
  searchIn: [review.name, review.message],
  searchGramIndexed: false,
  sortKeys: {
    createdAt: [review.createdAt],
    rating: [review.rating],
  },
};

/** Manage Reviews: one numbered page of every review, hidden ones included, narrowed by name or text. */
export async function listReviewsForModeration(
  db: Db,
  query: ReviewTableQuery,
): Promise<ModeratedReviewPage> {
  return tablePage(db, moderation, query, toModeratedReviewDto);
}

export async function setReviewHidden(db: Db, id: string, hidden: boolean): Promise<ModeratedReview> {
  const [row] = await db.update(review).set({ hidden }).where(eq(review.id, id)).returning();
  if (!row) throw notFound('No review with that id');
  return toModeratedReviewDto(row);
}

export async function deleteReview(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(review).where(eq(review.id, id)).returning({ id: review.id });
  if (!row) throw notFound('No review with that id');
}
