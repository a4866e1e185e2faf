import { Alert, Box, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Suspense, useMemo } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { OrganizationScreen_organization$key } from '../../../__generated__/OrganizationScreen_organization.graphql';
import type { OrganizationScreenQuery } from '../../../__generated__/OrganizationScreenQuery.graphql';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { formatDateTime } from '../../../components/table/format';
import { TableEmpty } from '../../../components/table/TableEmpty';
import { usePagedQuery } from '../../../components/table/usePagedQuery';
import { paths } from '../../../routing/paths';
import { AccessCard } from './AccessCard';
import { DetailsCard } from './DetailsCard';
import { HistoryCard } from './HistoryCard';
import { InviteCard } from './InviteCard';
import { MembersCard } from './MembersCard';
import { businessTypeLabel, OrganizationStatusBadge } from './OrganizationsTable';
import { organizationTexts as text } from './texts';

const query = graphql`
  query OrganizationScreenQuery($databaseId: Int!) {
    managedOrganization(databaseId: $databaseId) {
      ...OrganizationScreen_organization
    }
  }
`;

/** Everything the screen shows of one organization; the mutations answer it too, so the screen follows each change. */
const fragment = graphql`
  fragment OrganizationScreen_organization on ManagedOrganization {
    id
    databaseId
    organizationId
    name
    businessType
    status
    deactivatedAt
    deactivatedByName
    membersCount
    activeMembersCount
    leadsCount
    ...DetailsCard_organization
    ...AccessCard_organization
    ...HistoryCard_organization
  }
`;

/** /manage/organizations/:id (issue 26, super admins): one organization to rename, re-logo, staff, invite into, deactivate. */
export function OrganizationScreen() {
  const { id } = useParams();
  const variables = useMemo(() => ({ databaseId: Number(id) }), [id]);
  const { queryRef, reload } = usePagedQuery<OrganizationScreenQuery>(query, variables);
  const skeleton = <ScreenSkeleton />;
  return (
    <Stack gap="5" mt="2" minW="0">
      <Link asChild color="brand.fg" alignSelf="flex-start" textStyle="sm">
        <RouterLink to={paths.organizations}><ArrowLeft size={16} aria-hidden />{text.back}</RouterLink>
      </Link>
      <ErrorBoundary resetKeys={[queryRef]} onRetry={reload}>
        <Suspense fallback={skeleton}>{queryRef ? <Content queryRef={queryRef} reload={reload} /> : skeleton}</Suspense>
      </ErrorBoundary>
    </Stack>
  );
}

function ScreenSkeleton() {
  return (
    <Stack gap="5" aria-busy="true">
      <Skeleton height="8" width="60%" />
      <Skeleton height="40" />
      <Skeleton height="56" />
    </Stack>
  );
}

function Content({ queryRef, reload }: { queryRef: PreloadedQuery<OrganizationScreenQuery>; reload: () => void }) {
  const data = usePreloadedQuery<OrganizationScreenQuery>(query, queryRef);
  if (!data.managedOrganization) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">{text.notFoundTitle}</Heading>
        <TableEmpty title={text.notFoundTitle} description={text.notFoundText} />
      </Stack>
    );
  }
  return <Organization organization={data.managedOrganization} reload={reload} />;
}

function Organization({ organization, reload }: { organization: OrganizationScreen_organization$key; reload: () => void }) {
  const org = useFragment(fragment, organization);
  const deactivated = org.status === 'DEACTIVATED';
  return (
    <Stack gap="5" minW="0">
      <Stack gap="1">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="xl" wordBreak="break-word">{org.name}</Heading>
          <OrganizationStatusBadge status={org.status} />
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          {businessTypeLabel(org.businessType)} · {text.counts(org.membersCount, org.leadsCount)}
        </Text>
      </Stack>
      {deactivated && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{text.deactivatedBanner(formatDateTime(org.deactivatedAt), org.deactivatedByName ?? null)}</Alert.Description>
        </Alert.Root>
      )}
      <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <DetailsCard organization={org} />
          <MembersCard organizationId={org.id} organizationName={org.name} databaseId={org.databaseId} onChanged={reload} />
          <InviteCard organizationId={org.organizationId} organizationName={org.name} deactivated={deactivated} />
        </Stack>
        <Stack gap="5" minW="0">
          <AccessCard organization={org} />
          <HistoryCard organization={org} />
        </Stack>
      </Box>
    </Stack>
  );
}
