-- Issue 26, item 18: the handoff after the sale. A lead whose Clean Energy PPA the customer has
-- signed has a handoff checklist (site survey, permits, interconnection application, install
-- scheduled, PTO), each step with an owner, a due date, a done date and a note; the selling
-- organization's admin hands the lead to an EPC organization (business_type 1), whose users may
-- then read the lead's handoff packet and work the checklist. Revoking clears epc_organization_id.
CREATE TABLE lead_handoffs (
  lead_id int PRIMARY KEY REFERENCES leads(id) ON DELETE CASCADE,
  epc_organization_id int REFERENCES organizations(id) ON DELETE SET NULL,
  handed_by int REFERENCES users(id) ON DELETE SET NULL,
  handed_at timestamptz,
  revoked_at timestamptz,
  revoked_by int REFERENCES users(id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_handoffs_epc_idx ON lead_handoffs (epc_organization_id, handed_at DESC, lead_id DESC) WHERE epc_organization_id IS NOT NULL;

CREATE TABLE lead_handoff_steps (
  lead_id int NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  step text NOT NULL CHECK (step IN ('site_survey', 'permits', 'interconnection', 'install_scheduled', 'pto')),
  owner_id int REFERENCES users(id) ON DELETE SET NULL,
  due_date date,
  done_date date,
  note text NOT NULL DEFAULT '',
  updated timestamptz NOT NULL DEFAULT now(),
  updated_by int REFERENCES users(id) ON DELETE SET NULL,
  PRIMARY KEY (lead_id, step)
);
