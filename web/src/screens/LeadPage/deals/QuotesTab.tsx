import { graphql, useFragment } from 'react-relay';
import type { QuotesTab_lead$key } from '../../../__generated__/QuotesTab_lead.graphql';

/**
 * CONTRACT (issue 5): the lead page's Quotes tab. The lead page spreads `...QuotesTab_lead` into
 * its one query and renders <QuotesTab lead={lead} />; this file owns everything inside the tab.
 */
export function QuotesTab({ lead }: { lead: QuotesTab_lead$key }) {
  const data = useFragment(
    graphql`
      fragment QuotesTab_lead on Lead {
        id
      }
    `,
    lead,
  );
  return <div data-lead={data.id} />;
}
