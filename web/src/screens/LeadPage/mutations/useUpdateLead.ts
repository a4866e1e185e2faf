import { useCallback } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { UpdateLeadInput, useUpdateLeadMutation } from '../../../__generated__/useUpdateLeadMutation.graphql';
import type { UserErrors } from '../../../mutations/userErrors';
import { onMutationError } from './feedback';

const mutation = graphql`
  mutation useUpdateLeadMutation($id: ID!, $input: UpdateLeadInput!) {
    updateLead(id: $id, input: $input) {
      message
      userErrors {
        field
        messages
      }
      lead {
        ...LeadPageContent_lead
        projectInfo {
          estimatedYearProduction
          essEpcPrice
        }
      }
    }
  }
`;

/** §4's second fetch: the whole page's lead again, by global id, into the same store records. */
const refetchQuery = graphql`
  query useUpdateLeadRefetchQuery($id: ID!) {
    node(id: $id) {
      ...LeadPageContent_lead @alias(as: "lead")
    }
  }
`;

export interface UpdateOutcome {
  ok: boolean;
  message: string | null;
  userErrors: UserErrors;
}

/**
 * updateLead, answering the refreshed lead (the page updates from the payload). §4: when the
 * answer's project info still lacks the yearly production or the ESS price, fetch the lead once
 * more so both are filled (the gateway usually fills them already; then nothing else is sent).
 */
export function useUpdateLead() {
  const [commit, inFlight] = useMutation<useUpdateLeadMutation>(mutation);
  const environment = useRelayEnvironment();
  const update = useCallback(
    (id: string, input: UpdateLeadInput) =>
      new Promise<UpdateOutcome>((resolve) => {
        commit({
          variables: { id, input },
          onCompleted: ({ updateLead }) => {
            const info = updateLead.lead?.projectInfo;
            if (updateLead.lead && (info?.estimatedYearProduction == null || info?.essEpcPrice == null)) {
              fetchQuery(environment, refetchQuery, { id }, { fetchPolicy: 'network-only' }).subscribe({});
            }
            resolve({ ok: updateLead.userErrors.length === 0, message: updateLead.message ?? null, userErrors: updateLead.userErrors });
          },
          onError: (error) => {
            onMutationError(error);
            resolve({ ok: false, message: null, userErrors: [] });
          },
        });
      }),
    [commit, environment],
  );
  return [update, inFlight] as const;
}
