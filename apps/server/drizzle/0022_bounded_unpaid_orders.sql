ALTER TABLE "order" ADD COLUMN "hold_slot" integer;--> statement-breakpoint
-- Backfill: each customer's unpaid orders take his holds 1, 2, 3… oldest first, so one who already
-- holds the most may place no more until he pays for or cancels one.
UPDATE "order" SET "hold_slot" = "numbered"."slot"
  FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "id") AS "slot"
        FROM "order" WHERE "user_id" IS NOT NULL AND "status" = 'unpaid') AS "numbered"
  WHERE "order"."id" = "numbered"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "order_user_id_hold_slot_idx" ON "order" USING btree ("user_id","hold_slot") WHERE "order"."status" = 'unpaid';
