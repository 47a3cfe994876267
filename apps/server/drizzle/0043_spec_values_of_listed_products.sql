-- A specification value names the product it counts for in the catalogue's filters (decision 078):
-- the part's own id, or a variant's product's. A filter then finds its products from the values'
-- side without reading the variants' rows (a hash of every part at 100,000 variants). Additive:
-- a column, its backfill, the trigger that sets it on every insert, and the filters' indexes on it.
ALTER TABLE "product_spec" ADD COLUMN "listed_product_id" uuid;--> statement-breakpoint
UPDATE "product_spec" SET "listed_product_id" = coalesce("product"."variant_of", "product"."id")
  FROM "product" WHERE "product"."id" = "product_spec"."product_id";--> statement-breakpoint
CREATE FUNCTION product_spec_listed_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed_product_id := (SELECT coalesce(variant_of, id) FROM product WHERE id = NEW.product_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER product_spec_listed_product BEFORE INSERT OR UPDATE OF product_id ON "product_spec"
  FOR EACH ROW EXECUTE FUNCTION product_spec_listed_product();--> statement-breakpoint
DROP INDEX "product_spec_number_idx";--> statement-breakpoint
DROP INDEX "product_spec_text_idx";--> statement-breakpoint
CREATE INDEX "product_spec_number_idx" ON "product_spec" USING btree ("spec_id","number_value","listed_product_id");--> statement-breakpoint
CREATE INDEX "product_spec_text_idx" ON "product_spec" USING btree ("spec_id","text_value","listed_product_id");
--> statement-breakpoint
CREATE INDEX "product_spec_listed_product_idx" ON "product_spec" USING btree ("listed_product_id","spec_id");
