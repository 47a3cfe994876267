CREATE TABLE "product_image" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_image_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE INDEX "product_price_cents_id_idx" ON "product" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "product_name_trgm_idx" ON "product" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_short_description_trgm_idx" ON "product" USING gin ("short_description" gin_trgm_ops);