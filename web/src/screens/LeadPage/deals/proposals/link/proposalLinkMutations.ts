import { graphql } from 'react-relay';

/** Creates a web link to a generated proposal; `url` is answered this once. The proposal's links refresh in the store. */
export const createProposalLinkMutation = graphql`
  mutation proposalLinkMutationsCreateMutation($proposalId: ID!, $expiresInDays: Int) {
    createProposalLink(proposalId: $proposalId, expiresInDays: $expiresInDays) {
      url
      message
      proposal {
        id
        ...ShareProposalLinkDialog_links
      }
      userErrors {
        field
        messages
      }
    }
  }
`;

/** Revokes a web proposal link: it stops opening for good. */
export const revokeProposalLinkMutation = graphql`
  mutation proposalLinkMutationsRevokeMutation($id: ID!) {
    revokeProposalLink(id: $id) {
      message
      link {
        id
        status
        revokedAt
      }
      userErrors {
        field
        messages
      }
    }
  }
`;
