CREATE TABLE "shipping_method" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"basis" text NOT NULL,
	"rates" jsonb NOT NULL,
	"free_above_cents" integer,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	CONSTRAINT "shipping_method_zone_name_key" UNIQUE("zone_id","name"),
	CONSTRAINT "shipping_method_basis" CHECK ("shipping_method"."basis" in ('weight', 'value')),
	CONSTRAINT "shipping_method_days" CHECK (0 <= "shipping_method"."min_days" and "shipping_method"."min_days" <= "shipping_method"."max_days")
);
--> statement-breakpoint
CREATE TABLE "shipping_zone" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zone_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "shipping_zone_area" (
	"zone_id" uuid NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	CONSTRAINT "shipping_zone_area_country_region_pk" PRIMARY KEY("country","region")
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD CONSTRAINT "shipping_method_zone_id_shipping_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zone_area" ADD CONSTRAINT "shipping_zone_area_zone_id_shipping_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zone"("id") ON DELETE cascade ON UPDATE no action;