import { graphql } from 'react-relay';

/**
 * §4 unlock a lead's proposals after a request. The payload's lead spreads the page's fragment (which holds this
 * tab's), so the store, and every part of the page, updates from this one request.
 */
export const unlockProposal = graphql`
  mutation unlockProposalMutation($leadId: ID!) {
    unlockProposal(leadId: $leadId) {
      lead {
        ...LeadPageContent_lead
      }
      message
      userErrors {
        field
        messages
      }
    }
  }
`;
