import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { createProposalMutation } from '../../../__generated__/createProposalMutation.graphql';
import type { generateProposalMutation } from '../../../__generated__/generateProposalMutation.graphql';
import type { DealHeader_lead$key } from '../../../__generated__/DealHeader_lead.graphql';
import { canSendAgreements } from '../../../auth/permissions';
import { useViewer } from '../../../auth/ViewerProvider';
import { notifyPending, notifySuccess } from '../../../components/ui/toaster';
import { leadFlow, success } from '../../../messages';
import { createProposal } from '../deals/mutations/createProposal';
import { generateProposal } from '../deals/mutations/generateProposal';
import { ActionProgress } from '../deals/shared/ActionProgress';
import { usePollWhileProcessing } from '../deals/shared/usePollWhileProcessing';
import { useSettleWhenDone } from '../deals/shared/useSettleWhenDone';
import { createdProposalMessage, createProposalInput, emptyProposalForm, PROPOSAL_TYPES, type ProposalTypeValue } from '../deals/proposals/proposalForm';
import { FormDialog } from '../deals/shared/FormDialog';
import { TextField } from '../deals/shared/FormFields';
import { useDealAction } from '../deals/shared/useDealAction';
import { LEAD_TABS_ID } from '../LeadTabs';
import { useUpdateLead } from '../mutations/useUpdateLead';
import { dealFigures, type Figure } from './dealFigures';
import { dealHeaderTexts as t } from './dealTexts';
import { NEXT_STEP_HASH, nextActionOf, type NextActionDo } from './nextAction';
import { NumberSourcesPopover } from './NumberSourcesPopover';
import { HandoffBadge } from '../handoff/HandoffBadge';
import { AddTaskButton } from '../tasks/AddTaskButton';

/**
 * Issue 15, the deal record: the numbers a rep quotes (Lead.dealFigures, the api's one pricing
 * computation since issue 25: the active generated proposal's, else the lead's values priced, else
 * '—') and the stage's next action as the primary button. Spread into
 * LeadPageContent_lead, so the page query, mutation payloads and live updates refresh it.
 */
export function DealHeader({ lead }: { lead: DealHeader_lead$key }) {
  const data = useFragment(
    graphql`
      fragment DealHeader_lead on Lead {
        id
        databaseId
        stage
        cancellation { cancelledAt }
        isProposalsLocked
        ...NumberSourcesPopover_lead
        ...HandoffBadge_lead
        dealFigures {
          source
          proposalDatabaseId
          generated
          systemSize
          estimatedYearProduction
          contractPrice
          contractPricePerWatt
          ppaRate
          ppaEscalator
          year25CumulativeSavings
        }
        proposals {
          id
          databaseId
          proposalType
          error
          isActive
          proposalTypeLabel
          proposalStatus
          proposalStatusLabel
          dateGenerated
        }
        agreements {
          agreementType
          agreementTypeLabel
          signed
          signedDatetime
          superseded
          status
        }
      }
    `,
    lead,
  );
  const { viewer } = useViewer();
  const figures = dealFigures(data);
  const next = nextActionOf(data, canSendAgreements(viewer));
  return (
    <Stack as="section" aria-labelledby="deal-title" gap="3" data-testid="deal-header">
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }}>
        <Flex align="center" gap="1">
          <Heading as="h2" id="deal-title" size="md">{t.title}</Heading>
          <NumberSourcesPopover lead={data} />
          <HandoffBadge lead={data} />
        </Flex>
        {/* A cancelled lead has no next step but Restore, which its banner offers. */}
        {!data.cancellation && <NextActionBar lead={data} button={next.button} hint={next.hint} />}
      </Flex>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: '2', md: '3' }}>
        {figures.map((f) => <StatCard key={f.key} figure={f} />)}
      </SimpleGrid>
    </Stack>
  );
}

function StatCard({ figure }: { figure: Figure }) {
  return (
    <Box borderWidth="1px" borderColor="border" rounded="l2" px={{ base: '3', md: '4' }} py="3" minW="0" bg="bg.panel" data-testid={`deal-${figure.key}`}>
      <Text as="dt" textStyle="xs" color="fg.muted" truncate title={figure.label}>{figure.label}</Text>
      <Text as="dd" textStyle={{ base: 'md', md: 'lg' }} fontWeight="semibold" wordBreak="break-word" data-testid={`deal-${figure.key}-value`}>
        {figure.value}
      </Text>
      {figure.help && <Text as="dd" textStyle="xs" color="fg.muted" wordBreak="break-word">{figure.help}</Text>}
    </Box>
  );
}

type Button = ReturnType<typeof nextActionOf>['button'];

type Job = { readonly id: string; readonly proposalStatus: string; readonly error?: string | null };

/**
 * The next action: a dialog here (generate, schedule) or the tab where it is done, scrolled to.
 * Issue 26: generating shows its progress here and cannot be doubled: the button is disabled from
 * the click until the PDF is ready (the api refuses a second generation of the type meanwhile too).
 */
function NextActionBar({ lead, button, hint }: { lead: { id: string; databaseId: number; proposals: ReadonlyArray<Job> }; button: Button; hint: string | null }) {
  const leadId = lead.id;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<NextActionDo | null>(null);
  const action = useDealAction();
  const waiting = button?.do.kind === 'wait';
  // The PDF is a job: the lead is read again until it is done (live updates bring it first).
  usePollWhileProcessing(lead.databaseId, waiting);
  useSettleWhenDone(action, lead.proposals);
  const inFlight = action.busy || waiting;
  const generateExisting = (id: string) => {
    notifyPending(leadFlow.requestInitiated);
    action.run<generateProposalMutation>({
      mutation: generateProposal,
      variables: { id },
      loading: leadFlow.proposalGenerating,
      payloadOf: (r) => r.generateProposal,
      onSuccess: (_, r) => {
        const p = r.generateProposal.proposal;
        const message = r.generateProposal.message ?? leadFlow.proposalGenerated(p?.databaseId ?? '');
        return p?.proposalStatus === 'PROCESSING' ? { waitFor: { id: p.id, message } } : { message };
      },
    });
  };
  const openTab = (hash: string) => {
    navigate({ hash }, { replace: true });
    // jsdom has no scrollIntoView.
    requestAnimationFrame(() => document.getElementById(LEAD_TABS_ID)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }));
  };
  const run = (next: NextActionDo) => {
    if (inFlight || next.kind === 'wait') return;
    if (next.kind === 'tab') return openTab(next.hash);
    if (next.kind === 'generate' && next.existingId) return generateExisting(next.existingId);
    setDialog(next);
  };
  // `#next` (the list's quick preview links here) runs the next step on arrival, once.
  const location = useLocation();
  const askedNext = location.hash === `#${NEXT_STEP_HASH}`;
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (!askedNext) return;
    navigate({ hash: '' }, { replace: true });
    if (button) runRef.current(button.do);
  }, [askedNext, button, navigate]);
  return (
    <Flex gap="3" align="center" wrap="wrap" justify={{ sm: 'end' }} data-testid="next-action">
      {hint && <Text textStyle="sm" color="fg.muted" data-testid="next-action-hint">{hint}</Text>}
      {button && (
        <Button colorPalette="brand" onClick={() => run(button.do)} width={{ base: 'full', sm: 'auto' }} data-action={button.key}
          disabled={inFlight} loading={inFlight} loadingText={`${t.nextStep}: ${button.label}`} spinnerPlacement="start">
          {t.nextStep}: {button.label}
          <ArrowRight aria-hidden />
        </Button>
      )}
      {/* Issue 26: the next step as a follow-up task (due today, for the viewer). */}
      <AddTaskButton leadId={leadId} suggestion={button?.label ?? hint} />
      {action.busy && !dialog && (
        <Box flexBasis="100%" data-testid="next-action-progress">
          <ActionProgress message={action.loading} value={action.progress} />
        </Box>
      )}
      {dialog?.kind === 'generate' && (
        <GenerateProposalDialog leadId={leadId} proposalType={dialog.proposalType} action={action} onClose={() => setDialog(null)} onDone={() => openTab('proposals')} />
      )}
      {dialog?.kind === 'survey' && <ScheduleSurveyDialog leadId={leadId} onClose={() => setDialog(null)} />}
    </Flex>
  );
}

/** Creates the proposal from the lead's values (the same mutation and input as the Proposals tab), then shows the tab. */
function GenerateProposalDialog({ leadId, proposalType, action, onClose, onDone }: {
  leadId: string; proposalType: ProposalTypeValue; action: ReturnType<typeof useDealAction>; onClose: () => void; onDone: () => void;
}) {
  const typeLabel = PROPOSAL_TYPES.find(([value]) => value === proposalType)?.[1] ?? proposalType;
  const submit = () => {
    if (action.busy) return;
    notifyPending(leadFlow.requestInitiated);
    action.run<createProposalMutation>({
      mutation: createProposal,
      // Issue 26: generated at once, whatever the type (it was only requested for preliminary and detailed).
      variables: { input: { ...createProposalInput(leadId, { ...emptyProposalForm(), proposalType }), generate: true } },
      loading: leadFlow.proposalGenerating,
      payloadOf: (r) => r.createProposal,
      onSuccess: (_, r) => {
        onClose();
        onDone();
        const created = r.createProposal.proposal;
        const message = created ? createdProposalMessage(created as Parameters<typeof createdProposalMessage>[0]) : r.createProposal.message ?? null;
        // The PDF is a job: the progress stays in the header until the lead shows it generated.
        return created?.proposalStatus === 'PROCESSING' ? { waitFor: { id: created.id, message: message ?? leadFlow.proposalGenerated(created.databaseId) } } : { message };
      },
      onFailure: onClose,
    });
  };
  return (
    <FormDialog open onClose={onClose} title={t.generate.title(typeLabel)} submitLabel={t.generate.submit} onSubmit={submit}
      submitting={action.busy} progress={{ message: action.loading, value: action.progress }}>
      <Text>{t.generate.text}</Text>
      <Button variant="outline" size="sm" alignSelf="start" onClick={() => { onClose(); onDone(); }} disabled={action.busy}>
        {t.generate.custom}
      </Button>
    </FormDialog>
  );
}

/** Records the survey date on the lead (design data), which moves it to the Site survey stage (api leads.ts). */
function ScheduleSurveyDialog({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  const [update, inFlight] = useUpdateLead();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!date) return setError(t.survey.required);
    const outcome = await update(leadId, { designData: { surveyScheduledDate: date } });
    if (outcome.ok) {
      notifySuccess(outcome.message ?? success.leadUpdated);
      onClose();
    } else if (outcome.userErrors.length) {
      setError(outcome.userErrors.flatMap((e) => e.messages).join(' '));
    }
  };
  return (
    <FormDialog open onClose={onClose} title={t.survey.title} submitLabel={t.survey.submit} onSubmit={() => void submit()} submitting={inFlight}>
      <TextField label={t.survey.date} type="date" value={date} onChange={(v) => { setDate(v); setError(null); }} error={error ?? undefined} required />
    </FormDialog>
  );
}
