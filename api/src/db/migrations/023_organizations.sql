-- Issue 26, item 9: the super admin's Organizations screen.
-- An organization (and, apart from it, one member) can be deactivated and reactivated: while it
-- is, its users cannot sign in (their sessions are deleted when it happens), its leads are kept
-- read-only, and the public links of its leads answer a page that says the link is not available.
ALTER TABLE organizations ADD COLUMN deactivated_at timestamptz;
ALTER TABLE organizations ADD COLUMN deactivated_by int REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;

-- Who did what to an organization, and when (rename, logo, business type, member role,
-- member deactivation, organization deactivation and reactivation).
CREATE TABLE organization_audit (
  id serial PRIMARY KEY,
  organization_id int NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  actor_id int REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organization_audit_org_idx ON organization_audit (organization_id, created DESC, id DESC);
