import { Alert, HStack, Link, Skeleton, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useDeferredValue, useLayoutEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { LeadPageContent_lead$key } from '../../__generated__/LeadPageContent_lead.graphql';
import { leadFlow, shell } from '../../messages';
import { paths } from '../../routing/paths';
import { DealHeader } from './header/DealHeader';
import { DraftBanner } from './header/DraftBanner';
import { LeadHeader } from './header/LeadHeader';
import { LeadTabs } from './LeadTabs';
import { LeadLiveUpdates } from './live/LiveUpdates';
import { leadPageTexts as text } from './texts';
import { LeadWritableProvider } from './leadWritable';

// bench:web times a reload's rendering from the later of the data and this code being there.
performance.mark('lead:code');

/**
 * Everything the page shows of a lead, in one fragment. Lead mutations spread it in their payload's
 * `lead { }`, so each answer refreshes every part of the page from the store, with no refetch.
 */
export const leadPageContentFragment = graphql`
  fragment LeadPageContent_lead on Lead {
    id
    isDraft
    cancellation { cancelledAt }
    projectInfo {
      __typename
    }
    ...LeadHeader_lead
    ...DealHeader_lead
    ...LeadTabs_lead
  }
`;

interface Props {
  lead: LeadPageContent_lead$key;
  /** Super admins and org admins (§6): they may reassign. */
  canAssign: boolean;
}

export function LeadPageContent({ lead, canAssign }: Props) {
  const data = useFragment(leadPageContentFragment, lead);
  // Issue 28: the header first (name, stage, deal: the first screen on a phone), the tabs in a
  // transition right after; one commit of both was a 560 ms task on a phone's CPU.
  const showTabs = useDeferredValue(true, false);
  // bench:web reads this: when the lead's page was first committed.
  useLayoutEffect(() => { performance.mark('lead:content'); }, []);
  return (
    <LeadLiveUpdates leadId={data.id}>
      <LeadWritableProvider value={!data.cancellation}>
      <Stack gap="5" minW="0">
        <Link asChild alignSelf="start" color="fg.muted" textStyle="sm" _hover={{ color: 'brand.fg' }}>
          <RouterLink to={paths.leads}>
            <ArrowLeft size="16" aria-hidden />
            {text.backToLeads}
          </RouterLink>
        </Link>
        {data.isDraft && <DraftBanner leadId={data.id} />}
        <LeadHeader lead={data} canAssign={canAssign} />
        <DealHeader lead={data} />
        {/* §4: project_info stays empty until enrichment has run. */}
        {!data.projectInfo && (
          <Alert.Root status="warning" data-testid="not-enriched">
            <Alert.Indicator />
            <Alert.Title>{leadFlow.notEnriched}</Alert.Title>
          </Alert.Root>
        )}
        {showTabs ? <LeadTabs lead={data} /> : <TabsPlaceholder />}
      </Stack>
      </LeadWritableProvider>
    </LeadLiveUpdates>
  );
}

/** Where the tabs come, for the moment before they do (LeadPageSkeleton's tab row and panel). */
function TabsPlaceholder() {
  return (
    <Stack gap="5" role="status" aria-label={shell.loading}>
      <HStack gap="4">
        {Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height="8" width="20" />)}
      </HStack>
      <Skeleton height="48" />
    </Stack>
  );
}
