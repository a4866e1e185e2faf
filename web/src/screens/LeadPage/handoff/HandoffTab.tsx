import { Skeleton, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { HandoffTabQuery } from '../../../__generated__/HandoffTabQuery.graphql';
import { useViewer } from '../../../auth/ViewerProvider';
import { ErrorBoundary, useRetryKey } from '../../../components/ErrorBoundary';
import { HandoffPanel } from './HandoffPanel';

/**
 * The lead page's Handoff tab (issue 26, item 18): its own small query, asked when the tab first
 * opens. The EPC organizations to choose from are asked only by those who may hand off.
 */
const handoffTabQuery = graphql`
  query HandoffTabQuery($databaseId: Int!, $withEpcs: Boolean!) {
    handoff(leadDatabaseId: $databaseId) {
      ...HandoffPanel_handoff
    }
    handoffEpcOrganizations @include(if: $withEpcs) { databaseId name }
  }
`;

export function HandoffTab({ databaseId, updated }: { databaseId: number; updated: string }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<HandoffSkeleton />}>
        <HandoffLoader databaseId={databaseId} updated={updated} />
      </Suspense>
    </ErrorBoundary>
  );
}

export function HandoffSkeleton() {
  return <Stack gap="3" pt="2" data-testid="handoff-skeleton"><Skeleton height="10" /><Skeleton height="24" /><Skeleton height="16" /><Skeleton height="16" /></Stack>;
}

function HandoffLoader({ databaseId, updated }: { databaseId: number; updated: string }) {
  const { viewer } = useViewer();
  const retry = useRetryKey();
  // Org admins and super admins may hand off (the api decides per lead; others are not asked).
  const withEpcs = !!viewer && (viewer.isSuperAdmin || viewer.isOrgAdmin);
  const data = useLazyLoadQuery<HandoffTabQuery>(handoffTabQuery, { databaseId, withEpcs }, { fetchPolicy: 'store-and-network', fetchKey: `${retry}:${updated}` });
  if (!data.handoff) return null;
  return (
    <Stack gap="4" pt="2" maxW="4xl">
      <HandoffPanel handoff={data.handoff} epcOrganizations={data.handoffEpcOrganizations ?? null} />
    </Stack>
  );
}
