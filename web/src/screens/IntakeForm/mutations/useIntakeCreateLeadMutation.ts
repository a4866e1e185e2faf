import { graphql, useMutation } from 'react-relay';
import type { useIntakeCreateLeadMutation as CreateLeadMutation } from '../../../__generated__/useIntakeCreateLeadMutation.graphql';

/**
 * Step 2 creates the lead (§4). The updater links the root field `lead(databaseId:)` to the new
 * record, so the wizard's screen query (which asks for that field once the lead exists) is
 * answered from the store, with no second round trip.
 */
const mutation = graphql`
  mutation useIntakeCreateLeadMutation($input: CreateLeadInput!) {
    createLead(input: $input) {
      lead {
        id
        databaseId
        ...IntakeFormScreen_lead
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

export function useIntakeCreateLeadMutation() {
  return useMutation<CreateLeadMutation>(mutation);
}

export const linkCreatedLead = (store: import('relay-runtime').RecordSourceSelectorProxy) => {
  const lead = store.getRootField('createLead')?.getLinkedRecord('lead');
  const databaseId = lead?.getValue('databaseId');
  if (lead && typeof databaseId === 'number') store.getRoot().setLinkedRecord(lead, 'lead', { databaseId });
};
