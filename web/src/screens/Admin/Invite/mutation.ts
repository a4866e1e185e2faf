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
