import { graphql } from 'react-relay';

/** The Organizations screen's mutations (issue 26); each answers the organization as the screen shows it. */
export const updateManagedOrganizationMutation = graphql`
  mutation OrganizationsUpdateMutation($input: UpdateManagedOrganizationInput!) {
    updateManagedOrganization(input: $input) {
      message
      organization { ...OrganizationScreen_organization }
      userErrors { field messages }
    }
  }
`;

export const deactivateOrganizationMutation = graphql`
  mutation OrganizationsDeactivateMutation($input: DeactivateOrganizationInput!) {
    deactivateOrganization(input: $input) {
      message
      organization { ...OrganizationScreen_organization }
      userErrors { field messages }
    }
  }
`;

export const reactivateOrganizationMutation = graphql`
  mutation OrganizationsReactivateMutation($input: ReactivateOrganizationInput!) {
    reactivateOrganization(input: $input) {
      message
      organization { ...OrganizationScreen_organization }
      userErrors { field messages }
    }
  }
`;

export const updateOrganizationMemberMutation = graphql`
  mutation OrganizationsUpdateMemberMutation($input: UpdateOrganizationMemberInput!) {
    updateOrganizationMember(input: $input) {
      message
      member { id membershipType active deactivatedAt }
      userErrors { field messages }
    }
  }
`;
