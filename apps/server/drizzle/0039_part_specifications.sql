-- Specifications (issue 37, decision 076): the catalogue's typed specifications (a number, a text,
-- yes or no) and each part's values of them, which its page shows and the catalogue filters by.
-- Additive: two new tables and their enum; nothing existing changes.
CREATE TYPE "public"."spec_kind" AS ENUM('number', 'text', 'yes-no');--> statement-breakpoint
CREATE TABLE "product_spec" (
	"product_id" uuid NOT NULL,
	"spec_id" uuid NOT NULL,
	"number_value" numeric,
	"text_value" text,
	"yes_no_value" boolean,
	CONSTRAINT "product_spec_product_id_spec_id_pk" PRIMARY KEY("product_id","spec_id"),
	CONSTRAINT "product_spec_one_value" CHECK (num_nonnulls("product_spec"."number_value", "product_spec"."text_value", "product_spec"."yes_no_value") = 1)
);
--> statement-breakpoint
CREATE TABLE "spec" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"kind" "spec_kind" NOT NULL,
	"unit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spec_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "product_spec" ADD CONSTRAINT "product_spec_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_spec" ADD CONSTRAINT "product_spec_spec_id_spec_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."spec"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_spec_number_idx" ON "product_spec" USING btree ("spec_id","number_value","product_id");--> statement-breakpoint
CREATE INDEX "product_spec_text_idx" ON "product_spec" USING btree ("spec_id","text_value","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spec_name_lower_idx" ON "spec" USING btree (lower("name"));
