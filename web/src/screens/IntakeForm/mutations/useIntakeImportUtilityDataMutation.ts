import { graphql, useMutation } from 'react-relay';
import type { useIntakeImportUtilityDataMutation as ImportUtilityDataMutation } from '../../../__generated__/useIntakeImportUtilityDataMutation.graphql';

/**
 * §4 utility data service: the api fetches the referral's authorizations and export files; the
 * file named 'Bills: all meters [csv]' becomes a utility bill, the others additional files.
 */
const mutation = graphql`
  mutation useIntakeImportUtilityDataMutation($leadId: ID!, $referral: String!) {
    importUtilityData(leadId: $leadId, referral: $referral) {
      lead {
        ...IntakeFormScreen_lead
      }
      files {
        databaseId
        name
      }
      message
      userErrors {
        field
        messages
        code
      }
    }
  }
`;

export function useIntakeImportUtilityDataMutation() {
  return useMutation<ImportUtilityDataMutation>(mutation);
}
