import { graphql } from 'react-relay';

export const createInviteMutation = graphql`
  mutation AdminCreateInviteMutation($input: CreateInviteInput!) {
    createInvite(input: $input) {
      invite { id }
      message
      userErrors { field messages }
    }
  }
`;

/** Issue 26: revoke and resend from the Invites table; the answer updates the row in the store. */
export const revokeInviteMutation = graphql`
  mutation AdminRevokeInviteMutation($id: ID!) {
    revokeInvite(id: $id) {
      invite { id revoked accepted }
      message
      userErrors { field messages }
    }
  }
`;

export const resendInviteMutation = graphql`
  mutation AdminResendInviteMutation($id: ID!) {
    resendInvite(id: $id) {
      invite { id revoked accepted created }
      message
      userErrors { field messages }
    }
  }
`;
