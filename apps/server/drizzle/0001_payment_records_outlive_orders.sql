ALTER TABLE "test_payment_intent" DROP CONSTRAINT "test_payment_intent_order_id_order_id_fk";
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
-- Orders that already have a test-processor intent point at their newest one, so cancelling them settles it.
UPDATE "order" SET "payment_intent_id" = (
	SELECT "id" FROM "test_payment_intent" WHERE "test_payment_intent"."order_id" = "order"."id"
	ORDER BY "created_at" DESC LIMIT 1
) WHERE "paid" = false;
