CREATE TABLE "cart_line" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"product_description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "order_line_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
DROP INDEX "order_total_id_idx";--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "total_cents" bigint;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "line_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_line_product_id_idx" ON "cart_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_line_product_id_idx" ON "order_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_total_cents_id_idx" ON "order" USING btree (coalesce("total_cents", "price_cents"::bigint * "order_qty"),"id");--> statement-breakpoint
-- Backfill: every order placed so far is a one-part order; its total and its one line come from its own columns.
UPDATE "order" SET "total_cents" = "price_cents"::bigint * "order_qty" WHERE "total_cents" IS NULL;--> statement-breakpoint
INSERT INTO "order_line" ("order_id", "line_no", "product_id", "product_name", "product_description", "price_cents", "qty")
  SELECT "id", 1, "product_id", "product_name", "product_description", "price_cents", "order_qty" FROM "order";
