-- Indexes for every sort of the lead list (order=<asc|desc>__<field>): each ends with id, the
-- tie-break that keeps pages deterministic, and nullable columns sort NULLS LAST in both
-- directions, so those get an index per direction. One set scoped by organization (everyone
-- but super admins), one unscoped (super admins). They replace 001's indexes without the id.
DROP INDEX IF EXISTS leads_org_name_idx;
DROP INDEX IF EXISTS leads_org_created_idx;
DROP INDEX IF EXISTS leads_org_status_idx;
DROP INDEX IF EXISTS leads_org_size_idx;

CREATE INDEX leads_org_name_id_idx ON leads (organization_id, name, id);
CREATE INDEX leads_org_created_id_idx ON leads (organization_id, created, id);
CREATE INDEX leads_org_status_id_idx ON leads (organization_id, lead_status, id);
CREATE INDEX leads_org_size_asc_idx ON leads (organization_id, system_size, id);
CREATE INDEX leads_org_size_desc_idx ON leads (organization_id, system_size DESC NULLS LAST, id DESC);
CREATE INDEX leads_org_address_asc_idx ON leads (organization_id, site_address, id);
CREATE INDEX leads_org_address_desc_idx ON leads (organization_id, site_address DESC NULLS LAST, id DESC);
CREATE INDEX leads_org_type_asc_idx ON leads (organization_id, proposal_type, id);
CREATE INDEX leads_org_type_desc_idx ON leads (organization_id, proposal_type DESC NULLS LAST, id DESC);

CREATE INDEX leads_name_id_idx ON leads (name, id);
CREATE INDEX leads_created_id_idx ON leads (created, id);
CREATE INDEX leads_status_id_idx ON leads (lead_status, id);
CREATE INDEX leads_size_asc_idx ON leads (system_size, id);
CREATE INDEX leads_size_desc_idx ON leads (system_size DESC NULLS LAST, id DESC);
CREATE INDEX leads_address_asc_idx ON leads (site_address, id);
CREATE INDEX leads_address_desc_idx ON leads (site_address DESC NULLS LAST, id DESC);
CREATE INDEX leads_type_asc_idx ON leads (proposal_type, id);
CREATE INDEX leads_type_desc_idx ON leads (proposal_type DESC NULLS LAST, id DESC);

-- Files uploaded before their lead exists are found by organization (attach, clean-up).
CREATE INDEX lead_files_unattached_idx ON lead_files (organization_id, created) WHERE lead_id IS NULL;
