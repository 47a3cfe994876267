DROP INDEX "contact_message_created_at_idx";--> statement-breakpoint
DROP INDEX "order_created_at_idx";--> statement-breakpoint
DROP INDEX "user_created_at_idx";--> statement-breakpoint
CREATE INDEX "contact_message_created_at_id_idx" ON "contact_message" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_message_email_lower_id_idx" ON "contact_message" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "contact_message_name_trgm_idx" ON "contact_message" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_message_email_trgm_idx" ON "contact_message" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_message_message_trgm_idx" ON "contact_message" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_created_at_id_idx" ON "order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_user_email_lower_id_idx" ON "order" USING btree (lower("user_email"),"id");--> statement-breakpoint
CREATE INDEX "order_product_name_lower_id_idx" ON "order" USING btree (lower("product_name"),"id");--> statement-breakpoint
CREATE INDEX "order_total_id_idx" ON "order" USING btree (("price_cents"::bigint * "order_qty"),"id");--> statement-breakpoint
CREATE INDEX "order_status_id_idx" ON "order" USING btree ("paid","shipped","id");--> statement-breakpoint
CREATE INDEX "order_user_email_trgm_idx" ON "order" USING gin ("user_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_product_name_trgm_idx" ON "order" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_created_at_id_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_name_lower_id_idx" ON "user" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "user_email_id_idx" ON "user" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "user_role_id_idx" ON "user" USING btree (coalesce("role", 'user'),"id");--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops);