import { graphql } from 'react-relay';

/**
 * §4 generate a proposal (the api queues the PDF: the answer is Processing). The payload's lead spreads the page's fragment (which holds this
 * tab's), so the store, and every part of the page, updates from this one request.
 */
export const generateProposal = graphql`
  mutation generateProposalMutation($id: ID!) {
    generateProposal(id: $id) {
      proposal { id databaseId proposalStatus }
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
