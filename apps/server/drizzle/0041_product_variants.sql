-- A product's variants (issue 37, decision 078): every part gets a part number (SKU), made up for the
-- parts already sold; a product names its options and each variant its values; a variant other than
-- the first names its product. Additive: every existing part is a product with one variant, itself.
ALTER TABLE "product" ADD COLUMN "variant_of" uuid;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "variant_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "sku" text DEFAULT 'CW-' || upper(substr(md5(gen_random_uuid()::text), 1, 10)) NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "options" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "option_values" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "variant_name" text GENERATED ALWAYS AS ("product"."name" || coalesce(' — ' || "product"."option_values"[1], '') || coalesce(' / ' || "product"."option_values"[2], '') || coalesce(' / ' || "product"."option_values"[3], '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_variant_of_product_id_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku_upper_idx" ON "product" USING btree (upper("sku"));--> statement-breakpoint
CREATE INDEX "product_variant_of_idx" ON "product" USING btree ("variant_of","variant_position") WHERE "product"."variant_of" is not null;