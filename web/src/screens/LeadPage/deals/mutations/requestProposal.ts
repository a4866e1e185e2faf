import { graphql } from 'react-relay';

/**
 * §4 request a customized proposal (locks the lead's proposals). The payload's lead spreads the page's fragment (which holds this
 * tab's), so the store, and every part of the page, updates from this one request.
 */
export const requestProposal = graphql`
  mutation requestProposalMutation($id: ID!) {
    requestProposal(id: $id) {
      proposal { id requestProposal }
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
