CREATE TYPE "public"."order_status" AS ENUM('unpaid', 'paid', 'partially_shipped', 'shipped', 'delivered', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."order_withdrawal" AS ENUM('cancel', 'expire', 'delete');--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "status" "order_status" DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "withdrawal" "order_withdrawal";--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "withdrawal_requested_at" timestamp with time zone;--> statement-breakpoint
-- Where an order stands, read off the fields the releases before kept (decision 059): the fill below,
-- and the trigger that keeps the column right while a node of the release before still writes only
-- those fields during a rolling restart. The next release drops the trigger and this function.
CREATE FUNCTION "order_status_of_history"(
  expired_at timestamptz, cancelled_at timestamptz, delivered_at timestamptz, shipped boolean,
  first_shipment_at timestamptz, paid boolean
) RETURNS "order_status" LANGUAGE sql IMMUTABLE AS $$
  select (case
    when expired_at is not null then 'expired'
    when cancelled_at is not null then 'cancelled'
    when delivered_at is not null then 'delivered'
    when shipped then 'shipped'
    when first_shipment_at is not null then 'partially_shipped'
    when paid then 'paid'
    else 'unpaid' end)::"order_status"
$$;--> statement-breakpoint
UPDATE "order" SET "status" = "order_status_of_history"("expired_at", "cancelled_at", "delivered_at", "shipped", "first_shipment_at", "paid");--> statement-breakpoint
CREATE FUNCTION "order_status_follows_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = OLD."status" THEN
    NEW."status" := "order_status_of_history"(NEW."expired_at", NEW."cancelled_at", NEW."delivered_at", NEW."shipped", NEW."first_shipment_at", NEW."paid");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_status_follows_history" BEFORE UPDATE OF "paid", "shipped", "cancelled_at", "expired_at", "first_shipment_at", "delivered_at" ON "order"
  FOR EACH ROW EXECUTE FUNCTION "order_status_follows_history"();--> statement-breakpoint
DROP INDEX "order_status_id_idx";--> statement-breakpoint
DROP INDEX "order_holding_created_at_idx";--> statement-breakpoint
CREATE INDEX "order_state_id_idx" ON "order" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "order_unpaid_created_at_idx" ON "order" USING btree ("created_at") WHERE "order"."status" = 'unpaid';
