import { graphql } from 'react-relay';

/**
 * §4 activate or deactivate a proposal. The payload's lead spreads the page's fragment (which holds this
 * tab's), so the store, and every part of the page, updates from this one request.
 */
export const setProposalActive = graphql`
  mutation setProposalActiveMutation($id: ID!, $isActive: Boolean!) {
    setProposalActive(id: $id, isActive: $isActive) {
      proposal { id isActive }
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
