import { Alert, Button, Flex, HStack, Stack } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { DetailsTab_lead$data, DetailsTab_lead$key } from '../../../__generated__/DetailsTab_lead.graphql';
import type { UpdateLeadInput } from '../../../__generated__/useUpdateLeadMutation.graphql';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errors, success } from '../../../messages';
import { useUpdateLead } from '../mutations/useUpdateLead';
import { leadPageTexts } from '../texts';
import { DetailsRead } from './DetailsRead';
import { DETAILS_FORM_ID } from './fields';
import { buildUpdateInput, draftFrom, fieldKeyOfUserError, validateDraft, type Draft, type LeadValues } from './draft';
import { SystemImageCard } from './SystemImageCard';
import { LeaveGuard } from '../../../components/LeaveGuard';
import { propertyText, wizardText } from '../../IntakeForm/texts';
import type { PrequalifyOutcome } from '../../IntakeForm/usePrequalify';
import { useLeadWritable } from '../leadWritable';
import { lazyNamed } from '../../../routing/prefetch';

// Issue 28: the edit form (with the address combobox) and the re-enrichment panel load when used.
const DetailsForm = lazyNamed(() => import('./DetailsForm'), 'DetailsForm');
const PrequalifyPanel = lazyNamed(() => import('../../IntakeForm/PrequalifyPanel'), 'PrequalifyPanel');
/** The row above the fields: what mode the tab is in, and its buttons. */
const actionRow = (status: React.ReactNode, buttons: React.ReactNode) => (
  <Flex justify="space-between" align="center" gap="3" wrap="wrap">
    {status}
    <HStack gap="2">{buttons}</HStack>
  </Flex>
);
const preloadForm = () => { DetailsForm.preload().catch(() => { /* the form's own load reports it */ }); };

const t = leadPageTexts.details;

/** The lead again after a re-enrichment: its details and header (stage, address) from the server. */
const refetchQuery = graphql`
  query DetailsTabRefetchQuery($databaseId: Int!) {
    lead(databaseId: $databaseId) {
      ...DetailsTab_lead
      ...LeadHeader_lead
    }
  }
`;

/**
 * Details tab (§4 lead page): read view of the lead's data in cards; Edit mode keeps the edit data
 * (across tab switches too: the tab stays mounted) until Update commits it or Cancel edit drops it.
 */
export function DetailsTab({ lead }: { lead: DetailsTab_lead$key }) {
  const writable = useLeadWritable();
  const data = useFragment(
    graphql`
      fragment DetailsTab_lead on Lead {
        id
        databaseId
        name
        notes
        energyReseller
        ownerType
        customer {
          firstName lastName name role mailingAddress phoneExtension phoneNumbers emails
        }
        property {
          siteAddress latitude longitude locationPrecision state locationMismatchKm installType hasSolar buildingUse buildingSize roofComplexity utilityName
          utilityRateSchedule county annualConsumption preSolarAnnualUtilityCost avoidedCost rooftopSolarArea
          rooftopSolarCapacity projectNotes
        }
        designData {
          proposedSystemSize estimatedProduction epcCost roofRequired roofingCosts totalRoofSize surveyStatus
          surveyScheduledDate surveyCompleteDate surveyApprovedComplete constructionStartDate helioscopeLink
          essCapacity essEpcPrice essWarrantyLength roofWarrantyLength
        }
        projectInfo {
          systemSize estimatedYearProduction epcPrice avoidedCost installType proposalIntent essCapacity essSize essEpcPrice essWarrantyLength
        }
        ...SystemImageCard_lead
      }
    `,
    lead,
  );
  const values = data as unknown as LeadValues;
  const [draft, setDraft] = useState<Draft | null>(null);
  // Edits not sent yet: leaving the lead (or closing the tab) asks first (issue 15).
  const unsaved = useMemo(() => draft !== null && buildUpdateInput(values, draft) !== null, [draft, values]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [update, updating] = useUpdateLead();
  const [reEnriching, setReEnriching] = useState(false);
  const environment = useRelayEnvironment();
  const reEnriched = (outcome: PrequalifyOutcome) => {
    setReEnriching(false);
    if (outcome.kind === 'failed') notifyError(outcome.reason ? wizardText.prequalifyFailedBecause(outcome.reason) : wizardText.prequalifyFailed);
    else if (outcome.kind === 'timeout') notifyError(wizardText.prequalifyTimeout);
    else notifySuccess(t.reEnriched);
    // The estimates changed on the server: read the lead again (its page's fragments refresh).
    fetchQuery(environment, refetchQuery, { databaseId: data.databaseId }, { fetchPolicy: 'network-only' }).subscribe({});
  };
  const precision = data.property.locationPrecision;
  const approximate = precision === 'ZIP' || precision === 'CITY' || precision === 'STREET' ? propertyText.precisionLevels[precision] : null;

  const startEdit = () => {
    setProblems({});
    setDraft(draftFrom(values));
  };
  const cancelEdit = () => {
    setProblems({});
    setDraft(null);
  };
  const submit = async () => {
    if (!draft) return;
    const found = validateDraft(draft);
    setProblems(found);
    if (Object.keys(found).length) return;
    const input = buildUpdateInput(values, draft);
    // Nothing changed: no request, just leave edit mode.
    if (!input) return cancelEdit();
    const outcome = await update(data.id, input as UpdateLeadInput);
    if (outcome.ok) {
      notifySuccess(outcome.message || success.leadUpdated);
      setDraft(null);
      // A new address is placed again and pre-qualified again by the api (issue 12): show the
      // wizard's progress until the new estimate is in, then read the lead again.
      const moved = (input as UpdateLeadInput).property;
      if (moved?.siteAddress !== undefined || moved?.latitude !== undefined) setReEnriching(true);
      return;
    }
    // Refused input: show each message under its field, and the first one as a toast (§8).
    const inline: Record<string, string> = {};
    for (const e of outcome.userErrors) {
      const key = fieldKeyOfUserError(e.field);
      if (key && e.messages[0]) inline[key] = e.messages[0];
    }
    setProblems(inline);
    const first = outcome.userErrors.find((e) => e.messages.length)?.messages[0];
    if (outcome.userErrors.length) notifyError(first ?? errors.generic);
  };

  return (
    <Stack gap="5" pt="2">
      <LeaveGuard unsaved={unsaved} inFlight={unsaved} text={t.leaveGuard} />
      {reEnriching && <Suspense fallback={null}><PrequalifyPanel leadId={data.id} onSettled={reEnriched} /></Suspense>}
      {approximate && !reEnriching && (
        <Alert.Root status="info" size="sm" data-testid="location-approximate">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t.locationApproximate(approximate)}</Alert.Title>
        </Alert.Root>
      )}
      {data.property.locationMismatchKm != null && !reEnriching && (
        <Alert.Root status="warning" size="sm" data-testid="location-mismatch">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t.locationMismatch(Math.round(data.property.locationMismatchKm))}</Alert.Title>
        </Alert.Root>
      )}
      {draft ? (
        // The edit form is a lazy chunk (issue 28): until it is there, the page stays as it reads,
        // the Edit button busy, so Update never shows without the form it submits.
        <Suspense fallback={<>{actionRow(<span />, <Button colorPalette="brand" variant="outline" loading>{t.edit}</Button>)}<DetailsRead lead={values} /></>}>
          {actionRow(
            <Alert.Root status="info" size="sm" flex="1" minW="min(100%, 18rem)">
              <Alert.Indicator />
              <Alert.Title>{t.editing}</Alert.Title>
            </Alert.Root>,
            <>
              <Button variant="outline" onClick={cancelEdit} disabled={updating}>{t.cancelEdit}</Button>
              <Button type="submit" form={DETAILS_FORM_ID} colorPalette="brand" loading={updating}>{t.update}</Button>
            </>,
          )}
          <DetailsForm
            draft={draft}
            lead={values}
            problems={problems}
            disabled={updating}
            onChange={(next) => setDraft(next)}
            onSubmit={submit}
          />
        </Suspense>
      ) : (
        <>
          {actionRow(<span />, writable && (
            <Button colorPalette="brand" variant="outline" onClick={startEdit} onPointerEnter={preloadForm} onFocus={preloadForm}>
              <Pencil aria-hidden />
              {t.edit}
            </Button>
          ))}
          <DetailsRead lead={values} />
        </>
      )}
      <SystemImageCard lead={data} />
    </Stack>
  );
}

export type DetailsLead = DetailsTab_lead$data;
