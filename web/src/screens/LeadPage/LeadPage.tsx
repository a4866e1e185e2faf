import { Suspense } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useParams } from 'react-router-dom';
import { useViewer } from '../../auth/ViewerProvider';
import { ErrorBoundary, useRetryKey } from '../../components/ErrorBoundary';
import type { LeadPageQuery } from '../../__generated__/LeadPageQuery.graphql';
import { LeadNotFound } from './LeadNotFound';
import { LeadPageContent } from './LeadPageContent';
import { LeadPageSkeleton } from './LeadPageSkeleton';
import { isPreloaded } from '../../routing/routeQueries';

/**
 * The page's one query: the lead with the fragments of every part (header, tabs, documents,
 * details, and the deals helper's Quotes/Proposals/Agreements tabs) plus, for the §6 reassignment,
 * the organizations the viewer may assign to (fetched only for those allowed to reassign).
 */
export const leadPageQuery = graphql`
  query LeadPageQuery($databaseId: Int!) @preloadable {
    lead(databaseId: $databaseId) {
      ...LeadPageContent_lead
    }
  }
`;

/** /manage/leads/{id} (§2); ParamRoute has already checked the id is 1–10 digits. */
export function LeadPage() {
  const id = Number(useParams().id);
  return (
    <ErrorBoundary>
      <Suspense fallback={<LeadPageSkeleton />}>
        <LeadPageLoader databaseId={id} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LeadPageLoader({ databaseId }: { databaseId: number }) {
  const { viewer } = useViewer();
  const canAssign = Boolean(viewer?.isSuperAdmin || viewer?.isOrgAdmin);
  // After "Try again" the retry key asks the server again instead of replaying the failure.
  const fetchKey = useRetryKey();
  // The reassign dialog asks for the organizations' users when it opens (issue 28: the page is one upstream call).
  const variables = { databaseId };
  // A lead shown before is refreshed (store-and-network); when the route's entry has already asked
  // (routeQueries.ts, issue 28), that request is the refresh: the page joins it instead of asking twice.
  const preloaded = isPreloaded(useRelayEnvironment(), 'LeadPageQuery', variables) && fetchKey === 0;
  const data = useLazyLoadQuery<LeadPageQuery>(leadPageQuery, variables, { fetchPolicy: preloaded ? 'store-or-network' : 'store-and-network', fetchKey });
  // Unknown ids and another organization's leads both answer null (404 upstream), by design.
  if (!data.lead) return <LeadNotFound />;
  return <LeadPageContent lead={data.lead} canAssign={canAssign} />;
}
