CREATE TABLE "shipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_line" (
	"shipment_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "shipment_line_shipment_id_line_no_pk" PRIMARY KEY("shipment_id","line_no")
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "first_shipment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_line" ADD CONSTRAINT "shipment_line_shipment_id_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_order_id_created_at_idx" ON "shipment" USING btree ("order_id","created_at");