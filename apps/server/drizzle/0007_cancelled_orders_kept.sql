DROP INDEX "order_status_id_idx";--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_paid_at_idx" ON "order" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "order_status_id_idx" ON "order" USING btree (("cancelled_at" is not null),"paid","shipped","id");