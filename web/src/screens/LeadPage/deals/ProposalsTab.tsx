import { Alert, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { LeadPricingProvider } from './shared/LeadPricingProvider';
import { FilePlus2, Lock } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useViewer } from '../../../auth/ViewerProvider';
import { notifyPending } from '../../../components/ui/toaster';
import { leadFlow } from '../../../messages';
import type { ProposalsTab_lead$key } from '../../../__generated__/ProposalsTab_lead.graphql';
import type { createProposalMutation } from '../../../__generated__/createProposalMutation.graphql';
import type { generateProposalMutation } from '../../../__generated__/generateProposalMutation.graphql';
import type { requestProposalMutation } from '../../../__generated__/requestProposalMutation.graphql';
import type { setProposalActiveMutation } from '../../../__generated__/setProposalActiveMutation.graphql';
import type { unlockProposalMutation } from '../../../__generated__/unlockProposalMutation.graphql';
import type { updateProposalMutation } from '../../../__generated__/updateProposalMutation.graphql';
import { createProposal } from './mutations/createProposal';
import { generateProposal } from './mutations/generateProposal';
import { requestProposal } from './mutations/requestProposal';
import { setProposalActive } from './mutations/setProposalActive';
import { unlockProposal } from './mutations/unlockProposal';
import { updateProposal } from './mutations/updateProposal';
import { ProposalCard, type ProposalActions } from './proposals/ProposalCard';
import { CreateProposalDialog, EditProposalDialog } from './proposals/ProposalDialog';
import { createdProposalMessage, createProposalInput, proposalEditInput, type ProposalForm } from './proposals/proposalForm';
import { ActionProgress } from './shared/ActionProgress';
import { DealEmptyState } from './shared/EmptyState';
import { useDealAction } from './shared/useDealAction';
import { usePollWhileProcessing } from './shared/usePollWhileProcessing';
import { useSettleWhenDone } from './shared/useSettleWhenDone';
import { dealTexts } from './texts';
import { useLeadWritable } from '../leadWritable';

const t = dealTexts.proposals;

/**
 * CONTRACT (issue 5): the lead page's Proposals tab. The lead page spreads `...ProposalsTab_lead` into
 * its one query and renders <ProposalsTab lead={lead} />; this file owns everything inside the tab.
 * §4: create, edit, generate, activate/deactivate, request and unlock, one mutation each.
 */
export function ProposalsTab({ lead }: { lead: ProposalsTab_lead$key }) {
  const writable = useLeadWritable();
  const data = useFragment(
    graphql`
      fragment ProposalsTab_lead on Lead {
        id
        databaseId
        ...LeadPricingProvider_lead
        isProposalsLocked
        proposals {
          # Flat on purpose: graphql-armor counts each fragment spread as two levels (depth limit 12).
          id
          databaseId
          proposalTypeLabel
          proposalStatus
          proposalStatusLabel
          isActive
          requestProposal
          installationName
          dateGenerated
          created
          pdf {
            name
          }
          error
          proposalData {
            assumptions {
              ppaRate
              ppaEscalator
            }
            systemSavings {
              year25CumulativeSavings
            }
            cashFlow {
              year
              savings
              cumulativeSavings
            }
          }
          proposalType
          needCustomization
          pricingModelType
          surveyScheduledDate
          estSolarPisDate
          estAssessmentFilingDate
          pricingValues {
            systemType
            systemSize
            estimatedYearProduction
            epcPrice
            epcPriceUnit
            pricingBasis
            pricingValue
            storage
            essCapacity
            essPrice
            essPriceUnit
            escalator
            dealKind
            region
            utilityRate
          }
        }
      }
    `,
    lead,
  );
  const { viewer } = useViewer();
  const canUnlock = Boolean(viewer?.isOrgAdmin || viewer?.isSuperAdmin);
  const action = useDealAction();
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit'; id: string } | null>(null);
  const close = () => setDialog(null);

  usePollWhileProcessing(data.databaseId, data.proposals.some((p) => p.proposalStatus === 'PROCESSING'));
  useSettleWhenDone(action, data.proposals);

  const create = (form: ProposalForm) => {
    // §4: info for 5 s; the dialog closes when the answer comes, success or failure.
    notifyPending(leadFlow.requestInitiated);
    action.run<createProposalMutation>({
      mutation: createProposal,
      variables: { input: createProposalInput(data.id, form) },
      loading: leadFlow.proposalSaving,
      payloadOf: (r) => r.createProposal,
      onSuccess: (_, r) => {
        close();
        const created = r.createProposal.proposal;
        return { message: created ? createdProposalMessage(created as Parameters<typeof createdProposalMessage>[0]) : r.createProposal.message ?? null };
      },
      onFailure: close,
    });
  };

  const edit = (id: string) => (form: ProposalForm, initial: ProposalForm) => action.run<updateProposalMutation>({
    mutation: updateProposal,
    variables: { id, input: proposalEditInput(initial, form) },
    loading: leadFlow.proposalSaving,
    payloadOf: (r) => r.updateProposal,
    onSuccess: (payload) => { close(); return { message: payload.message ?? null }; },
    onFailure: close,
  });

  const actions: ProposalActions = {
    generate: (id) => action.run<generateProposalMutation>({
      mutation: generateProposal,
      variables: { id },
      loading: leadFlow.proposalGenerating,
      payloadOf: (r) => r.generateProposal,
      // The PDF is a job: keep the progress until the polled lead shows it generated.
      onSuccess: (_, r) => {
        const p = r.generateProposal.proposal;
        const message = r.generateProposal.message ?? leadFlow.proposalGenerated(p?.databaseId ?? '');
        return p?.proposalStatus === 'PROCESSING' ? { waitFor: { id: p.id, message } } : { message };
      },
    }),
    edit: (id) => setDialog({ kind: 'edit', id }),
    setActive: (id, isActive) => action.run<setProposalActiveMutation>({
      mutation: setProposalActive,
      variables: { id, isActive },
      loading: leadFlow.settingActive,
      payloadOf: (r) => r.setProposalActive,
      onSuccess: () => ({ message: leadFlow.proposalStatusChanged }),
    }),
    request: (id) => action.run<requestProposalMutation>({
      mutation: requestProposal,
      variables: { id },
      loading: leadFlow.proposalSaving,
      payloadOf: (r) => r.requestProposal,
      onSuccess: (payload) => ({ message: payload.message ?? null }),
    }),
  };

  const unlock = () => action.run<unlockProposalMutation>({
    mutation: unlockProposal,
    variables: { leadId: data.id },
    loading: leadFlow.unlocking,
    payloadOf: (r) => r.unlockProposal,
    onSuccess: () => ({ message: leadFlow.proposalUnlocked }),
  });

  // One chart at a time (issue 15): the one chosen, else the active generated proposal's, else the newest generated one's.
  const [chosenChart, setChosenChart] = useState<string | null>(null);
  const generatedIds = data.proposals.filter((p) => p.proposalStatus === 'GENERATED').map((p) => p.id);
  const chartFor = (chosenChart && generatedIds.includes(chosenChart) ? chosenChart : null)
    ?? data.proposals.find((p) => p.isActive && p.proposalStatus === 'GENERATED')?.id
    ?? generatedIds[0] ?? null;
  const running = { submitting: action.busy, progress: { message: action.loading, value: action.progress } };
  const editing = dialog?.kind === 'edit' ? data.proposals.find((p) => p.id === dialog.id) : undefined;
  return (
    <Stack gap="4" pt="2">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md">{t.title}</Heading>
        {writable && (
          <Button colorPalette="brand" size="sm" onClick={() => setDialog({ kind: 'create' })} disabled={action.busy || data.isProposalsLocked}>
            <FilePlus2 aria-hidden />
            {t.create}
          </Button>
        )}
      </HStack>
      {data.isProposalsLocked && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator><Lock aria-hidden /></Alert.Indicator>
          <Alert.Content>
            <Alert.Title>{t.locked}</Alert.Title>
            <Alert.Description>{canUnlock ? t.lockedHint : t.lockedNoRights}</Alert.Description>
          </Alert.Content>
          {canUnlock && <Button size="xs" variant="outline" alignSelf="center" onClick={unlock} disabled={action.busy}>{t.unlock}</Button>}
        </Alert.Root>
      )}
      <ActionProgress message={action.loading} value={action.progress} />
      {data.proposals.length === 0 ? (
        <DealEmptyState icon={<FilePlus2 />} title={t.empty} description={t.emptyHint} />
      ) : (
        data.proposals.map((p) => (
          <ProposalCard key={p.id} proposal={p} actions={actions} busy={action.busy || !writable} locked={data.isProposalsLocked}
            chartShown={p.id === chartFor} onShowChart={() => setChosenChart(p.id)} />
        ))
      )}
      <LeadPricingProvider lead={data}>
          {dialog?.kind === 'create' && <CreateProposalDialog onClose={close} onSubmit={create} running={running} />}
          {editing && <EditProposalDialog key={editing.id} proposal={editing} onClose={close} onSubmit={edit(editing.id)} running={running} />}
        </LeadPricingProvider>
    </Stack>
  );
}

