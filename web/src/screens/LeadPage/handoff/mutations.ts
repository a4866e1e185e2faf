import { graphql } from 'react-relay';

/** Changes one checklist step; the payload refreshes the whole handoff (progress included). */
export const updateHandoffStep = graphql`
  mutation mutationsUpdateHandoffStepMutation($leadId: ID!, $step: HandoffStepKind!, $input: UpdateHandoffStepInput!) {
    updateHandoffStep(leadId: $leadId, step: $step, input: $input) {
      handoff { leadId ...HandoffPanel_handoff }
      message
      userErrors { field messages code }
    }
  }
`;

export const handOffLead = graphql`
  mutation mutationsHandOffLeadMutation($leadId: ID!, $epcOrganizationId: Int!) {
    handOffLead(leadId: $leadId, epcOrganizationId: $epcOrganizationId) {
      handoff { leadId ...HandoffPanel_handoff }
      message
      userErrors { field messages code }
    }
  }
`;

export const revokeHandoff = graphql`
  mutation mutationsRevokeHandoffMutation($leadId: ID!) {
    revokeHandoff(leadId: $leadId) {
      handoff { leadId ...HandoffPanel_handoff }
      message
      userErrors { field messages code }
    }
  }
`;
