import { Box, Card, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import type { HandoffScreenQuery } from '../../../__generated__/HandoffScreenQuery.graphql';
import { ErrorBoundary, useRetryKey } from '../../../components/ErrorBoundary';
import { LEAD_ID_PATTERN } from '../../../routing/paths';
import { HandoffPanel } from './HandoffPanel';
import { HandoffSkeleton } from './HandoffTab';
import { HANDOFF_PATHS } from './paths';
import { handoffTexts as t } from './texts';

const handoffScreenQuery = graphql`
  query HandoffScreenQuery($databaseId: Int!) {
    handoff(leadDatabaseId: $databaseId) {
      leadName
      viewerSide
      sellerOrganization { name }
      ...HandoffPanel_handoff
    }
  }
`;

/**
 * A handed-over lead as its EPC organization's users see it (/manage/handoffs/:id; issue 26, item
 * 18): the checklist and the project packet, nothing else of the sale (the lead page stays a 404 to
 * them). The selling organization's users are sent to the lead page's Handoff tab.
 */
export function HandoffScreen() {
  const { id = '' } = useParams();
  if (!LEAD_ID_PATTERN.test(id)) return <HandoffMissing />;
  return (
    <Stack gap="4" maxW="4xl" mx="auto" w="full">
      <ChakraLink asChild colorPalette="brand" textStyle="sm"><RouterLink to={HANDOFF_PATHS.list}>{t.backToList}</RouterLink></ChakraLink>
      <ErrorBoundary>
        <Suspense fallback={<HandoffSkeleton />}>
          <HandoffLoader databaseId={Number(id)} />
        </Suspense>
      </ErrorBoundary>
    </Stack>
  );
}

function HandoffLoader({ databaseId }: { databaseId: number }) {
  const retry = useRetryKey();
  const data = useLazyLoadQuery<HandoffScreenQuery>(handoffScreenQuery, { databaseId }, { fetchPolicy: 'store-and-network', fetchKey: retry });
  if (!data.handoff) return <HandoffMissing />;
  if (data.handoff.viewerSide === 'SELLER') return <Navigate to={`/manage/leads/${databaseId}#handoff`} replace />;
  return (
    <Stack gap="4">
      <Box>
        <Heading as="h1" size="lg" wordBreak="break-word">{data.handoff.leadName}</Heading>
        <Text color="fg.muted">{t.title}{data.handoff.sellerOrganization ? ` · ${t.from(data.handoff.sellerOrganization.name)}` : ''}</Text>
      </Box>
      <HandoffPanel handoff={data.handoff} />
    </Stack>
  );
}

function HandoffMissing() {
  return (
    <Card.Root variant="outline" maxW="4xl" mx="auto" w="full">
      <Card.Body gap="3">
        <Heading as="h1" size="md">{t.title}</Heading>
        <Text>{t.notFound}</Text>
        <ChakraLink asChild colorPalette="brand"><RouterLink to={HANDOFF_PATHS.list}>{t.backToList}</RouterLink></ChakraLink>
      </Card.Body>
    </Card.Root>
  );
}
