-- The catalogue's categories (issue 37, decision 073): a tree of categories and the parts in each.
-- Category lists and pages are cached like the rest of the catalogue, so a change to either table
-- tells every process (notify_catalog_changed, migration 0005). Additive: no existing row changes.
CREATE TABLE "category" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "product_category_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_parent_id_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_parent_name_idx" ON "category" USING btree (coalesce("parent_id", '00000000-0000-0000-0000-000000000000'),lower("name"));--> statement-breakpoint
CREATE INDEX "product_category_category_idx" ON "product_category" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE TRIGGER category_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_category_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_category"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
