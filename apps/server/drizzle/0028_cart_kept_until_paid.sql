CREATE TABLE "cart_dropped_part" (
	"user_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"dropped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_line" ADD COLUMN "seen_unit_cents" integer;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "from_cart" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_dropped_part" ADD CONSTRAINT "cart_dropped_part_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_dropped_part_user_id_idx" ON "cart_dropped_part" USING btree ("user_id");