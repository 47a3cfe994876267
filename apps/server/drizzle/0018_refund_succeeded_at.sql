ALTER TABLE "refund" ADD COLUMN "succeeded_at" timestamp with time zone;--> statement-breakpoint
-- Refunds that succeeded before the column existed: the best time known is when they were asked for.
UPDATE "refund" SET "succeeded_at" = "created_at" WHERE "status" = 'succeeded';
