import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { renderRoute, type MockEnvironment } from '../../../test/renderRoute';
import { viewers } from '../../../test/viewers';
import { dealTexts } from '../deals/texts';
import { dealFigures, type DealLead } from './dealFigures';
import { dealHeaderTexts as t } from './dealTexts';
import { nextActionOf, type NextActionLead } from './nextAction';

afterEach(() => act(() => toaster.remove()));
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await Promise.all([import('../LeadPage'), import('../../../components/layout/MainLayout')]);
}, 120_000);

const generated = {
  databaseId: 12, isActive: true, proposalType: 'PRELIMINARY', proposalTypeLabel: 'Preliminary', proposalStatus: 'GENERATED', proposalStatusLabel: 'Generated',
  dateGenerated: '2026-03-02T10:00:00Z',
  // What the Proposals tab reads; the header reads dealFigures.
  proposalData: {
    assumptions: { ppaRate: 0.1234, ppaEscalator: 2, systemSize: 120, estimatedYearProduction: 180000 },
    pricing: { epcCost: 252000, watts: 120000, ppaRate: 0.1234, contractPrice: 282000, contractPricePerWatt: 2.35 },
    systemSavings: { year25CumulativeSavings: 987654 },
    cashFlow: [],
  },
};
/** The gateway's dealFigures of a lead whose active proposal #12 is generated (issue 25: the api prices them). */
const fromProposal = {
  source: 'PROPOSAL', proposalDatabaseId: 12, generated: true, systemSize: 120, estimatedYearProduction: 180000,
  contractPrice: 282000, contractPricePerWatt: 2.35, ppaRate: 0.1234, ppaEscalator: 2, year25CumulativeSavings: 987654,
};
/** The same lead without an active proposal: its own values priced now. */
const fromLead = { ...fromProposal, source: 'LEAD', proposalDatabaseId: null, generated: false, systemSize: 100, estimatedYearProduction: 150000, contractPrice: 275000, contractPricePerWatt: 2.75 };
const noAgreements: DealLead['agreements'] = [];
const valueOf = (figures: ReturnType<typeof dealFigures>) => Object.fromEntries(figures.map((f) => [f.key, [f.value, f.help]]));

describe('the deal header figures', () => {
  it('come from the gateway\'s dealFigures of the active generated proposal: kW DC, kWh/yr, contract price $ and $/W, PPA rate and escalator, year-25 savings', () => {
    const figures = valueOf(dealFigures({ dealFigures: fromProposal, proposals: [generated], agreements: noAgreements }));
    expect(figures).toEqual({
      systemSize: ['120 kW DC', t.fromProposal(12)],
      production: ['180,000 kWh/yr', t.fromProposal(12)],
      epcPrice: ['$282,000', '$2.35/W'],
      ppaRate: ['$0.1234/kWh', t.escalator('2')],
      savings: ['$987,654', t.fromProposal(12)],
      activeProposal: ['#12 Preliminary', t.proposalGenerated('03-02-2026')],
      agreement: [t.noAgreement, null],
    });
  });

  it('a loss over 25 years is shown as the proposal prints it, never hidden as "—" (issue 25)', () => {
    const losing = { ...fromProposal, year25CumulativeSavings: -367512 };
    const figures = valueOf(dealFigures({ dealFigures: losing, proposals: [generated], agreements: noAgreements }));
    expect(figures.savings).toEqual(['-$367,512', t.fromProposal(12)]);
  });

  it('without an active proposal: the lead estimate for size, production and price, said so; no PPA rate or savings before a proposal is generated', () => {
    const inactive = { ...generated, isActive: false };
    const figures = valueOf(dealFigures({ dealFigures: fromLead, proposals: [inactive], agreements: noAgreements }));
    expect(figures.systemSize).toEqual(['100 kW DC', t.fromLead]);
    expect(figures.production).toEqual(['150,000 kWh/yr', t.fromLead]);
    expect(figures.epcPrice).toEqual(['$275,000', `$2.75/W · ${t.fromLead}`]);
    expect(figures.ppaRate).toEqual([t.empty, null]);
    expect(figures.savings).toEqual([t.empty, null]);
    expect(figures.activeProposal).toEqual([t.noActiveProposal, null]);
  });

  it('an active proposal not generated yet: its values priced, from the proposal; PPA rate and savings wait for the PDF', () => {
    const requested = { ...generated, proposalStatus: 'REQUESTED', proposalStatusLabel: 'Requested', dateGenerated: null };
    const figures = valueOf(dealFigures({ dealFigures: { ...fromProposal, generated: false }, proposals: [requested], agreements: noAgreements }));
    expect(figures.epcPrice).toEqual(['$282,000', '$2.35/W']);
    expect(figures.systemSize).toEqual(['120 kW DC', t.fromProposal(12)]);
    expect(figures.ppaRate).toEqual([t.empty, null]);
    expect(figures.savings).toEqual([t.empty, null]);
    expect(figures.activeProposal).toEqual(['#12 Preliminary', t.proposalNotGenerated('Requested')]);
  });

  it('an unenriched lead with nothing generated shows only dashes', () => {
    const unpriced = { ...fromLead, systemSize: null, estimatedYearProduction: null, contractPrice: null, contractPricePerWatt: null, ppaRate: null, ppaEscalator: null, year25CumulativeSavings: null };
    for (const dealFigures_ of [unpriced, null]) {
      const figures = dealFigures({ dealFigures: dealFigures_, proposals: [], agreements: noAgreements });
      expect(figures.slice(0, 5).map((f) => f.value)).toEqual([t.empty, t.empty, t.empty, t.empty, t.empty]);
    }
  });

  it('the agreement: the newest one in force, signed or awaiting its signature', () => {
    const ppa = { agreementTypeLabel: 'Clean Energy PPA', signed: false, signedDatetime: null, superseded: false };
    const old = { ...ppa, signed: true, signedDatetime: '2026-01-01T00:00:00Z', superseded: true };
    expect(valueOf(dealFigures({ dealFigures: null, proposals: [], agreements: [ppa, old] })).agreement).toEqual([t.agreementSent('Clean Energy PPA'), t.agreementAwaiting]);
    const signed = { ...ppa, signed: true, signedDatetime: '2026-04-05T12:00:00Z' };
    expect(valueOf(dealFigures({ dealFigures: null, proposals: [], agreements: [signed] })).agreement).toEqual([t.agreementSigned('Clean Energy PPA'), t.agreementSignedOn('04-05-2026')]);
    // Issue 15: a voided agreement is not in force.
    expect(valueOf(dealFigures({ dealFigures: null, proposals: [], agreements: [{ ...ppa, status: 'VOIDED' }] })).agreement[0]).toBe(t.noAgreement);
  });
});

describe('the next action of each stage', () => {
  const lead = (stage: string, extra: Partial<NextActionLead> = {}): NextActionLead => ({ stage, isProposalsLocked: false, proposals: [], agreements: [], ...extra });
  const labelOf = (l: NextActionLead, canSend = true) => nextActionOf(l, canSend).button?.label ?? null;

  it('moves the lead to its next stage', () => {
    expect(labelOf(lead('LEAD_CREATED'))).toBe(t.actions.generateMarketing);
    expect(nextActionOf(lead('MARKETING_PROPOSAL'), true).button?.do).toEqual({ kind: 'tab', hash: 'documents/bills' });
    expect(nextActionOf(lead('UTILITY_DATA'), true).button?.do).toEqual({ kind: 'generate', proposalType: 'PRELIMINARY', existingId: null });
    expect(nextActionOf(lead('PRELIMINARY_PROPOSAL'), true).button?.do).toEqual({ kind: 'survey' });
    expect(nextActionOf(lead('SITE_SURVEY'), true).button?.do).toEqual({ kind: 'generate', proposalType: 'DETAILED', existingId: null });
    expect(nextActionOf(lead('DETAILED_PROPOSAL'), true).button).toMatchObject({ label: t.actions.sendPpa, do: { kind: 'tab', hash: 'agreements/send-ppa' } });
    expect(labelOf(lead('SALE_COMPLETED'))).toBe(t.actions.viewAgreement);
  });

  it('Send PPA only for those who may send agreements (issue 10); the others are told who does', () => {
    expect(nextActionOf(lead('DETAILED_PROPOSAL'), false)).toEqual({ button: null, hint: t.hints.askAdminToSend });
  });

  it('a PPA awaiting its signature is looked at, not sent again', () => {
    const agreements = [{ agreementType: 'CLEAN_ENERGY_PPA', signed: false, superseded: false }];
    expect(labelOf(lead('DETAILED_PROPOSAL', { agreements }))).toBe(t.actions.viewAgreement);
    // A voided one is sent again (issue 15).
    expect(labelOf(lead('DETAILED_PROPOSAL', { agreements: [{ ...agreements[0], status: 'VOIDED' }] }))).toBe(t.actions.sendPpa);
  });

  it('locked proposals: open the Proposals tab instead of generating', () => {
    expect(nextActionOf(lead('UTILITY_DATA', { isProposalsLocked: true }), true)).toMatchObject({ button: { key: 'viewProposals' }, hint: t.hints.proposalsLocked });
  });

  // Issue 26: the header only requested preliminary and detailed proposals, kept offering the step, and doubled it.
  it('the step\'s proposal being generated: the button waits (no second one); a requested one of the type is generated, not duplicated', () => {
    const processing = nextActionOf(lead('SITE_SURVEY', { proposals: [{ id: 'Proposal:3', proposalStatus: 'PROCESSING', proposalType: 'DETAILED' }] }), true);
    expect(processing).toEqual({ button: { key: 'generateDetailed', label: t.generating(t.actions.generateDetailed), do: { kind: 'wait' } }, hint: t.hints.generating });
    expect(t.generating(t.actions.generateDetailed)).toBe('Generating detailed proposal…');
    // Another type being generated does not hold this step up.
    expect(nextActionOf(lead('SITE_SURVEY', { proposals: [{ id: 'Proposal:2', proposalStatus: 'PROCESSING', proposalType: 'PRELIMINARY' }] }), true).button?.do)
      .toEqual({ kind: 'generate', proposalType: 'DETAILED', existingId: null });
    expect(nextActionOf(lead('UTILITY_DATA', { proposals: [{ id: 'Proposal:4', proposalStatus: 'REQUESTED', proposalType: 'PRELIMINARY' }] }), true).button?.do)
      .toEqual({ kind: 'generate', proposalType: 'PRELIMINARY', existingId: 'Proposal:4' });
    expect(nextActionOf(lead('LEAD_CREATED'), true).button?.do).toEqual({ kind: 'generate', proposalType: 'MARKETING', existingId: null });
  });
});

// ---- The page: the header in place, and the button doing what it says. ----

async function pendingOperation(environment: MockEnvironment, name: string) {
  let found: ReturnType<MockEnvironment['mock']['getAllOperations']>[number] | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    if (!found) throw new Error(`${name} is not pending`);
  }, { timeout: 20_000 });
  return found!;
}

async function resolveOp(environment: MockEnvironment, name: string, resolvers: Record<string, () => unknown>) {
  const operation = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.resolve(operation as never, MockPayloadGenerator.generate(operation as never, resolvers as never));
  });
  return operation.request.variables;
}

const baseLead = {
  id: 'Lead:7', databaseId: 7, name: 'Warehouse 7', stage: 'UTILITY_DATA', reachedStages: ['LEAD_CREATED', 'UTILITY_DATA'],
  isDraft: false, isProposalsLocked: false, cancellation: null, address: '1 Main St', organizationName: 'Sunny Co', associatedUserName: 'Rita Sun',
  projectInfo: { systemSize: 100, estimatedYearProduction: 150000, epcPrice: 250000, essEpcPrice: 0 },
  dealFigures: fromLead,
  proposals: [], quotes: [], agreements: [], utilityBills: [], additionalFiles: [],
};

async function openLead(lead: Record<string, unknown>, role: keyof typeof viewers = 'orgAdmin', hash = '') {
  const rendered = renderRoute(`/manage/leads/7${hash}`);
  const viewer = () => ({ ...viewers[role], assignableOrganizations: [] });
  await resolveOp(rendered.environment, 'ViewerProviderQuery', { Viewer: viewer });
  await resolveOp(rendered.environment, 'LeadPageQuery', { Viewer: viewer, Lead: () => lead });
  await screen.findByTestId('deal-header');
  return rendered;
}

describe('the deal header on the lead page', () => {
  it('shows the active proposal’s figures, the skipped stage, and generates the preliminary proposal from its button', async () => {
    const { environment, router } = await openLead({ ...baseLead, dealFigures: fromProposal, proposals: [{ ...generated, proposalType: 'MARKETING', proposalTypeLabel: 'Marketing' }] });
    expect(screen.getByTestId('deal-epcPrice-value').textContent).toBe('$282,000');
    expect(screen.getByTestId('deal-ppaRate-value').textContent).toBe('$0.1234/kWh');
    expect(screen.getByTestId('deal-savings-value').textContent).toBe('$987,654');
    expect(screen.getByTestId('deal-activeProposal-value').textContent).toBe('#12 Marketing');
    // Stage bar in words: Marketing proposal was never reached (bills came first).
    const steps = within(screen.getByTestId('stage-steps')).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps.slice(0, 4)).toEqual([
      t.stageStep('Lead created', t.stageStates.done), t.stageStep('Marketing proposal', t.stageStates.skipped),
      t.stageStep('Utility data', t.stageStates.current), t.stageStep('Preliminary proposal', t.stageStates.ahead),
    ]);

    fireEvent.click(screen.getByRole('button', { name: `${t.nextStep}: ${t.actions.generatePreliminary}` }));
    const dialog = await screen.findByRole('dialog', { name: t.generate.title('Preliminary') });
    const submit = within(dialog).getByRole('button', { name: t.generate.submit });
    fireEvent.click(submit);
    // A second click on the dialog's button while the first is on its way sends nothing more.
    fireEvent.click(submit);
    const processing = { ...generated, id: 'Proposal:13', databaseId: 13, isActive: false, proposalStatus: 'PROCESSING', proposalStatusLabel: 'Processing', dateGenerated: null, error: null };
    const variables = await resolveOp(environment, 'createProposalMutation', {
      ProposalPayload: () => ({ proposal: { id: 'Proposal:13', databaseId: 13, proposalStatus: 'PROCESSING', proposalType: 'PRELIMINARY' }, message: null, userErrors: [] }),
      Lead: () => ({ ...baseLead, proposals: [processing] }),
    });
    expect(environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'createProposalMutation')).toHaveLength(0);
    // Issue 26: generated at once, not only requested.
    expect(variables.input).toMatchObject({ leadId: 'Lead:7', proposalType: 'PRELIMINARY', needCustomization: false, generate: true });
    await waitFor(() => expect(router.state.location.hash).toBe('#proposals'));
    expect(screen.queryByRole('dialog', { name: t.generate.title('Preliminary') })).toBeNull();
    // While the PDF is generated the header says so, shows progress, and its button cannot start another.
    const waitingButton = await screen.findByRole('button', { name: new RegExp(t.generating(t.actions.generatePreliminary)) });
    expect((waitingButton as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('next-action-progress')).toBeTruthy();
    fireEvent.click(waitingButton);
    expect(screen.queryByRole('dialog', { name: t.generate.title('Preliminary') })).toBeNull();
    // The job ends: the lead, read again, is at the next stage, whose step takes the button's place.
    await resolveOp(environment, 'usePollWhileProcessingQuery', {
      Lead: () => ({ ...baseLead, stage: 'PRELIMINARY_PROPOSAL', reachedStages: ['LEAD_CREATED', 'UTILITY_DATA', 'PRELIMINARY_PROPOSAL'],
        proposals: [{ ...processing, proposalStatus: 'GENERATED', proposalStatusLabel: 'Generated', dateGenerated: '2026-03-02T10:00:00Z' }] }),
    });
    expect(await screen.findByRole('button', { name: `${t.nextStep}: ${t.actions.scheduleSurvey}` })).toBeTruthy();
    expect(screen.queryByTestId('next-action-progress')).toBeNull();
  });

  it('without proposals: the lead estimate\'s size and price, dashes for PPA and savings, no active proposal', async () => {
    await openLead(baseLead);
    expect(screen.getByTestId('deal-systemSize-value').textContent).toBe('100 kW DC');
    expect(screen.getByTestId('deal-epcPrice-value').textContent).toBe('$275,000');
    expect(screen.getByTestId('deal-ppaRate-value').textContent).toBe(t.empty);
    expect(screen.getByTestId('deal-savings-value').textContent).toBe(t.empty);
    expect(screen.getByTestId('deal-activeProposal-value').textContent).toBe(t.noActiveProposal);
  });

  it('Upload utility bills opens Documents on utility bills with Choose files focused', async () => {
    const { router } = await openLead({ ...baseLead, stage: 'MARKETING_PROPOSAL', reachedStages: ['LEAD_CREATED', 'MARKETING_PROPOSAL'] });
    fireEvent.click(screen.getByRole('button', { name: `${t.nextStep}: ${t.actions.uploadBills}` }));
    await waitFor(() => expect(router.state.location.hash).toBe('#documents'));
    const choose = await screen.findByRole('button', { name: /Choose files/ });
    await waitFor(() => expect(document.activeElement).toBe(choose));
    expect((screen.getByRole('combobox', { name: /Add to/ }) as HTMLSelectElement).value).toBe('UTILITY_BILL');
  });

  it('Schedule site survey records the date on the lead', async () => {
    const { environment } = await openLead({ ...baseLead, stage: 'PRELIMINARY_PROPOSAL', reachedStages: ['LEAD_CREATED', 'PRELIMINARY_PROPOSAL'] });
    fireEvent.click(screen.getByRole('button', { name: `${t.nextStep}: ${t.actions.scheduleSurvey}` }));
    const dialog = await screen.findByRole('dialog', { name: t.survey.title });
    fireEvent.click(within(dialog).getByRole('button', { name: t.survey.submit }));
    expect(await within(dialog).findByText(t.survey.required)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(new RegExp(t.survey.date)), { target: { value: '2026-05-04' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.survey.submit }));
    const variables = await resolveOp(environment, 'useUpdateLeadMutation', {
      LeadPayload: () => ({ message: 'Lead updated successfully.', userErrors: [] }),
      Lead: () => ({ ...baseLead, stage: 'SITE_SURVEY' }),
    });
    expect(variables).toEqual({ id: 'Lead:7', input: { designData: { surveyScheduledDate: '2026-05-04' } } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.survey.title })).toBeNull());
  });

  it('Send PPA opens the Agreements tab’s send dialog on a Clean Energy PPA for an org admin; a regular user gets no such button', async () => {
    const detailed = { ...baseLead, stage: 'DETAILED_PROPOSAL', reachedStages: ['LEAD_CREATED', 'DETAILED_PROPOSAL'] };
    const first = await openLead(detailed);
    fireEvent.click(screen.getByRole('button', { name: `${t.nextStep}: ${t.actions.sendPpa}` }));
    const dialog = await screen.findByRole('dialog', { name: dealTexts.agreements.sendTitle });
    expect((within(dialog).getByRole('combobox', { name: new RegExp(dealTexts.agreements.type) }) as HTMLSelectElement).value).toBe('CLEAN_ENERGY_PPA');
    expect(first.router.state.location.hash).toBe('#agreements');
    first.unmount();

    await openLead(detailed, 'regular');
    expect(screen.queryByRole('button', { name: `${t.nextStep}: ${t.actions.sendPpa}` })).toBeNull();
    expect(screen.getByTestId('next-action-hint').textContent).toBe(t.hints.askAdminToSend);
  });

  it('#next (from the list\'s quick preview) starts the next step on arrival, once', async () => {
    const { router } = await openLead({ ...baseLead, stage: 'PRELIMINARY_PROPOSAL', reachedStages: ['LEAD_CREATED', 'PRELIMINARY_PROPOSAL'] }, 'orgAdmin', '#next');
    expect(await screen.findByRole('dialog', { name: t.survey.title })).toBeTruthy();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
  });
});
