import { graphql } from 'react-relay';

/** Saves the organization's reminder schedule (issue 26 item 15): on/off and the days after sending. */
export const updateReminderSettingsMutation = graphql`
  mutation updateReminderSettingsMutation($input: UpdateReminderSettingsInput!) {
    updateReminderSettings(input: $input) {
      organization {
        id
        reminderSettings {
          enabled
          days
        }
      }
      message
      userErrors {
        field
        messages
      }
    }
  }
`;
