import { graphql, useFragment } from 'react-relay';
import type { AgreementsTab_lead$key } from '../../../__generated__/AgreementsTab_lead.graphql';

/**
 * CONTRACT (issue 5): the lead page's Agreements tab. The lead page spreads `...AgreementsTab_lead` into
 * its one query and renders <AgreementsTab lead={lead} />; this file owns everything inside the tab.
 */
export function AgreementsTab({ lead }: { lead: AgreementsTab_lead$key }) {
  const data = useFragment(
    graphql`
      fragment AgreementsTab_lead on Lead {
        id
      }
    `,
    lead,
  );
  return <div data-lead={data.id} />;
}
