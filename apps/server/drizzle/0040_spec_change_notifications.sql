-- Specifications change what the catalogue shows (a part's Specifications table, the filters and their
-- counts, which every process keeps until the catalogue changes): a change to a specification or to a
-- part's values notifies every process, as categories do (migration 0035). Additive: two triggers.
CREATE TRIGGER spec_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "spec"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_spec_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_spec"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
