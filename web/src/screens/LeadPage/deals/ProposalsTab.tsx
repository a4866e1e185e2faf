import { graphql, useFragment } from 'react-relay';
import type { ProposalsTab_lead$key } from '../../../__generated__/ProposalsTab_lead.graphql';

/**
 * CONTRACT (issue 5): the lead page's Proposals tab. The lead page spreads `...ProposalsTab_lead` into
 * its one query and renders <ProposalsTab lead={lead} />; this file owns everything inside the tab.
 */
export function ProposalsTab({ lead }: { lead: ProposalsTab_lead$key }) {
  const data = useFragment(
    graphql`
      fragment ProposalsTab_lead on Lead {
        id
      }
    `,
    lead,
  );
  return <div data-lead={data.id} />;
}
