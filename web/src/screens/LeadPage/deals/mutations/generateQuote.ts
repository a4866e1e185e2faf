import { graphql } from 'react-relay';

/**
 * §4 generate a quote (the api queues the PDF: the answer is Processing). The payload's lead spreads the page's fragment (which holds this
 * tab's), so the store, and every part of the page, updates from this one request.
 */
export const generateQuote = graphql`
  mutation generateQuoteMutation($id: ID!) {
    generateQuote(id: $id) {
      quote { id databaseId status }
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
