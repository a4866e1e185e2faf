import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LeadPricingProvider_lead$key } from '../../../../__generated__/LeadPricingProvider_lead.graphql';
import { LeadDefaultsProvider, leadDefaultsOf } from './leadDefaults';
import { PreviewLeadProvider } from './PricePreview';

/**
 * The lead's values the pricing model reads (issue 15), for the proposal and quote dialogs below:
 * "From the lead: …" next to each field left empty, and the live price and savings preview. One
 * fragment, spread by the Proposals and Quotes tabs.
 */
export function LeadPricingProvider({ lead, children }: { lead: LeadPricingProvider_lead$key; children: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment LeadPricingProvider_lead on Lead {
        projectInfo {
          systemSize
          estimatedYearProduction
          epcPrice
          essCapacity
          essEpcPrice
          installType
          avoidedCost
        }
        property {
          siteAddress
          latitude
          installType
          calculatedSystemSize
          rooftopSolarCapacity
          calculatedSystemProduction
          estimatedEpcCost
          avoidedCost
        }
        designData {
          proposedSystemSize
          estimatedProduction
          epcCost
          essCapacity
          essEpcPrice
        }
        # The site's own rate and production per kW: what the api prices with where the lead has none (issue 25).
        economics {
          rate {
            commercialRate
          }
          production {
            annualKwhPerKw
          }
        }
      }
    `,
    lead,
  );
  return (
    <LeadDefaultsProvider value={leadDefaultsOf(data.projectInfo)}>
      <PreviewLeadProvider value={data}>{children}</PreviewLeadProvider>
    </LeadDefaultsProvider>
  );
}
