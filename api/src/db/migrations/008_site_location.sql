-- Issue 12: why a lead's pre-qualification failed ('Address not found.'), shown with the status.
-- The site's geocoding precision lives in property.location_precision (JSON, like its coordinates),
-- and the keys enrichment filled in intake.estimated, so an address change can recompute them.
ALTER TABLE leads ADD COLUMN enrichment_error text;
