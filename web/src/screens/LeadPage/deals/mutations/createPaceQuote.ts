import { graphql } from 'react-relay';

/**
 * §4 create a PACE quote. The payload's lead spreads the page's fragment (which holds this
 * tab's), so the store, and every part of the page, updates from this one request.
 */
export const createPaceQuote = graphql`
  mutation createPaceQuoteMutation($input: CreatePaceQuoteInput!) {
    createPaceQuote(input: $input) {
      quote { id databaseId }
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
