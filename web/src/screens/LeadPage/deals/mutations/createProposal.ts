import { graphql } from 'react-relay';

/**
 * §4 create a proposal. The payload's lead spreads the page's fragment (which holds this
 * tab's), so the store, and every part of the page, updates from this one request.
 */
export const createProposal = graphql`
  mutation createProposalMutation($input: CreateProposalInput!) {
    createProposal(input: $input) {
      proposal { id databaseId proposalStatus proposalType }
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
