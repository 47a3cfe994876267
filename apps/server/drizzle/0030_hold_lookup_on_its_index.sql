DROP INDEX "order_unpaid_created_at_idx";--> statement-breakpoint
DROP INDEX "order_unpaid_held_until_idx";--> statement-breakpoint
CREATE INDEX "order_unpaid_held_until_idx" ON "order" USING btree ("held_until") WHERE "order"."status" = 'unpaid' and "order"."held_until" is not null;