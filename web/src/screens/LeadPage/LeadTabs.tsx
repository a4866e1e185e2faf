import { Tabs } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LeadTabs_lead$key } from '../../__generated__/LeadTabs_lead.graphql';
import { ActivityTab } from './activity/ActivityTab';
import { AgreementsTab } from './deals/AgreementsTab';
import { ProposalsTab } from './deals/ProposalsTab';
import { QuotesTab } from './deals/QuotesTab';
import { DetailsTab } from './details/DetailsTab';
import { DocumentsTab } from './documents/DocumentsTab';
import { TasksTab } from './tasks/TasksTab';
import { HandoffTab } from './handoff/HandoffTab';
import { LEAD_TABS, leadPageTexts as text, type LeadTab } from './texts';

/** The tab a URL hash names (#documents, or #agreements/send-ppa with an intent); Quotes by default (§2, §4). */
export function tabFromHash(hash: string): LeadTab {
  const name = hash.replace(/^#/, '').split('/')[0] as LeadTab;
  return LEAD_TABS.includes(name) ? name : 'quotes';
}

/** The tabs' element id: the deal header's next action scrolls to it. */
export const LEAD_TABS_ID = 'lead-tabs';

/**
 * The six tabs (the sixth the activity timeline, issue 15), the active one kept in the URL hash like the lead list's (§2), so a reload or a
 * shared link opens the same tab. Tabs mount on first visit and stay mounted, so an edit in
 * progress on Details survives a look at Documents.
 */
export function LeadTabs({ lead }: { lead: LeadTabs_lead$key }) {
  const data = useFragment(
    graphql`
      fragment LeadTabs_lead on Lead {
        ...QuotesTab_lead
        ...ProposalsTab_lead
        ...AgreementsTab_lead
        ...DocumentsTab_lead
        ...DetailsTab_lead
        databaseId
        updated
      }
    `,
    lead,
  );
  const location = useLocation();
  const navigate = useNavigate();
  const value = tabFromHash(location.hash);
  return (
    <Tabs.Root
      id={LEAD_TABS_ID}
      value={value}
      onValueChange={(e) => navigate({ hash: e.value }, { replace: true })}
      lazyMount
      colorPalette="brand"
      variant="line"
    >
      <Tabs.List aria-label={text.tabsLabel} overflowX="auto" overflowY="hidden" maxW="full">
        {LEAD_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} flexShrink="0">
            {text.tabs[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="quotes"><QuotesTab lead={data} /></Tabs.Content>
      <Tabs.Content value="proposals"><ProposalsTab lead={data} /></Tabs.Content>
      <Tabs.Content value="agreements"><AgreementsTab lead={data} /></Tabs.Content>
      <Tabs.Content value="documents"><DocumentsTab lead={data} /></Tabs.Content>
      <Tabs.Content value="details"><DetailsTab lead={data} /></Tabs.Content>
      <Tabs.Content value="activity"><ActivityTab databaseId={data.databaseId} updated={data.updated} /></Tabs.Content>
      <Tabs.Content value="handoff"><HandoffTab databaseId={data.databaseId} updated={data.updated} /></Tabs.Content>
      <Tabs.Content value="tasks"><TasksTab databaseId={data.databaseId} updated={data.updated} /></Tabs.Content>
    </Tabs.Root>
  );
}
