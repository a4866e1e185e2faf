import { Badge, Box, Button, Card, Flex, Heading, Link as ChakraLink, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { HandedToUsBannerQuery } from '../../../__generated__/HandedToUsBannerQuery.graphql';
import type { HandedToUsQuery } from '../../../__generated__/HandedToUsQuery.graphql';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { formatDate } from '../../../format/dates';
import { HANDOFF_PATHS } from './paths';
import { handoffTexts as t } from './texts';

const PAGE = 20;

const handedQuery = graphql`
  query HandedToUsQuery($first: Int!) {
    handedLeads(first: $first) {
      totalCount
      items {
        leadDatabaseId
        leadName
        siteAddress
        sellerOrganizationName
        epcOrganization { name }
        handedAt
        cancelled
        nextDue
        progress { done total }
      }
    }
  }
`;

/**
 * "Handed to us" (issue 26, item 18): the leads other organizations handed to the viewer's EPC
 * organization, newest first, with their progress; each opens the handoff screen.
 */
export function HandedToUsScreen() {
  return (
    <Stack gap="4" maxW="4xl" mx="auto" w="full">
      <Box>
        <Heading as="h1" size="lg">{t.handedToUs}</Heading>
        <Text color="fg.muted">{t.handedToUsIntro}</Text>
      </Box>
      <ErrorBoundary>
        <Suspense fallback={<Stack gap="3"><Skeleton height="20" /><Skeleton height="20" /></Stack>}>
          <HandedList />
        </Suspense>
      </ErrorBoundary>
    </Stack>
  );
}

function HandedList() {
  const [first, setFirst] = useState(PAGE);
  const data = useLazyLoadQuery<HandedToUsQuery>(handedQuery, { first }, { fetchPolicy: 'store-and-network' });
  // Null only with an error (root fields are nullable): nothing to list.
  const items = data.handedLeads?.items ?? [];
  const totalCount = data.handedLeads?.totalCount ?? 0;
  if (!items.length) return <Card.Root variant="outline"><Card.Body><Text data-testid="handed-empty">{t.handedEmpty}</Text></Card.Body></Card.Root>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="handed-list">
        {items.map((h) => (
          <Box as="li" key={h.leadDatabaseId} borderWidth="1px" borderColor="border" rounded="l2" p={{ base: '3', md: '4' }} bg="bg.panel">
            <Flex justify="space-between" gap="2" wrap="wrap" align="baseline">
              <ChakraLink asChild colorPalette="brand" fontWeight="semibold" wordBreak="break-word">
                <RouterLink to={HANDOFF_PATHS.handoff(h.leadDatabaseId)}>{h.leadName}</RouterLink>
              </ChakraLink>
              <Flex gap="2" align="center">
                {h.cancelled && <Badge colorPalette="red">{t.cancelledTag}</Badge>}
                <Badge colorPalette="brand" data-testid="handed-progress">{t.badge(h.progress.done, h.progress.total)}</Badge>
              </Flex>
            </Flex>
            <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
              {[t.from(h.sellerOrganizationName), h.siteAddress, formatDate(h.handedAt), h.nextDue ? t.nextDue(formatDate(h.nextDue)) : null].filter(Boolean).join(' · ')}
            </Text>
            <Progress.Root mt="2" value={h.progress.total ? Math.round((h.progress.done / h.progress.total) * 100) : 0} size="xs" colorPalette="brand" aria-label={`${t.progressLabel}: ${h.leadName}`}>
              <Progress.Track><Progress.Range /></Progress.Track>
            </Progress.Root>
          </Box>
        ))}
      </Stack>
      {items.length < totalCount && first < 100 && (
        <Box><Button size="sm" variant="outline" onClick={() => setFirst((n) => Math.min(100, n + PAGE))}>{t.loadMore}</Button></Box>
      )}
    </Stack>
  );
}

const bannerQuery = graphql`
  query HandedToUsBannerQuery {
    handedLeads(first: 1) { totalCount }
  }
`;

/** On the lead list: a line telling an EPC organization's users that leads were handed to them (nothing when none). */
export function HandedToUsBanner() {
  return (
    <Quiet>
      <Suspense fallback={null}>
        <Banner />
      </Suspense>
    </Quiet>
  );
}

function Banner() {
  const data = useLazyLoadQuery<HandedToUsBannerQuery>(bannerQuery, {}, { fetchPolicy: 'store-and-network' });
  const n = data.handedLeads?.totalCount ?? 0;
  if (!n) return null;
  return (
    <Flex gap="3" align="center" wrap="wrap" borderWidth="1px" borderColor="brand.200" bg="brand.50" _dark={{ bg: 'brand.950', borderColor: 'brand.800' }} rounded="l2" px="4" py="2" data-testid="handed-banner">
      <Text textStyle="sm">{t.handedBanner(n)}</Text>
      <ChakraLink asChild colorPalette="brand" textStyle="sm" fontWeight="semibold"><RouterLink to={HANDOFF_PATHS.list}>{t.openHanded}</RouterLink></ChakraLink>
    </Flex>
  );
}

/** The banner is an aside: if its query fails the list goes on without it (the list's own boundary reports failures). */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  render() { return this.state.failed ? null : this.props.children; }
}
