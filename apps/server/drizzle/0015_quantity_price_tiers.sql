CREATE TABLE "product_price_tier" (
	"product_id" uuid NOT NULL,
	"min_qty" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "product_price_tier_product_id_min_qty_pk" PRIMARY KEY("product_id","min_qty")
);
--> statement-breakpoint
ALTER TABLE "product_price_tier" ADD CONSTRAINT "product_price_tier_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A part's tiers are part of what the catalogue shows and what orders read: every process's caches
-- must hear of a change to them (notify_catalog_changed, migration 0005), as of a change to the part.
CREATE TRIGGER product_price_tier_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_price_tier"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
