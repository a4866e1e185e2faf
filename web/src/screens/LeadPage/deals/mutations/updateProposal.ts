import { graphql } from 'react-relay';

/**
 * §4/§5 edit a proposal (the diff, pricing model type and dates). The payload's lead spreads the page's fragment (which holds this
 * tab's), so the store, and every part of the page, updates from this one request.
 */
export const updateProposal = graphql`
  mutation updateProposalMutation($id: ID!, $input: UpdateProposalInput!) {
    updateProposal(id: $id, input: $input) {
      proposal { id databaseId }
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
