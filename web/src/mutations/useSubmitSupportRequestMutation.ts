import { graphql, useMutation } from 'react-relay';
import type { useSubmitSupportRequestMutation as SubmitSupportRequestMutation } from '../__generated__/useSubmitSupportRequestMutation.graphql';

/**
 * Sends the CONTACT US form (§4 support popover). The optional attachment travels as a Relay
 * uploadable named after its variable: `uploadables: { file }` fills `$file` (see relay/request.ts).
 */
const mutation = graphql`
  mutation useSubmitSupportRequestMutation($contact: String!, $message: String!, $file: Upload) {
    submitSupportRequest(contact: $contact, message: $message, file: $file) {
      supportRequestId
      message
      userErrors {
        field
        messages
      }
    }
  }
`;

export function useSubmitSupportRequestMutation() {
  return useMutation<SubmitSupportRequestMutation>(mutation);
}
