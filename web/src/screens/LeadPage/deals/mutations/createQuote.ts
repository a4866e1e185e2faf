import { graphql } from 'react-relay';

/**
 * §4 create a quote. The payload's lead spreads the page's fragment (which holds this
 * tab's), so the store, and every part of the page, updates from this one request.
 */
export const createQuote = graphql`
  mutation createQuoteMutation($input: CreateQuoteInput!) {
    createQuote(input: $input) {
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
