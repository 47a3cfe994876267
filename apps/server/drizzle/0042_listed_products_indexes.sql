-- The catalogue's indexes hold products only (decision 078): a product's other variants are never listed, and
-- at ten variants a product a list read ten index rows for each it showed. Indexes only: no data changes.
DROP INDEX "product_created_at_id_idx";--> statement-breakpoint
DROP INDEX "product_price_cents_id_idx";--> statement-breakpoint
DROP INDEX "product_name_grams_idx";--> statement-breakpoint
DROP INDEX "product_short_description_grams_idx";--> statement-breakpoint
DROP INDEX "product_words_idx";--> statement-breakpoint
CREATE INDEX "product_created_at_id_idx" ON "product" USING btree ("created_at","id") WHERE "product"."variant_of" is null;--> statement-breakpoint
CREATE INDEX "product_price_cents_id_idx" ON "product" USING btree ("price_cents","id") WHERE "product"."variant_of" is null;--> statement-breakpoint
CREATE INDEX "product_name_grams_idx" ON "product" USING gin (search_grams("name")) WHERE "product"."variant_of" is null;--> statement-breakpoint
CREATE INDEX "product_short_description_grams_idx" ON "product" USING gin (search_grams("short_description")) WHERE "product"."variant_of" is null;--> statement-breakpoint
CREATE INDEX "product_words_idx" ON "product" USING gin ("words") WHERE "product"."variant_of" is null;