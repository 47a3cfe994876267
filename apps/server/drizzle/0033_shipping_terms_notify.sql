-- What an order is charged by beside its parts: the shipping zones, their areas and methods, and the
-- seller (whose country decides the tax). Orders keep these terms in memory a second
-- (shippingTermsCache): every process must hear of a change to them at once, as of a part's
-- (notify_catalog_changed, migration 0005). Admins change them seldom; orders never do.
CREATE TRIGGER shipping_zone_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_zone"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER shipping_zone_area_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_zone_area"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER shipping_method_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_method"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER seller_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seller"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
