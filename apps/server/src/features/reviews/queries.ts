import { desc } from 'drizzle-orm';
import type { NewReview, Review } from '@crankworks/contract';
import type { Db } from '../../db/client.ts';
import { review } from '../../db/schema/index.ts';

type ReviewRow = typeof review.$inferSelect;

const toReviewDto = (row: ReviewRow): Review => ({
  _id: row.id,
  name: row.name,
  rating: row.rating,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** The newest reviews first; the home page shows a bounded number of them. */
export async function listReviews(db: Db, limit = 50): Promise<Review[]> {
  const rows = await db.select().from(review).orderBy(desc(review.createdAt), desc(review.id)).limit(limit);
  return rows.map(toReviewDto);
}

export async function insertReview(db: Db, input: NewReview): Promise<Review> {
  const [row] = await db.insert(review).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return toReviewDto(row);
}
