import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { mapTexts } from '../../components/map/texts';
import { errors, leadFlow, success, validation } from '../../messages';
import { answer, answerEvery, pendingOperation, renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';
import { emptyDraft, type WizardDraft } from './draft';
import { customerText, filesText, projectText, propertyText, wizardText } from './texts';
// Loaded up front: the route loads it lazily, and transforming it on first use outlasts findBy's wait.
import './IntakeFormScreen';
// jsdom has no WebGL: the property step's pin map runs on the map tests' fake (as PinMap.test does).
vi.mock('react-map-gl/maplibre', () => import('../../components/map/fakeReactMapGl'));
vi.mock('../../components/map/mapLibrary', () => ({ maplibregl: {} }));
vi.mock('../../components/map/mapStyle', () => {
  const style = Promise.resolve({ version: 8, sources: {}, layers: [] });
  return { loadMapStyle: () => style };
});

afterEach(() => act(() => toaster.remove()));
// The first render compiles the whole screen and Chakra's components: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/**
 * What the server would answer for the queries around the wizard (the viewer, the header bell's
 * count, an empty drafts panel); null leaves an operation pending for the test to answer.
 *
 * Why they are answered: a store-and-network query left pending forever beside the wizard (the
 * drafts panel's, the bell's) kept a Suspense boundary suspended inside act(), and on a busy
 * machine act re-rendered the suspended boundaries in an endless loop (DraftsPanel and
 * BellWithCount rendered ~60,000 times each) until the test worker hit its 4 GB heap limit (CI
 * beside two CPU hogs, 2026-11-25). A real server answers them; so do these tests.
 */
function layoutAnswer(operation: OperationDescriptor, options: { drafts: boolean }) {
  const name = operation.request.node.params.name;
  if (name === 'ViewerProviderQuery') return MockPayloadGenerator.generate(operation, { Viewer: () => viewers.orgAdmin });
  if (name === 'NotificationBellQuery') return MockPayloadGenerator.generate(operation, { Viewer: () => viewers.orgAdmin, NotificationConnection: () => ({ unreadCount: 0 }) });
  if (name === 'DraftsPanelQuery' && options.drafts) return { data: { leadDrafts: [] } };
  return null;
}

/** The wizard at `path`; its own operations stay pending for the test to look at (and the drafts query with `pendingDrafts`). */
function renderWizard(draft?: WizardDraft, path = '/manage/intake-form', { pendingDrafts = false } = {}) {
  if (draft) sessionStorage.setItem('intake-wizard-draft', JSON.stringify(draft));
  return renderRoute(path, (environment) => answerEvery(environment, (operation) => layoutAnswer(operation, { drafts: !pendingDrafts })));
}

const stepHeading = (n: number) => screen.findByRole('heading', { level: 2, name: wizardText.steps[n] }, { timeout: 5000 });
const next = () => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^(${wizardText.next}|${wizardText.createLead}|${wizardText.submit})`) }));
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const LEAD = { id: 'TGVhZDox', databaseId: 77 };
const files = (bills: Array<[number, string]>, extra: Array<[number, string, string]> = []) => ({
  ...LEAD,
  __typename: 'Lead',
  utilityBills: bills.map(([databaseId, name]) => ({ id: `LeadFile:${databaseId}`, databaseId, name, fileTypeLabel: 'Other Files', size: 2048 })),
  additionalFiles: extra.map(([databaseId, name, fileTypeLabel]) => ({ id: `LeadFile:${databaseId}`, databaseId, name, fileTypeLabel, size: 4096 })),
});

const customerDone: WizardDraft['customer'] = {
  leadName: 'Valley Cold Storage', firstName: 'Maria', lastName: 'Alvarez', role: '', emails: ['maria@valley.example'], phones: ['5595550101'], mailingAddress: '',
};
const propertyDone: WizardDraft['property'] = {
  ...emptyDraft().property, address: '2150 S Cherry Ave, Fresno, CA 93721', latitude: 36.71161, longitude: -119.77224, ownerType: 'NON_OWNER_TENANT',
};

async function answerLead(environment: MockEnvironment, lead: object) {
  // The lazy route chunk may take a while to load the first time.
  await waitFor(() => expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).toContain('IntakeFormScreenQuery'), { timeout: 10_000 });
  await answer(environment, 'IntakeFormScreenQuery', { lead });
}

describe('step 1: customer', () => {
  it('validates on Next with the §5 texts and focuses the first problem', async () => {
    renderWizard();
    await stepHeading(0);
    next();
    expect(await screen.findAllByText(validation.required)).toHaveLength(4);
    expect(screen.getByText(validation.phoneRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(new RegExp(customerText.leadName)));

    type(new RegExp(customerText.leadName), 'Valley Cold Storage');
    type(new RegExp(`^${customerText.firstName}`), 'Maria');
    type(new RegExp(`^${customerText.lastName}`), 'Alvarez');
    type(new RegExp(customerText.email(1)), 'maria@valley');
    type(new RegExp(customerText.phone(1)), '559-555-01');
    expect(screen.getByText(validation.emailFormat)).toBeTruthy();
    expect(screen.getByText(customerText.phoneLength)).toBeTruthy();
    type(new RegExp(customerText.email(1)), 'maria@valley.example');
    type(new RegExp(customerText.phone(1)), '5595550101');
    expect(screen.getByText('+1')).toBeTruthy();
    next();
    await stepHeading(1);
  });
});

describe('step 2: property creates the lead', () => {
  it('does not create the lead before the owner type is chosen; a typed address not on the map yet says it will be placed', async () => {
    const { environment } = renderWizard({ ...emptyDraft(), step: 1, customer: customerDone, property: { ...propertyDone, latitude: null, longitude: null, ownerType: '' } });
    await stepHeading(1);
    expect(await screen.findByText(propertyText.notPlacedYet)).toBeTruthy();
    next();
    expect(screen.getByText(validation.required)).toBeTruthy();
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).not.toContain('useIntakeCreateLeadMutation');
  });

  it('createLead variables and the pre-qualification', async () => {
    const { environment } = renderWizard({ ...emptyDraft(), step: 1, customer: customerDone, property: propertyDone });
    await stepHeading(1);
    expect((await screen.findByTestId('pin-position')).textContent).toBe(mapTexts.pinPosition(36.71161, -119.77224));
    next();
    const operation = await pendingOperation(environment, 'useIntakeCreateLeadMutation');
    const { input } = operation.request.variables;
    expect(input.customer.phoneNumbers).toEqual(['+15595550101']);
    expect(input.property).toMatchObject({ siteAddress: propertyDone.address, latitude: 36.71161, longitude: -119.77224 });
    expect(input.zoomLevel).toBe(19);
    // A draft until the summary's Submit (issue 12).
    expect(input.draft).toBe(true);
    await act(async () => {
      environment.mock.resolve(operation as never, { data: { createLead: { lead: files([]), message: null, userErrors: [] } } } as never);
    });
    expect(await screen.findByText(leadFlow.prequalifying)).toBeTruthy();
    // Pushed over the lead's live updates: no polling query is asked.
    const live = await answer(environment, 'usePrequalifyEnrichmentSubscription', {
      leadChanged: { enrichment: { status: 'COMPLETED', failureReason: null, enrichedData: { systemSize: 120, estimatedYearProduction: 180000, locationPrecision: 'ROOFTOP' } } },
    });
    expect(live).toEqual({ leadId: LEAD.id });
    await stepHeading(2);
    expect(screen.getByTestId('lead-badge').textContent).toBe('#77');
    // The created lead is linked in the store: the screen query asked nothing more.
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).not.toContain('IntakeFormScreenQuery');
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).not.toContain('usePrequalifyEnrichmentQuery');
  });

  it('a ZIP-level pin says it is approximate, and createLead sends its precision (issue 12)', async () => {
    const { environment } = renderWizard({ ...emptyDraft(), step: 1, customer: customerDone, property: { ...propertyDone, locationPrecision: 'ZIP' } });
    await stepHeading(1);
    // The test build has no satellite style: the notice does not ask for a building it cannot show.
    expect((await screen.findByTestId('precision-notice')).textContent).toBe(propertyText.precisionNotice('ZIP', false));
    next();
    const operation = await pendingOperation(environment, 'useIntakeCreateLeadMutation');
    expect(operation.request.variables.input.property).toMatchObject({ latitude: 36.71161, longitude: -119.77224, locationPrecision: 'ZIP' });
  });

  it('an address the api cannot place: the reason, no figures, and the wizard goes on (issue 12)', async () => {
    const { environment } = renderWizard({ ...emptyDraft(), step: 1, customer: customerDone, property: { ...propertyDone, address: 'Nowhere', latitude: null, longitude: null } });
    await stepHeading(1);
    next();
    const operation = await pendingOperation(environment, 'useIntakeCreateLeadMutation');
    expect(operation.request.variables.input.property).toMatchObject({ siteAddress: 'Nowhere', latitude: null, longitude: null });
    await act(async () => {
      environment.mock.resolve(operation as never, { data: { createLead: { lead: files([]), message: null, userErrors: [] } } } as never);
    });
    // Without live updates (the stream failed), the status is asked for instead.
    const live = await pendingOperation(environment, 'usePrequalifyEnrichmentSubscription');
    await act(async () => { environment.mock.reject(live as never, new Error('stream closed')); });
    await answer(environment, 'usePrequalifyEnrichmentQuery', { leadEnrichmentStatus: { status: 'FAILED', failureReason: 'Address not found.', enrichedData: null } });
    expect(await screen.findByText(wizardText.prequalifyFailedBecause('Address not found.'))).toBeTruthy();
    await stepHeading(2);
  });

  it('a refused creation shows §8 and keeps what was typed', async () => {
    const { environment } = renderWizard({ ...emptyDraft(), step: 1, customer: customerDone, property: propertyDone });
    await stepHeading(1);
    next();
    const operation = await pendingOperation(environment, 'useIntakeCreateLeadMutation');
    await act(async () => {
      environment.mock.reject(operation as never, new Error('boom'));
    });
    expect(await screen.findByText('There was an error submitting your lead. Please try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: wizardText.steps[1] })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /Site address/ }) as HTMLInputElement).value).toBe(propertyDone.address);
  });
});

describe('files', () => {
  const atStep = (step: number): WizardDraft => ({ ...emptyDraft(), step, lead: LEAD, customer: customerDone, property: propertyDone });

  it('step index 3 uploads go to utility bills, with a progress bar and the §8 message', async () => {
    const { environment } = renderWizard(atStep(3));
    await answerLead(environment, files([]));
    await stepHeading(3);
    const bill = new File(['%PDF-1.4'], 'june-bill.pdf', { type: 'application/pdf' });
    fireEvent.input(screen.getByTestId('upload-UTILITY_BILL'), { target: { files: [bill] } });
    const upload = await pendingOperation(environment, 'intakeUploadLeadFileMutation');
    expect(upload.request.variables).toMatchObject({ leadId: LEAD.id, kind: 'UTILITY_BILL' });
    expect(screen.getByRole('progressbar', { name: filesText.uploading('june-bill.pdf') })).toBeTruthy();
    await act(async () => {
      environment.mock.resolve(upload as never, {
        data: { uploadLeadFile: { lead: files([[5, 'june-bill.pdf']]), files: [{ databaseId: 5, name: 'june-bill.pdf' }], message: null, userErrors: [] } },
      } as never);
    });
    expect(await screen.findByText(success.fileUploaded('june-bill.pdf'))).toBeTruthy();
    expect(within(screen.getByTestId('files-UTILITY_BILL')).getByText('june-bill.pdf')).toBeTruthy();
  });

  it('other steps upload additional files with the chosen kind; removing takes it out of the same list', async () => {
    const { environment } = renderWizard(atStep(4));
    await answerLead(environment, files([[5, 'june-bill.pdf']], [[9, 'old-survey.pdf', 'Site Survey']]));
    await stepHeading(4);
    fireEvent.change(screen.getByLabelText(filesText.fileKind), { target: { value: 'SITE_SURVEY' } });
    fireEvent.input(screen.getByTestId('upload-ADDITIONAL'), { target: { files: [new File(['x'], 'survey.pdf')] } });
    const upload = await pendingOperation(environment, 'intakeUploadLeadFileMutation');
    expect(upload.request.variables).toMatchObject({ kind: 'ADDITIONAL', fileType: 'SITE_SURVEY' });
    await act(async () => {
      environment.mock.reject(upload as never, new Error('too big'));
    });
    expect(await screen.findByText('There was an error uploading survey.pdf to the server.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: filesText.remove('old-survey.pdf') }));
    const removal = await pendingOperation(environment, 'useIntakeDeleteLeadFileMutation');
    expect(removal.request.variables).toEqual({ fileId: 'LeadFile:9', kind: 'ADDITIONAL', leadId: LEAD.id });
    await act(async () => {
      environment.mock.resolve(removal as never, {
        data: { deleteLeadFile: { lead: files([[5, 'june-bill.pdf']]), deletedFileId: 'LeadFile:9', message: null, userErrors: [] } },
      } as never);
    });
    expect(await screen.findByText(success.fileDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('old-survey.pdf')).toBeNull());
  });

  it('the summary submits: §4 message, the wizard resets and the lead page opens', async () => {
    const { environment, router } = renderWizard(atStep(5));
    await answerLead(environment, files([[5, 'june-bill.pdf']]));
    await stepHeading(5);
    expect(screen.getByText(propertyDone.address)).toBeTruthy();
    expect(within(screen.getByTestId('files-UTILITY_BILL')).getByText('june-bill.pdf')).toBeTruthy();
    next();
    // The draft lead is submitted (issue 12) before §4's message and reset.
    expect(await answer(environment, 'useIntakeSubmitLeadMutation', { submitLead: { lead: { id: LEAD.id, isDraft: false }, message: success.leadSubmitted, userErrors: [] } }))
      .toEqual({ id: LEAD.id });
    expect(await screen.findByText(success.leadSubmitted)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/leads/77'));
    expect(JSON.parse(sessionStorage.getItem('intake-wizard-draft') ?? 'null')?.lead ?? null).toBeNull();
  });

  it('a submit that fails says §8 and keeps the wizard and its draft (issue 12)', async () => {
    const { environment, router } = renderWizard(atStep(5));
    await answerLead(environment, files([]));
    await stepHeading(5);
    next();
    const operation = await pendingOperation(environment, 'useIntakeSubmitLeadMutation');
    await act(async () => { environment.mock.reject(operation as never, new Error('network down')); });
    expect(await screen.findByText(errors.leadSubmit)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manage/intake-form');
    expect(JSON.parse(sessionStorage.getItem('intake-wizard-draft') ?? 'null')?.lead).toEqual(LEAD);
  });

  it('Start over discards the draft lead after confirmation, then empties the form (issue 12)', async () => {
    const { environment } = renderWizard(atStep(4));
    await answerLead(environment, files([]));
    await stepHeading(4);
    fireEvent.click(screen.getByRole('button', { name: wizardText.startOver }));
    expect(await screen.findByText(wizardText.startOverDiscards(77))).toBeTruthy();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: wizardText.startOver }));
    expect(await answer(environment, 'useDeleteLeadMutation', { deleteLead: { deletedLeadId: LEAD.id, userErrors: [] } })).toEqual({ id: LEAD.id });
    await stepHeading(0);
    expect(JSON.parse(sessionStorage.getItem('intake-wizard-draft') ?? 'null')?.lead ?? null).toBeNull();
  });
});

describe('drafts (issue 12)', () => {
  it('an empty wizard lists the viewer\'s drafts, each opening its lead page or discarded after confirmation', async () => {
    const { environment, router } = renderWizard(undefined, undefined, { pendingDrafts: true });
    await stepHeading(0);
    await answer(environment, 'DraftsPanelQuery', {
      leadDrafts: [
        { id: 'TGVhZDo4', databaseId: 8, name: 'Half done', address: '2 Elm St, Chico, CA', customerName: 'Ann Lee', updated: '2026-01-02T10:00:00.000Z' },
        { id: 'TGVhZDo5', databaseId: 9, name: 'Barely begun', address: null, customerName: null, updated: '2026-01-03T10:00:00.000Z' },
      ],
    });
    const panel = await screen.findByTestId('lead-drafts');
    expect(within(panel).getByText('Ann Lee · 2 Elm St, Chico, CA')).toBeTruthy();
    expect(within(panel).getByText(wizardText.draftNoAddress)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: wizardText.draftDiscardNamed('Barely begun') }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: wizardText.draftDiscard }));
    expect(await answer(environment, 'useDeleteLeadMutation', { deleteLead: { deletedLeadId: 'TGVhZDo5', userErrors: [] } })).toEqual({ id: 'TGVhZDo5' });
    await waitFor(() => expect(within(panel).queryByText('Barely begun')).toBeNull());
    fireEvent.click(within(panel).getByRole('link', { name: wizardText.draftOpenNamed('Half done') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/leads/8'));
  });
});

describe('server refusals land on their fields, on the steps that own them', () => {
  const TOO_LONG = (n: number) => `Ensure this field has no more than ${n} characters.`;
  const refusal = () => screen.findByTestId('wizard-refusal');
  const messageOf = (input: HTMLElement) =>
    input.closest('[data-scope="field"][data-part="root"]')?.querySelector('[data-part="error-text"]')?.textContent ?? null;

  it('a lead name refused when the property step creates the lead goes back to step 1, under the name, with the other refusals', async () => {
    const longName = 'N'.repeat(600);
    const { environment } = renderWizard({
      ...emptyDraft(), step: 1, customer: { ...customerDone, leadName: longName, emails: ['', 'maria@valley.example'] }, property: propertyDone,
    });
    await stepHeading(1);
    next();
    const operation = await pendingOperation(environment, 'useIntakeCreateLeadMutation');
    await act(async () => {
      environment.mock.resolve(operation as never, {
        data: {
          createLead: {
            lead: null,
            message: null,
            userErrors: [
              { field: 'input.property.buildingSize', messages: ['Ensure this value is less than or equal to 100000000.'], code: 'INVALID_INPUT' },
              { field: 'input.name', messages: [TOO_LONG(200)], code: 'INVALID_INPUT' },
              // The payload leaves the blank first email out: the api's emails.0 is the draft's second.
              { field: 'input.customer.emails.0', messages: ['Enter a valid email address.'], code: 'INVALID_INPUT' },
              { field: null, messages: ['Leads cannot be created today.'], code: 'INVALID_INPUT' },
            ],
          },
        },
      } as never);
    });
    await stepHeading(0);
    const name = screen.getByLabelText(new RegExp(customerText.leadName)) as HTMLInputElement;
    expect(name.value).toBe(longName);
    // Typing cannot get there any more: the input has the api's limit (this draft predates it).
    expect(name.maxLength).toBe(200);
    expect(messageOf(name)).toBe(TOO_LONG(200));
    expect(messageOf(screen.getByLabelText(new RegExp(customerText.email(2))))).toBe('Enter a valid email address.');
    await waitFor(() => expect(document.activeElement).toBe(name));
    // One summary of all of them, the property step's included; never the generic retry message.
    const lines = within(await refusal()).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual([
      `${customerText.leadName}: ${TOO_LONG(200)}`,
      `${customerText.email(2)}: Enter a valid email address.`,
      `${propertyText.buildingSize} (${wizardText.steps[1]}): Ensure this value is less than or equal to 100000000.`,
      'Leads cannot be created today.',
    ]);
    expect(screen.queryByText('There was an error submitting your lead. Please try again.')).toBeNull();
    expect(toaster.getVisibleToasts()).toHaveLength(0);
    // Fixing the name takes its message away; the others stay.
    type(new RegExp(customerText.leadName), 'Valley Cold Storage');
    await waitFor(() => expect(messageOf(name)).toBeNull());
    expect(within(await refusal()).queryByText(new RegExp(`^${customerText.leadName}:`))).toBeNull();
    expect(messageOf(screen.getByLabelText(new RegExp(customerText.email(2))))).toBe('Enter a valid email address.');
  });

  it('a step saved into the existing lead shows its refusal under the field and §8 lines for what no field shows', async () => {
    const { environment } = renderWizard({ ...emptyDraft(), step: 2, lead: LEAD, customer: customerDone, property: propertyDone });
    await answerLead(environment, files([]));
    await stepHeading(2);
    next();
    const operation = await pendingOperation(environment, 'useIntakeUpdateLeadMutation');
    await act(async () => {
      environment.mock.resolve(operation as never, {
        data: {
          updateLead: {
            lead: null,
            message: null,
            userErrors: [
              { field: 'input.designData.roofWarrantyLength', messages: ['Ensure this value is less than or equal to 100.'], code: 'INVALID_INPUT' },
              { field: 'input.energyReseller', messages: ['Unknown reseller.'], code: 'INVALID_INPUT' },
            ],
          },
        },
      } as never);
    });
    await waitFor(() => expect(messageOf(screen.getByLabelText(new RegExp(projectText.warrantyLength.replace(/[()]/g, '.'))))).toBe('Ensure this value is less than or equal to 100.'));
    expect(screen.getByRole('heading', { level: 2, name: wizardText.steps[2] })).toBeTruthy();
    const lines = within(await refusal()).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual([`${projectText.warrantyLength}: Ensure this value is less than or equal to 100.`, 'Energy reseller: Unknown reseller.']);
    expect(within(await refusal()).getByText(wizardText.fixErrors)).toBeTruthy();
    // Once the refused field is changed, the summary only says why nothing was saved.
    type(new RegExp(projectText.warrantyLength.replace(/[()]/g, '.')), '25');
    await waitFor(() => expect(within(screen.getByTestId('wizard-refusal')).getByText(wizardText.notSaved)).toBeTruthy());
    expect(within(screen.getByTestId('wizard-refusal')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Energy reseller: Unknown reseller.']);
  });

  it('a refused upload says §8\'s message with the server\'s reason', async () => {
    const { environment } = renderWizard({ ...emptyDraft(), step: 3, lead: LEAD, customer: customerDone, property: propertyDone });
    await answerLead(environment, files([]));
    await stepHeading(3);
    fireEvent.input(screen.getByTestId('upload-UTILITY_BILL'), { target: { files: [new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' })] } });
    const upload = await pendingOperation(environment, 'intakeUploadLeadFileMutation');
    await act(async () => {
      environment.mock.resolve(upload as never, {
        data: { uploadLeadFile: { lead: null, files: [], message: null, userErrors: [{ field: 'file', messages: ['The file is too large.'], code: 'TOO_LARGE' }] } },
      } as never);
    });
    expect(await screen.findByText('There was an error uploading bill.pdf to the server.')).toBeTruthy();
    expect(screen.getByText('The file is too large.')).toBeTruthy();
  });

  it('an unknown referral code is said under the referral field', async () => {
    const { environment } = renderWizard({ ...emptyDraft(), step: 3, lead: LEAD, customer: customerDone, property: propertyDone });
    await answerLead(environment, files([]));
    await stepHeading(3);
    type(filesText.referral, 'NOPE-1');
    fireEvent.click(screen.getByRole('button', { name: filesText.import }));
    const operation = await pendingOperation(environment, 'useIntakeImportUtilityDataMutation');
    expect(operation.request.variables).toEqual({ leadId: LEAD.id, referral: 'NOPE-1' });
    await act(async () => {
      environment.mock.resolve(operation as never, {
        data: { importUtilityData: { lead: null, files: [], message: null, userErrors: [{ field: 'referral', messages: ['Referral code NOPE-1 was not found.'], code: 'NOT_FOUND' }] } },
      } as never);
    });
    await waitFor(() => expect(messageOf(screen.getByLabelText(filesText.referral))).toBe('Referral code NOPE-1 was not found.'));
    expect(toaster.getVisibleToasts()).toHaveLength(0);
  });
});

describe('?address= prefill', () => {
  it('starts a new lead with the address and says so', async () => {
    renderWizard(undefined, `/manage/intake-form?address=${encodeURIComponent('10 Main St, Hartford, CT')}`);
    expect(await screen.findByText(wizardText.prefilledAddress('10 Main St, Hartford, CT'))).toBeTruthy();
  });
});
