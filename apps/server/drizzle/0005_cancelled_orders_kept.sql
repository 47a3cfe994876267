ALTER TABLE "order" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_paid_at_idx" ON "order" USING btree ("paid_at");