import { graphql } from 'react-relay';

/**
 * §4/§8 send an LOI or a Clean Energy PPA for signing. The payload's lead spreads the page's fragment (which holds this
 * tab's), so the store, and every part of the page, updates from this one request. The agreement's
 * signUrl is in this answer only (the api keeps a hash): the tab shows it once.
 */
export const sendAgreement = graphql`
  mutation sendAgreementMutation($leadId: ID!, $agreementType: AgreementType!, $proposalId: ID, $message: String) {
    sendAgreement(leadId: $leadId, agreementType: $agreementType, proposalId: $proposalId, message: $message) {
      agreement { id databaseId signUrl }
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
