ALTER TABLE "order" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_unpaid_held_until_idx" ON "order" USING btree ("held_until") WHERE "order"."status" = 'unpaid';