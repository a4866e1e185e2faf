-- The portal's whole schema. Records of an organization carry organization_id so every
-- list and lookup can be scoped with one indexed predicate.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE organizations (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  logo text,
  business_type int NOT NULL DEFAULT 0 CHECK (business_type IN (0, 1)),
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  phone_number text NOT NULL DEFAULT '',
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  user_type int NOT NULL DEFAULT 0 CHECK (user_type BETWEEN 0 AND 3),
  organization_id int REFERENCES organizations(id),
  membership_type int NOT NULL DEFAULT 0,
  image text,
  is_terms_accepted boolean NOT NULL DEFAULT false,
  terms_accepted_at timestamptz,
  failed_logins int NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_phone_idx ON users (phone_number);
CREATE INDEX users_org_idx ON users (organization_id);

CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created timestamptz NOT NULL DEFAULT now(),
  last_used timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE invites (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  name text NOT NULL DEFAULT '',
  type int NOT NULL CHECK (type IN (0, 1)),
  business_type int NOT NULL DEFAULT 0 CHECK (business_type IN (0, 1)),
  organization_id int REFERENCES organizations(id),
  organization_name text,
  invited_by int REFERENCES users(id) ON DELETE SET NULL,
  accepted_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invites_org_idx ON invites (organization_id, created DESC);

CREATE TABLE leads (
  id serial PRIMARY KEY,
  organization_id int NOT NULL REFERENCES organizations(id),
  associated_user_id int REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL,
  lead_status int NOT NULL DEFAULT 0 CHECK (lead_status BETWEEN 0 AND 6),
  proposal_type int CHECK (proposal_type BETWEEN 0 AND 2),
  customer_interest text,
  owner_type text,
  lead_source text,
  notes text,
  opportunity_sub_status text,
  disposition text,
  sub_status text,
  system_image text,
  sdr_finance_status text,
  energy_reseller text,
  is_proposals_locked boolean NOT NULL DEFAULT false,
  customer jsonb NOT NULL DEFAULT '{}',
  property jsonb NOT NULL DEFAULT '{}',
  design_data jsonb NOT NULL DEFAULT '{}',
  project_info jsonb NOT NULL DEFAULT '{}',
  intake jsonb NOT NULL DEFAULT '{}',
  zoom_level int,
  enrichment_status text NOT NULL DEFAULT 'pending',
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  -- Derived columns for sorting, searching and summing; generated so they can never drift.
  site_address text GENERATED ALWAYS AS (property->>'site_address') STORED,
  customer_name text GENERATED ALWAYS AS (
    coalesce(customer->>'name', trim(coalesce(customer->>'first_name', '') || ' ' || coalesce(customer->>'last_name', '')))) STORED,
  system_size double precision GENERATED ALWAYS AS (
    CASE WHEN jsonb_typeof(project_info->'system_size') = 'number' THEN (project_info->>'system_size')::double precision END) STORED,
  solar_cost double precision GENERATED ALWAYS AS (
    CASE WHEN jsonb_typeof(property->'solar_cost') = 'number' THEN (property->>'solar_cost')::double precision END) STORED,
  rooftop_solar_capacity double precision GENERATED ALWAYS AS (
    CASE WHEN jsonb_typeof(property->'rooftop_solar_capacity') = 'number' THEN (property->>'rooftop_solar_capacity')::double precision END) STORED,
  search_text text GENERATED ALWAYS AS (lower(
    name || ' ' || coalesce(property->>'site_address', '') || ' ' || coalesce(customer->>'name', '') || ' ' ||
    coalesce(customer->>'first_name', '') || ' ' || coalesce(customer->>'last_name', ''))) STORED
);
CREATE INDEX leads_org_updated_idx ON leads (organization_id, updated DESC, id DESC);
CREATE INDEX leads_updated_idx ON leads (updated DESC, id DESC);
CREATE INDEX leads_org_created_idx ON leads (organization_id, created);
CREATE INDEX leads_org_name_idx ON leads (organization_id, name);
CREATE INDEX leads_org_status_idx ON leads (organization_id, lead_status);
CREATE INDEX leads_org_size_idx ON leads (organization_id, system_size);
CREATE INDEX leads_search_trgm_idx ON leads USING gin (search_text gin_trgm_ops);

-- Totals per organization, kept by trigger so the unfiltered summary never scans all leads.
CREATE TABLE lead_totals (
  organization_id int PRIMARY KEY REFERENCES organizations(id),
  total_leads int NOT NULL DEFAULT 0,
  total_system_size double precision NOT NULL DEFAULT 0,
  total_solar_cost double precision NOT NULL DEFAULT 0,
  total_rooftop_solar_capacity double precision NOT NULL DEFAULT 0
);

CREATE FUNCTION lead_totals_apply(org int, n int, size double precision, cost double precision, roof double precision) RETURNS void AS $$
BEGIN
  INSERT INTO lead_totals AS t (organization_id, total_leads, total_system_size, total_solar_cost, total_rooftop_solar_capacity)
  VALUES (org, n, coalesce(size, 0), coalesce(cost, 0), coalesce(roof, 0))
  ON CONFLICT (organization_id) DO UPDATE SET
    total_leads = t.total_leads + excluded.total_leads,
    total_system_size = t.total_system_size + excluded.total_system_size,
    total_solar_cost = t.total_solar_cost + excluded.total_solar_cost,
    total_rooftop_solar_capacity = t.total_rooftop_solar_capacity + excluded.total_rooftop_solar_capacity;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION leads_totals_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM lead_totals_apply(OLD.organization_id, -1, -OLD.system_size, -OLD.solar_cost, -OLD.rooftop_solar_capacity);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM lead_totals_apply(NEW.organization_id, 1, NEW.system_size, NEW.solar_cost, NEW.rooftop_solar_capacity);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER leads_totals AFTER INSERT OR DELETE OR UPDATE OF organization_id, project_info, property ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_totals_trigger();

CREATE TABLE lead_files (
  id serial PRIMARY KEY,
  lead_id int REFERENCES leads(id) ON DELETE CASCADE,
  organization_id int NOT NULL REFERENCES organizations(id),
  kind text NOT NULL CHECK (kind IN ('utility_bill', 'additional')),
  file_type int NOT NULL DEFAULT 0 CHECK (file_type BETWEEN 0 AND 9),
  name text NOT NULL,
  file text NOT NULL,
  size int NOT NULL DEFAULT 0,
  content_type text,
  uploaded_by int REFERENCES users(id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_files_lead_idx ON lead_files (lead_id);

CREATE TABLE proposals (
  id serial PRIMARY KEY,
  lead_id int NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  organization_id int NOT NULL REFERENCES organizations(id),
  installation_name text NOT NULL DEFAULT '',
  proposal_type int NOT NULL CHECK (proposal_type BETWEEN 0 AND 2),
  proposal_status int NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT false,
  request_proposal boolean NOT NULL DEFAULT false,
  need_customization boolean NOT NULL DEFAULT false,
  pricing_model_type text,
  survey_scheduled_date date,
  est_solar_pis_date date,
  est_assessment_filing_date date,
  rebate_pay_date date,
  pis_date date,
  pdf_file text,
  inputs jsonb NOT NULL DEFAULT '{}',
  proposal_data jsonb,
  error text,
  date_generated timestamptz,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX proposals_lead_idx ON proposals (lead_id);
CREATE INDEX proposals_created_idx ON proposals (created DESC, id DESC);

CREATE TABLE quotes (
  id serial PRIMARY KEY,
  lead_id int NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  organization_id int NOT NULL REFERENCES organizations(id),
  quote_type text NOT NULL CHECK (quote_type IN ('standard', 'pace')),
  status int NOT NULL DEFAULT 0,
  inputs jsonb NOT NULL DEFAULT '{}',
  quote_data jsonb,
  pdf_file text,
  error text,
  date_generated timestamptz,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quotes_lead_idx ON quotes (lead_id);

CREATE TABLE agreements (
  id serial PRIMARY KEY,
  lead_id int NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  organization_id int NOT NULL REFERENCES organizations(id),
  proposal_id int REFERENCES proposals(id) ON DELETE SET NULL,
  agreement_type int NOT NULL CHECK (agreement_type IN (0, 1)),
  sign_token text NOT NULL UNIQUE,
  file text,
  file_signed text,
  signed_datetime timestamptz,
  signer_name text,
  superseded boolean NOT NULL DEFAULT false,
  sent_by int REFERENCES users(id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agreements_lead_idx ON agreements (lead_id);
CREATE INDEX agreements_created_idx ON agreements (created DESC, id DESC);

CREATE TABLE portal_resources (
  id serial PRIMARY KEY,
  name text NOT NULL,
  file text NOT NULL,
  uploaded_by int REFERENCES users(id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bulk_enrichments (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('bulk', 'prospect')),
  name text NOT NULL,
  file text NOT NULL,
  status text NOT NULL DEFAULT 'Pending',
  error text,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  organization_id int REFERENCES organizations(id),
  properties_count int,
  prospect_now_data jsonb,
  result_file text,
  submission_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bulk_enrichments_kind_idx ON bulk_enrichments (kind, submission_date DESC, id DESC);

CREATE TABLE support_requests (
  id serial PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  contact text NOT NULL,
  message text NOT NULL,
  file text,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE media_files (
  path text PRIMARY KEY,
  organization_id int REFERENCES organizations(id),
  -- who may read it: 'organization' (its members and super admins), 'portal' (any signed-in user),
  -- 'admin' (super admins only)
  visibility text NOT NULL DEFAULT 'organization' CHECK (visibility IN ('organization', 'portal', 'admin')),
  original_name text NOT NULL,
  content_type text NOT NULL DEFAULT 'application/octet-stream',
  size int NOT NULL DEFAULT 0,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE jobs (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts int NOT NULL DEFAULT 0,
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_at timestamptz,
  error text,
  created timestamptz NOT NULL DEFAULT now(),
  finished timestamptz
);
CREATE INDEX jobs_queue_idx ON jobs (run_after) WHERE status = 'queued';

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
