import { Skeleton, Tabs } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LeadTabs_lead$key } from '../../__generated__/LeadTabs_lead.graphql';
import { shell } from '../../messages';
import { lazyNamed } from '../../routing/prefetch';
import { QuotesTab } from './deals/QuotesTab';
import { LEAD_TABS, leadPageTexts as text, type LeadTab } from './texts';

// Issue 28: only the tab on screen at first (Quotes) is in the page's chunk. The others, with their
// dialogs, forms and mutations (each mutation's artifact carries the whole page's fragment, ~18 KB
// minified), load when opened, or when a pointer or the keyboard reaches the tab list.
const ProposalsTab = lazyNamed(() => import('./deals/ProposalsTab'), 'ProposalsTab');
const AgreementsTab = lazyNamed(() => import('./deals/AgreementsTab').then(({ AgreementsTab }) => ({ AgreementsTab })), 'AgreementsTab');
const DocumentsTab = lazyNamed(() => import('./documents/DocumentsTab'), 'DocumentsTab');
const DetailsTab = lazyNamed(() => import('./details/DetailsTab'), 'DetailsTab');
const ActivityTab = lazyNamed(() => import('./activity/ActivityTab'), 'ActivityTab');
const HandoffTab = lazyNamed(() => import('./handoff/HandoffTab'), 'HandoffTab');
const TasksTab = lazyNamed(() => import('./tasks/TasksTab'), 'TasksTab');
const LAZY_TABS = [ProposalsTab, AgreementsTab, DocumentsTab, DetailsTab, ActivityTab, HandoffTab, TasksTab];

let tabsPreloaded = false;
/** Starts loading every lazy tab's chunk once (a tab about to be opened). */
const preloadTabs = () => {
  if (tabsPreloaded) return;
  tabsPreloaded = true;
  for (const tab of LAZY_TABS) tab.preload().catch(() => { tabsPreloaded = false; });
};

/** A lazy tab's place while its chunk arrives. */
function TabSkeleton() {
  return <Skeleton height="48" mt="4" role="status" aria-label={shell.loading} />;
}

const lazyTab = (content: ReactNode) => <Suspense fallback={<TabSkeleton />}>{content}</Suspense>;

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
      <Tabs.List aria-label={text.tabsLabel} overflowX="auto" overflowY="hidden" maxW="full" onPointerEnter={preloadTabs} onFocus={preloadTabs}>
        {LEAD_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} flexShrink="0">
            {text.tabs[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="quotes"><QuotesTab lead={data} /></Tabs.Content>
      <Tabs.Content value="proposals">{lazyTab(<ProposalsTab lead={data} />)}</Tabs.Content>
      <Tabs.Content value="agreements">{lazyTab(<AgreementsTab lead={data} />)}</Tabs.Content>
      <Tabs.Content value="documents">{lazyTab(<DocumentsTab lead={data} />)}</Tabs.Content>
      <Tabs.Content value="details">{lazyTab(<DetailsTab lead={data} />)}</Tabs.Content>
      <Tabs.Content value="activity">{lazyTab(<ActivityTab databaseId={data.databaseId} updated={data.updated} />)}</Tabs.Content>
      <Tabs.Content value="handoff">{lazyTab(<HandoffTab databaseId={data.databaseId} updated={data.updated} />)}</Tabs.Content>
      <Tabs.Content value="tasks">{lazyTab(<TasksTab databaseId={data.databaseId} updated={data.updated} />)}</Tabs.Content>
    </Tabs.Root>
  );
}
