import { List, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { HistoryCard_organization$data, HistoryCard_organization$key } from '../../../__generated__/HistoryCard_organization.graphql';
import { formatDateTime } from '../../../components/table/format';
import { Section } from './Section';
import { organizationTexts as text } from './texts';

type Entry = HistoryCard_organization$data['history'][number];

/** One line of the history, in words. */
export function historyLine(e: Entry): string {
  const h = text.history;
  switch (e.action) {
    case 'RENAMED': return h.RENAMED(e.fromName ?? null, e.toName ?? null);
    case 'LOGO_CHANGED': return h.LOGO_CHANGED;
    case 'LOGO_REMOVED': return h.LOGO_REMOVED;
    case 'BUSINESS_TYPE_CHANGED': return h.BUSINESS_TYPE_CHANGED(e.businessType ? text.businessTypes[e.businessType as keyof typeof text.businessTypes] ?? null : null);
    case 'MEMBER_ROLE_CHANGED': return h.MEMBER_ROLE_CHANGED(e.memberEmail ?? null, e.membershipType ? text.roles[e.membershipType as keyof typeof text.roles] ?? null : null);
    case 'MEMBER_DEACTIVATED': return h.MEMBER_DEACTIVATED(e.memberEmail ?? null);
    case 'MEMBER_REACTIVATED': return h.MEMBER_REACTIVATED(e.memberEmail ?? null);
    case 'DEACTIVATED': return h.DEACTIVATED(e.reason ?? null);
    case 'REACTIVATED': return h.REACTIVATED;
    default: return h.DESCRIPTION_CHANGED;
  }
}

/** Who changed what, and when (the latest 20 changes). */
export function HistoryCard({ organization }: { organization: HistoryCard_organization$key }) {
  const org = useFragment(
    graphql`
      fragment HistoryCard_organization on ManagedOrganization {
        history { id action actorName createdAt fromName toName memberEmail membershipType businessType reason }
      }
    `,
    organization,
  );
  return (
    <Section title={text.historyHeading} id="organization-history-heading">
      {org.history.length === 0 ? <Text color="fg.muted">{text.historyEmpty}</Text> : (
        <List.Root variant="plain" gap="3">
          {org.history.map((e) => (
            <List.Item key={e.id}>
              <Stack gap="0">
                <Text textStyle="sm" wordBreak="break-word">{historyLine(e)}</Text>
                <Text textStyle="xs" color="fg.muted">{text.by(e.actorName ?? null, formatDateTime(e.createdAt))}</Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Section>
  );
}
