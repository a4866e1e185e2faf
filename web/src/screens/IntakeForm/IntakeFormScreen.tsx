import { Alert, Badge, Box, Button, Card, chakra, Container, Heading, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { IntakeFormScreen_lead$key } from '../../__generated__/IntakeFormScreen_lead.graphql';
import type { IntakeFormScreenQuery } from '../../__generated__/IntakeFormScreenQuery.graphql';
import { toastClearanceRef } from '../../components/ui/toastClearance';
import { dismissSettled, notifyError, notifyInfo, notifySuccess } from '../../components/ui/toaster';
import { errors as messages, success } from '../../messages';
import { DraftsPanel } from './DraftsPanel';
import { useDeleteLead } from '../LeadPage/mutations/useDeleteLead';
import { useIntakeSubmitLeadMutation } from './mutations/useIntakeSubmitLeadMutation';
import { clearDraft, emptyDraft, hasInput, initialDraft, saveDraft, SUMMARY_STEP, type WizardDraft } from './draft';
import { LeaveGuard } from '../../components/LeaveGuard';
import { PrequalifyPanel } from './PrequalifyPanel';
import { PrequalifyResult } from './PrequalifyResult';
import { StartOver } from './StartOver';
import { StepBody } from './StepBody';
import { wizardText as text } from './texts';
import type { PrequalifyOutcome } from './usePrequalify';
import { standingErrors, summaryLines, type ServerErrors } from './serverErrors';
import { useSaveStep } from './useSaveStep';
import { stepErrors } from './validation';
import { WizardStepper } from './WizardStepper';

/** The screen's one query: the lead once step 2 created it (answered from the store right after). */
const screenQuery = graphql`
  query IntakeFormScreenQuery($databaseId: Int!, $hasLead: Boolean!) {
    lead(databaseId: $databaseId) @include(if: $hasLead) {
      ...IntakeFormScreen_lead
    }
  }
`;

const leadFragment = graphql`
  fragment IntakeFormScreen_lead on Lead {
    id
    databaseId
    ...LeadFileList_lead
  }
`;

/**
 * Field error texts are small (12 px); Chakra's fg.error (red 500) gives them 3.8:1 on white, under
 * WCAG AA's 4.5:1. A darker red here until the shared Field wrapper gets it.
 */
const ERROR_TEXT_CONTRAST = { '& [data-scope="field"][data-part="error-text"]': { color: 'red.700' } } as const;

/** /manage/intake-form: the §2/§4 lead intake wizard, steps 1–5 and a summary. */
export function IntakeFormScreen() {
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<WizardDraft>(() => initialDraft(params.get('address'), {
    ownerType: params.get('ownerType'), buildingUse: params.get('buildingUse'), buildingSize: params.get('buildingSize'), businessName: params.get('businessName'),
  }));
  useEffect(() => saveDraft(draft), [draft]);
  return (
    <Container maxW="4xl" px={{ base: '0', sm: '4' }} py={{ base: '2', md: '6' }}>
      <Suspense fallback={<WizardSkeleton />}>
        <Wizard draft={draft} setDraft={setDraft} />
      </Suspense>
    </Container>
  );
}

interface WizardProps {
  draft: WizardDraft;
  setDraft: React.Dispatch<React.SetStateAction<WizardDraft>>;
}

function Wizard({ draft, setDraft }: WizardProps) {
  const data = useLazyLoadQuery<IntakeFormScreenQuery>(
    screenQuery,
    { databaseId: draft.lead?.databaseId ?? 0, hasLead: draft.lead !== null },
    // Without a lead the query selects nothing: never ask the network for it.
    { fetchPolicy: draft.lead ? 'store-or-network' : 'store-only' },
  );
  const lead = useFragment<IntakeFormScreen_lead$key>(leadFragment, data.lead ?? null);
  const navigate = useNavigate();
  const { save, saving: savingStep } = useSaveStep();
  const [commitSubmit, submitting] = useIntakeSubmitLeadMutation();
  const [commitDiscard, discarding] = useDeleteLead();
  const saving = savingStep || submitting || discarding;
  const [showErrors, setShowErrors] = useState(false);
  const [prequalifying, setPrequalifying] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  const [submitted, setSubmitted] = useState<number | null>(null);
  // The last refused save: its messages stay on their fields (on whichever step owns them) until
  // those fields are changed or a save succeeds.
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  const [focusField, setFocusField] = useState<{ name: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const step = draft.step;

  // The saved draft names a lead that is gone (deleted, or another account in this tab): start
  // that lead again from the property step rather than fail on every save.
  useEffect(() => {
    if (draft.lead && data.lead === null) setDraft((d) => ({ ...d, lead: null, step: Math.min(d.step, 1) }));
  }, [draft.lead, data.lead, setDraft]);

  // Each new step starts at its heading, for keyboard and screen-reader users alike.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step, prequalifying]);

  // §4: after the final submit the wizard is reset and the lead page opens.
  useEffect(() => {
    if (submitted !== null) void navigate(`/manage/leads/${submitted}`);
  }, [submitted, navigate]);

  // After a refused save: the first refused field of the step it took the user to gets the focus
  // (after the step's heading took it, so this runs later in the same commit).
  useEffect(() => {
    if (!focusField) return;
    const input = formRef.current?.elements.namedItem(focusField.name);
    if (input instanceof HTMLElement) input.focus();
  }, [focusField]);

  const localErrors = showErrors ? stepErrors(draft, step) : {};
  const errors = { ...standingErrors(serverErrors, draft, step), ...localErrors };
  const refusal = serverErrors ? summaryLines(serverErrors, draft, step) : [];
  // Fields still refused anywhere: the summary asks to correct them; else it only says why nothing was saved.
  const refusedFields = !!serverErrors && Object.keys(serverErrors.byStep).some((n) => Object.keys(standingErrors(serverErrors, draft, Number(n))).length > 0);
  const goTo = (next: number) => {
    setShowErrors(false);
    setDraft((d) => ({ ...d, step: next, furthest: Math.max(d.furthest ?? 0, next) }));
  };
  // Issue 26: a step opened from the summary keeps every step's check and saves back to the summary.
  const editFromSummary = (target: number) => {
    setShowErrors(false);
    setDraft((d) => ({ ...d, step: target, returnToSummary: true, furthest: Math.max(d.furthest ?? 0, SUMMARY_STEP) }));
  };
  const goBack = () => {
    setShowErrors(false);
    setDraft((d) => ({ ...d, step: d.step - 1, returnToSummary: false }));
  };

  const onNext = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || prequalifying) return;
    // What the step reported (files uploaded, deleted) is done with: the next step starts clean.
    dismissSettled();
    if (uploads > 0) return notifyInfo(text.uploadsInFlight);
    const problems = stepErrors(draft, step);
    const first = Object.keys(problems)[0];
    if (first) {
      setShowErrors(true);
      const input = formRef.current?.elements.namedItem(first);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    if (step === SUMMARY_STEP) {
      // The draft lead (issue 12) joins the list, summary and map; §4's reset and message follow.
      const { id, databaseId } = draft.lead!;
      commitSubmit({
        variables: { id },
        onCompleted: ({ submitLead }) => {
          if (submitLead.userErrors.length || !submitLead.lead) {
            notifyError(messages.leadSubmit);
            return;
          }
          notifySuccess(success.leadSubmitted);
          clearDraft();
          setDraft(emptyDraft());
          setSubmitted(databaseId);
        },
        onError: () => { notifyError(messages.leadSubmit); },
      });
      return;
    }
    const result = await save(draft, step);
    if (!result.ok) {
      if (!result.errors) return;
      // Each message lands on its field, on the step that owns it (a lead name refused while
      // saving the property goes back to the customer step).
      const { firstStep } = result.errors;
      setServerErrors(result.errors);
      if (firstStep !== null) {
        if (firstStep !== step) goTo(firstStep);
        setFocusField({ name: Object.keys(result.errors.byStep[firstStep])[0] });
      }
      return;
    }
    setServerErrors(null);
    if (draft.returnToSummary && !result.created) {
      setShowErrors(false);
      setDraft((d) => ({ ...d, step: SUMMARY_STEP, returnToSummary: false }));
      return;
    }
    if (result.created) {
      setDraft((d) => ({ ...d, lead: result.created! }));
      setPrequalifying(result.created.id);
      return;
    }
    goTo(step + 1);
  };

  const onPrequalified = (outcome: PrequalifyOutcome) => {
    if (outcome.kind === 'timeout') notifyInfo(text.prequalifyTimeout, 8000);
    if (outcome.kind === 'failed') notifyInfo(outcome.reason ? text.prequalifyFailedBecause(outcome.reason) : text.prequalifyFailed, 12_000);
    // Issue 26: the figures stay in the wizard from here on (step 3 and the summary show them).
    if (outcome.kind === 'done' && outcome.estimate) {
      const { systemSize, estimatedYearProduction, solarCost } = outcome.estimate;
      setDraft((d) => ({ ...d, prequal: { systemSize: systemSize ?? null, estimatedYearProduction: estimatedYearProduction ?? null, solarCost: solarCost ?? null } }));
    }
    setPrequalifying(null);
    goTo(2);
  };

  const reset = () => {
    clearDraft();
    setDraft(emptyDraft());
    setShowErrors(false);
    setServerErrors(null);
  };
  // Start over discards the draft lead step 2 created, if any; the form resets once it is gone.
  const startOver = () => {
    if (!draft.lead) return reset();
    commitDiscard({
      variables: { id: draft.lead.id },
      onCompleted: ({ deleteLead }) => { if (deleteLead.userErrors.length) notifyError(text.discardFailed); else reset(); },
      onError: () => { notifyError(text.discardFailed); },
    });
  };

  const nextLabel = step === SUMMARY_STEP ? text.submit : step === 1 && !draft.lead ? text.createLead : draft.returnToSummary ? text.backToSummary : text.next;

  return (
    <Stack gap="5">
      <LeaveGuard unsaved={submitted === null && hasInput(draft)} inFlight={uploads > 0 || saving || prequalifying !== null} text={text} />
      <HStack justify="space-between" align="start" gap="3" px={{ base: '3', sm: '0' }} wrap="wrap">
        <Stack gap="1">
          <HStack gap="3">
            <Heading as="h1" size="xl">
              {text.title}
            </Heading>
            {draft.lead && (
              <Badge colorPalette="brand" variant="subtle" data-testid="lead-badge">
                #{draft.lead.databaseId}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted" textStyle="sm" maxW="2xl">
            {text.intro}
          </Text>
        </Stack>
        {hasInput(draft) && !prequalifying && <StartOver draftId={draft.lead?.databaseId} onConfirm={startOver} />}
      </HStack>
      <Box px={{ base: '3', sm: '0' }}>
        <WizardStepper step={step} furthest={draft.furthest ?? step} />
      </Box>
      {!draft.lead && step === 0 && (
        <Suspense fallback={null}>
          <DraftsPanel />
        </Suspense>
      )}
      <Card.Root as="section" aria-labelledby="intake-step-heading" borderRadius={{ base: '0', sm: 'l3' }}>
        {prequalifying ? (
          <Card.Body>
            <PrequalifyPanel leadId={prequalifying} onSettled={onPrequalified} />
          </Card.Body>
        ) : (
          <chakra.form ref={formRef} onSubmit={onNext} noValidate aria-labelledby="intake-step-heading" css={ERROR_TEXT_CONTRAST}>
            <Card.Header>
              <Heading as="h2" size="lg" id="intake-step-heading" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
                {text.steps[step]}
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                {text.stepDescriptions[step]}
              </Text>
            </Card.Header>
            <Card.Body gap="4">
              {step === 0 && draft.prefilledAddress && (
                <Alert.Root status="info" size="sm">
                  <Alert.Indicator />
                  <Alert.Title>{text.prefilledAddress(draft.prefilledAddress)}</Alert.Title>
                </Alert.Root>
              )}
              {refusal.length > 0 ? (
                // One summary of everything the server refused, whichever step owns it.
                <Alert.Root status="error" size="sm" role="alert" data-testid="wizard-refusal">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{refusedFields ? text.fixErrors : text.notSaved}</Alert.Title>
                    <Alert.Description>
                      <List.Root ps="4">
                        {refusal.map((line) => <List.Item key={line}>{line}</List.Item>)}
                      </List.Root>
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : (
                showErrors && Object.keys(localErrors).length > 0 && (
                  <Alert.Root status="error" size="sm" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{text.fixErrors}</Alert.Title>
                  </Alert.Root>
                )
              )}
              {draft.prequal && draft.lead && (step === 2 || step === SUMMARY_STEP) && (
                <PrequalifyResult databaseId={draft.lead.databaseId} result={draft.prequal} />
              )}
              <StepBody draft={draft} setDraft={setDraft} errors={errors} lead={lead ?? null} onBusyChange={setUploads} onEdit={editFromSummary} />
            </Card.Body>
            <Card.Footer ref={toastClearanceRef} justifyContent="space-between" gap="3" borderTopWidth="1px" pt="4" flexWrap="wrap">
              <Button variant="outline" onClick={goBack} disabled={step === 0 || saving} visibility={step === 0 ? 'hidden' : 'visible'}>
                <ArrowLeft aria-hidden /> {text.previous}
              </Button>
              <Button type="submit" colorPalette="brand" loading={saving} flex={{ base: '1', sm: 'initial' }} whiteSpace="normal">
                {nextLabel} {step === SUMMARY_STEP ? <Send aria-hidden /> : <ArrowRight aria-hidden />}
              </Button>
            </Card.Footer>
          </chakra.form>
        )}
      </Card.Root>
    </Stack>
  );
}

function WizardSkeleton() {
  return (
    <Stack gap="5" px={{ base: '3', sm: '0' }} aria-busy="true">
      <Skeleton height="10" width="48" />
      <Skeleton height="8" />
      <Skeleton height="96" borderRadius="l3" />
    </Stack>
  );
}
