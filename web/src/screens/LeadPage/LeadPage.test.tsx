import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../routing/paths';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { errors, leadFlow, shell, success } from '../../messages';
import { renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';
import { GROUPS } from './details/fields';
import { PIN_NUDGE_PX } from '../../components/map/PinMap';
import { mapTexts } from '../../components/map/texts';
import { agreementRowTexts, signLinkTexts } from '../../components/agreements/texts';
import { dealTexts } from './deals/texts';
import { previewPerWatt, previewRate, previewUsd } from './deals/shared/PricePreview';
import { pricePreview } from './deals/shared/preview';
import { emptyPricingForm } from './deals/shared/pricingForm';
import { cancelLeadTexts } from '../../components/cancelLead/texts';
import { leadPageTexts as text } from './texts';
import { API_BODY_LIMITS, LEAD_NOTES_MAX } from '../../validation/limits';
import { NO_PACE_PROGRAM } from '../../../../shared/pricing/pace-programs';

// jsdom has no WebGL: the edit mode's pin map runs on the map tests' fake (as the wizard's tests do).
vi.mock('react-map-gl/maplibre', () => import('../../components/map/fakeReactMapGl'));
vi.mock('../../components/map/mapLibrary', () => ({ maplibregl: {} }));
vi.mock('../../components/map/mapStyle', () => {
  const style = Promise.resolve({ version: 8, sources: {}, layers: [] });
  return { loadMapStyle: () => style };
});

afterEach(() => act(() => toaster.remove()));
// The first render loads the layout's and the page's lazy chunks; the machine is shared.
vi.setConfig({ testTimeout: 60_000 });
// Load those chunks once up front, so no single test pays for transforming them.
beforeAll(async () => {
  await Promise.all([import('./LeadPage'), import('../../components/layout/MainLayout')]);
}, 120_000);

/** The pending operation `name` (waits for lazy chunks to load and the query to start). */
async function pendingOperation(environment: MockEnvironment, name: string) {
  let found: ReturnType<MockEnvironment['mock']['getAllOperations']>[number] | undefined;
  await waitFor(
    () => {
      found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
      if (!found) throw new Error(`${name} is not pending`);
    },
    { timeout: 20_000 },
  );
  return found!;
}

type Role = 'regular' | 'orgAdmin' | 'superAdmin';

const organizations = [
  { id: 'Organization:1', name: 'Sunny Co', users: [{ userId: 'User:11', databaseId: 11, firstName: 'Rita', lastName: 'Sun', email: 'rita@sunny.test' }] },
  { id: 'Organization:2', name: 'Bright EPC', users: [{ userId: 'User:21', databaseId: 21, firstName: 'Bo', lastName: 'Bright', email: 'bo@bright.test' }] },
];

/** Every field null except `values`: the mock generator would otherwise invent strings for dates and links. */
function nulls(names: string[], values: Record<string, unknown>) {
  return { ...Object.fromEntries(names.map((n) => [n, null])), ...values };
}

const baseLead = {
  id: 'Lead:7',
  databaseId: 7,
  name: 'Warehouse 7',
  stage: 'UTILITY_DATA',
  address: '1 Main St, Fresno, CA',
  organizationName: 'Sunny Co',
  associatedUserName: 'Rita Sun',
  organization: { id: 'Organization:1', name: 'Sunny Co' },
  associatedUser: { userId: 'User:11', databaseId: 11, name: 'Rita Sun' },
  notes: null,
  energyReseller: null,
  ownerType: null,
  systemImage: null,
  customer: { firstName: 'Ada', lastName: 'Lovelace', name: null, role: null, mailingAddress: null, phoneExtension: null, phoneNumbers: ['+15551234567'], emails: ['ada@example.com'] },
  property: nulls([...GROUPS[2].fields.map((f) => f.name), 'state', 'locationMismatchKm'], { siteAddress: '1 Main St, Fresno, CA' }),
  designData: nulls(GROUPS[3].fields.map((f) => f.name), { epcCost: 250000 }),
  projectInfo: nulls(GROUPS[4].fields.map((f) => f.name), { systemSize: 120, estimatedYearProduction: 180000, essEpcPrice: 0 }),
  utilityBills: [],
  additionalFiles: [],
  proposals: [],
  quotes: [],
  agreements: [],
  canCancel: true,
  cancellation: null,
};

async function resolveOp(environment: MockEnvironment, name: string, resolvers: Record<string, () => unknown>) {
  const operation = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.resolve(operation as never, MockPayloadGenerator.generate(operation as never, resolvers as never));
  });
  return operation.request.variables;
}

async function openLead({ role = 'orgAdmin', lead = baseLead as Record<string, unknown> | null, hash = '' }: { role?: Role; lead?: Record<string, unknown> | null; hash?: string } = {}) {
  const rendered = renderRoute(`/manage/leads/7${hash}`);
  const viewer = () => ({ ...viewers[role], assignableOrganizations: organizations });
  await resolveOp(rendered.environment, 'ViewerProviderQuery', { Viewer: viewer });
  const variables = await resolveOp(rendered.environment, 'LeadPageQuery', lead ? { Viewer: viewer, Lead: () => lead } : { Viewer: viewer, Query: () => ({ lead: null }) });
  return { ...rendered, variables };
}

// Issue 11: a failed page showed the raw error, and "Try again" replayed Relay's cached failure.
describe('the lead page when its query fails', () => {
  it('shows the §8 text, and "Try again" asks the server again', async () => {
    const { environment } = renderRoute('/manage/leads/7');
    await resolveOp(environment, 'ViewerProviderQuery', { Viewer: () => ({ ...viewers.orgAdmin, assignableOrganizations: organizations }) });
    const failed = await pendingOperation(environment, 'LeadPageQuery');
    await act(async () => { environment.mock.reject(failed as never, new Error('No data returned for operation `LeadPageQuery`')); });
    expect(await screen.findByText(errors.generic)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/LeadPageQuery/);
    fireEvent.click(screen.getByRole('button', { name: shell.retry }));
    await resolveOp(environment, 'LeadPageQuery', { Viewer: () => ({ ...viewers.orgAdmin, assignableOrganizations: organizations }), Lead: () => baseLead });
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse 7' })).toBeTruthy();
  });
});

describe('the lead page', () => {
  it('shows the header: name, stage n of 7, organization, assigned user and address', async () => {
    const { variables } = await openLead();
    expect(variables).toEqual({ databaseId: 7 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse 7' })).toBeTruthy();
    expect(screen.getAllByText(text.stageOf(3, 7, 'Utility data')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('lead-organization').textContent).toBe('Sunny Co');
    expect(screen.getByTestId('lead-assignee').textContent).toBe('Rita Sun');
    expect(screen.getByTestId('lead-address').textContent).toBe('1 Main St, Fresno, CA');
    // Quotes is the default tab (§4).
    expect(screen.getByRole('tab', { name: text.tabs.quotes }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText(leadFlow.notEnriched)).toBeNull();
  });

  it("warns 'Lead details are not enriched.' when project info is empty (§4)", async () => {
    await openLead({ lead: { ...baseLead, projectInfo: null } });
    expect(await screen.findByText(leadFlow.notEnriched)).toBeTruthy();
  });

  it('says when the lead does not exist (or is another organization’s), with a way back', async () => {
    await openLead({ lead: null });
    expect(await screen.findByRole('heading', { name: text.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: text.backToLeads }).getAttribute('href')).toBe('/manage/leads');
  });
});

describe('reassignment (§6)', () => {
  it.each([['orgAdmin'], ['superAdmin']] as const)('is offered to a %s, and sends assignLead with the chosen organization and user', async (role) => {
    const { environment } = await openLead({ role });
    // Issue 28: the page does not ask for the organizations' users; the dialog does, when it opens.
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).not.toContain('ReassignDialogQuery');
    fireEvent.click(await screen.findByRole('button', { name: text.reassign.open }));
    const dialog = await screen.findByRole('dialog');
    await resolveOp(environment, 'ReassignDialogQuery', { Viewer: () => ({ ...viewers[role], assignableOrganizations: organizations }) });
    await within(dialog).findByLabelText(text.reassign.organization);
    fireEvent.change(within(dialog).getByLabelText(text.reassign.organization), { target: { value: 'Organization:2' } });
    // The user of the old organization is no member of the new one.
    expect((within(dialog).getByLabelText(text.reassign.user) as HTMLSelectElement).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText(text.reassign.user), { target: { value: 'User:21' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.reassign.save }));
    const variables = await resolveOp(environment, 'useAssignLeadMutation', {
      Lead: () => ({ ...baseLead, organizationName: 'Bright EPC', associatedUserName: 'Bo Bright' }),
      LeadPayload: () => ({ message: success.leadUpdated, userErrors: [] }),
    });
    expect(variables).toEqual({ id: 'Lead:7', organizationId: 'Organization:2', userId: 'User:21' });
    await waitFor(() => expect(screen.getByTestId('lead-organization').textContent).toBe('Bright EPC'));
  });

  it('is read-only for everyone else (and their page does not ask for the organizations)', async () => {
    const { variables, environment } = await openLead({ role: 'regular' });
    expect(variables).toEqual({ databaseId: 7 });
    await screen.findByRole('heading', { level: 1, name: 'Warehouse 7' });
    expect(screen.queryByRole('button', { name: text.reassign.open })).toBeNull();
    expect(screen.getByTestId('lead-organization').textContent).toBe('Sunny Co');
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).not.toContain('ReassignDialogQuery');
  });
});

describe('details: edit mode', () => {
  const nameInput = () => screen.getByRole('textbox', { name: /Lead name/ }) as HTMLInputElement;
  /** Edit, then the form: its code is a lazy chunk (issue 28), there once its first field is. */
  const startEdit = async () => {
    fireEvent.click(await screen.findByRole('button', { name: text.details.edit }));
    await screen.findByRole('textbox', { name: /Lead name/ });
  };

  it('keeps the edit data across tab switches until Cancel edit discards it', async () => {
    await openLead({ hash: '#details' });
    await startEdit();
    fireEvent.change(nameInput(), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('tab', { name: text.tabs.documents }));
    fireEvent.click(screen.getByRole('tab', { name: text.tabs.details }));
    expect(nameInput().value).toBe('Renamed');

    fireEvent.click(screen.getByRole('button', { name: text.details.cancelEdit }));
    expect(screen.getByTestId('value-lead.name').textContent).toBe('Warehouse 7');
    fireEvent.click(screen.getByRole('button', { name: text.details.edit }));
    expect(nameInput().value).toBe('Warehouse 7');
  });

  // Issue 15: unsaved edits are guarded like the wizard's.
  it('asks before leaving the lead with unsaved edits: Stay keeps them, Leave goes', async () => {
    const { router } = await openLead({ hash: '#details' });
    await startEdit();
    fireEvent.change(nameInput(), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('link', { name: text.backToLeads }));
    let dialog = await screen.findByRole('alertdialog', { name: text.details.leaveGuard.leaveTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: text.details.leaveGuard.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/manage/leads/7');
    expect(nameInput().value).toBe('Renamed');

    fireEvent.click(screen.getByRole('link', { name: text.backToLeads }));
    dialog = await screen.findByRole('alertdialog', { name: text.details.leaveGuard.leaveTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: text.details.leaveGuard.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.leads));
  });

  it('edit mode without changes leaves without asking', async () => {
    const { router } = await openLead({ hash: '#details' });
    await startEdit();
    fireEvent.click(screen.getByRole('link', { name: text.backToLeads }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.leads));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  // Issue 11: the inputs cannot take what update_lead refuses; notes count toward the api's limit.
  it("mirrors the api's limits: lengths, the notes counter, the contact list size", async () => {
    await openLead({ hash: '#details' });
    await startEdit();
    expect(nameInput().maxLength).toBe(API_BODY_LIMITS.updateLead.name.maxLength);
    const notes = screen.getByRole('textbox', { name: /^Notes/ }) as HTMLTextAreaElement;
    expect(notes.maxLength).toBe(LEAD_NOTES_MAX);
    fireEvent.change(notes, { target: { value: 'abc' } });
    expect(screen.getByText(text.details.counter(3, LEAD_NOTES_MAX))).toBeTruthy();
    expect((screen.getByLabelText(text.details.newEmail) as HTMLInputElement).maxLength).toBe(API_BODY_LIMITS.updateLead.customer.emails.item.maxLength);
  });

  it('Update sends only the changes, phones merged and dates normalized, then shows the answer', async () => {
    const { environment } = await openLead({ hash: '#details' });
    await startEdit();
    fireEvent.change(nameInput(), { target: { value: 'Renamed' } });
    fireEvent.change(screen.getByLabelText(text.details.newPhone), { target: { value: '555 987 6543' } });
    fireEvent.click(screen.getByRole('button', { name: text.details.addPhone }));
    fireEvent.change(screen.getByLabelText('Survey scheduled date'), { target: { value: '2026-07-01' } });
    fireEvent.click(screen.getByRole('button', { name: text.details.update }));

    const variables = await resolveOp(environment, 'useUpdateLeadMutation', {
      Lead: () => ({ ...baseLead, name: 'Renamed' }),
      LeadPayload: () => ({ message: success.leadUpdated, userErrors: [] }),
    });
    expect(variables).toEqual({
      id: 'Lead:7',
      input: {
        name: 'Renamed',
        customer: { phoneNumbers: ['+15551234567', '+15559876543'] },
        designData: { surveyScheduledDate: '2026-07-01' },
      },
    });
    expect(await screen.findByText(success.leadUpdated)).toBeTruthy();
    expect(screen.getByTestId('value-lead.name').textContent).toBe('Renamed');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Renamed');
    // Project info came back filled: no second fetch (§4).
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).not.toContain('useUpdateLeadRefetchQuery');
  });

  it('edit mode: the pin moved onto the building is sent with ROOFTOP precision; the county is chosen from the state\'s counties (issue 12)', async () => {
    const placed = { ...baseLead.property, latitude: 36.7, longitude: -119.7, locationPrecision: 'ZIP', state: 'CA', county: 'Fresno' };
    const { environment } = await openLead({ hash: '#details', lead: { ...baseLead, property: placed } });
    await startEdit();
    await resolveOp(environment, 'CountySelectQuery', { Query: () => ({ counties: ['Fresno', 'Madera', 'Tulare'] }) });
    fireEvent.change(await screen.findByTestId('county-select'), { target: { value: 'Madera' } });
    const pin = await screen.findByRole('button', { name: new RegExp(mapTexts.pin) }, { timeout: 20_000 });
    fireEvent.keyDown(pin, { key: 'ArrowUp' });
    fireEvent.click(screen.getByRole('button', { name: text.details.update }));
    const variables = await resolveOp(environment, 'useUpdateLeadMutation', {
      Lead: () => ({ ...baseLead, property: { ...placed, county: 'Madera', locationPrecision: 'ROOFTOP' } }),
      LeadPayload: () => ({ message: success.leadUpdated, userErrors: [] }),
    });
    expect(variables.input.property).toEqual({ county: 'Madera', latitude: 36.7 + PIN_NUDGE_PX / 1000, longitude: -119.7, locationPrecision: 'ROOFTOP' });
    // A moved pin is pre-qualified again, like a new address, then the lead is read again.
    expect(await screen.findByText(leadFlow.prequalifying)).toBeTruthy();
    await resolveOp(environment, 'usePrequalifyEnrichmentSubscription', { LeadEnrichment: () => ({ status: 'COMPLETED', failureReason: null }) });
    expect(await screen.findByText(text.details.reEnriched)).toBeTruthy();
    expect((await pendingOperation(environment, 'DetailsTabRefetchQuery')).request.variables).toEqual({ databaseId: 7 });
  });

  it('edit mode: the utility is chosen among the utilities of the site\'s ZIP, each with its rate (issue 25)', async () => {
    const phoenix = { ...baseLead.property, siteAddress: '4000 E Air Ln, Phoenix, AZ 85034', utilityName: 'Arizona Public Service Co' };
    const { environment } = await openLead({ hash: '#details', lead: { ...baseLead, property: phoenix } });
    await startEdit();
    const variables = await resolveOp(environment, 'UtilitySelectQuery', {
      SiteEconomics: () => ({ utilities: [{ name: 'Arizona Public Service Co', eiaId: 803, commercialRate: 0.1094 }, { name: 'Salt River Project', eiaId: 16572, commercialRate: 0.0902 }] }),
    });
    expect(variables).toEqual({ zip: '85034' });
    const select = await screen.findByTestId('utility-select');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      text.details.notSet, text.details.utilityOption('Arizona Public Service Co', 0.1094), text.details.utilityOption('Salt River Project', 0.0902)]);
    fireEvent.change(select, { target: { value: 'Salt River Project' } });
    fireEvent.click(screen.getByRole('button', { name: text.details.update }));
    const update = await resolveOp(environment, 'useUpdateLeadMutation', {
      Lead: () => ({ ...baseLead, property: { ...phoenix, utilityName: 'Salt River Project' } }),
      LeadPayload: () => ({ message: success.leadUpdated, userErrors: [] }),
    });
    expect(update.input.property).toEqual({ utilityName: 'Salt River Project' });
  });

  it('says when the site is only approximately placed (issue 12)', async () => {
    await openLead({ hash: '#details', lead: { ...baseLead, property: { ...baseLead.property, locationPrecision: 'CITY' } } });
    expect((await screen.findByTestId('location-approximate')).textContent).toBe(text.details.locationApproximate('city'));
  });

  it('flags a pin far from the place its address names (issue 12)', async () => {
    await openLead({ hash: '#details', lead: { ...baseLead, property: { ...baseLead.property, locationMismatchKm: 2710.4 } } });
    expect((await screen.findByTestId('location-mismatch')).textContent).toBe(text.details.locationMismatch(2710));
  });

  it('fetches the lead once more when the answer lacks the yearly production or ESS price (§4)', async () => {
    const { environment } = await openLead({ hash: '#details' });
    await startEdit();
    fireEvent.change(nameInput(), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: text.details.update }));
    await resolveOp(environment, 'useUpdateLeadMutation', {
      Lead: () => ({ ...baseLead, name: 'Renamed', projectInfo: { ...baseLead.projectInfo, estimatedYearProduction: null, essEpcPrice: null } }),
      LeadPayload: () => ({ message: success.leadUpdated, userErrors: [] }),
    });
    expect(await pendingOperation(environment, 'useUpdateLeadRefetchQuery')).toBeTruthy();
  });

  it('shows refusals inline under their field', async () => {
    const { environment } = await openLead({ hash: '#details' });
    await startEdit();
    fireEvent.change(screen.getByRole('textbox', { name: 'EPC cost' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: text.details.update }));
    await resolveOp(environment, 'useUpdateLeadMutation', {
      LeadPayload: () => ({ message: null, lead: null, userErrors: [{ field: 'input.designData.epcCost', messages: ['EPC cost cannot be below the roofing costs.'] }] }),
    });
    expect((await screen.findAllByText('EPC cost cannot be below the roofing costs.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'EPC cost' }).getAttribute('aria-invalid')).toBe('true');
  });

  // Issue 11: a value outside the api's range is refused in the form, in the api's words, unsent.
  it('refuses a number outside the api range inline, before sending', async () => {
    const { environment } = await openLead({ hash: '#details' });
    await startEdit();
    fireEvent.change(screen.getByRole('textbox', { name: 'EPC cost' }), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: text.details.update }));
    expect((await screen.findAllByText('Ensure this value is greater than or equal to 0.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'EPC cost' }).getAttribute('aria-invalid')).toBe('true');
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'useUpdateLeadMutation')).toBe(false);
  });
});

describe('cancel the lead (issue 15: closed-lost, kept and restorable)', () => {
  const cancelled = { cancelledAt: '2026-11-20T15:30:00.000Z', reason: 'Chose a competitor', cancelledByName: 'Rita Sun' };

  it("asks why, says 'Lead cancelled.', stays on the page with the cancelled banner, and Undo restores it", async () => {
    const { environment, router } = await openLead();
    fireEvent.click(await screen.findByRole('button', { name: cancelLeadTexts.open }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Reason/ }), { target: { value: 'Chose a competitor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: cancelLeadTexts.confirm }));
    const variables = await resolveOp(environment, 'useLeadLifecycleCancelMutation', {
      LeadPayload: () => ({ message: success.leadCancelled, userErrors: [] }),
      Lead: () => ({ id: 'Lead:7', cancellation: cancelled }),
    });
    expect(variables).toEqual({ id: 'Lead:7', reason: 'Chose a competitor' });
    expect(await screen.findByText(success.leadCancelled)).toBeTruthy();
    const banner = await screen.findByTestId('lead-cancelled-banner');
    expect(banner.textContent).toContain('Chose a competitor');
    expect(banner.textContent).toContain('by Rita Sun');
    expect(router.state.location.pathname).toBe('/manage/leads/7');
    // No next action and no second Cancel on a cancelled lead.
    expect(screen.queryByRole('button', { name: cancelLeadTexts.open })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: cancelLeadTexts.undo }));
    await resolveOp(environment, 'useLeadLifecycleRestoreMutation', {
      LeadPayload: () => ({ message: success.leadRestored, userErrors: [] }),
      Lead: () => ({ id: 'Lead:7', cancellation: null }),
    });
    expect(await screen.findByText(success.leadRestored)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('lead-cancelled-banner')).toBeNull());
    expect(screen.getByRole('button', { name: cancelLeadTexts.open })).toBeTruthy();
  });

  it('offers neither Cancel nor Restore when the api says this viewer may not cancel the lead (issue 26)', async () => {
    await openLead({ lead: { ...baseLead, canCancel: false } });
    await screen.findByRole('heading', { level: 1, name: 'Warehouse 7' });
    expect(screen.queryByRole('button', { name: cancelLeadTexts.open })).toBeNull();
    cleanup();
    await openLead({ lead: { ...baseLead, canCancel: false, cancellation: { cancelledAt: '2026-11-20T15:30:00.000Z', reason: 'Chose a competitor', cancelledByName: 'Rita Sun' } } });
    const banner = await screen.findByTestId('lead-cancelled-banner');
    expect(within(banner).queryByRole('button', { name: cancelLeadTexts.restore })).toBeNull();
  });

  it('a cancelled lead offers Restore, and admins Delete permanently after a confirmation, back to the list', async () => {
    const { environment, router } = await openLead({ lead: { ...baseLead, cancellation: cancelled } });
    const banner = await screen.findByTestId('lead-cancelled-banner');
    expect(within(banner).getByRole('button', { name: cancelLeadTexts.restore })).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: cancelLeadTexts.deleteForGood.open }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(cancelLeadTexts.deleteForGood.text('Warehouse 7'));
    fireEvent.click(within(dialog).getByRole('button', { name: cancelLeadTexts.deleteForGood.confirm }));
    const variables = await resolveOp(environment, 'useDeleteLeadMutation', {
      DeleteLeadPayload: () => ({ deletedLeadId: 'Lead:7', message: success.leadDeleted, userErrors: [] }),
    });
    expect(variables).toEqual({ id: 'Lead:7' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/leads'));
    expect(await screen.findByText(success.leadDeleted)).toBeTruthy();
  });

  it('a cancelled lead offers no change: no reassign, create, edit, upload or delete; its documents still read', async () => {
    const first = await openLead({ lead: { ...baseLead, cancellation: cancelled } });
    await screen.findByTestId('lead-cancelled-banner');
    expect(screen.queryByRole('button', { name: text.reassign.open })).toBeNull();
    expect(screen.queryByRole('button', { name: dealTexts.quotes.create })).toBeNull();
    expect(screen.queryByRole('button', { name: dealTexts.quotes.createPace })).toBeNull();
    expect(screen.queryByTestId('next-action')).toBeNull();
    first.unmount();
    await openLead({ lead: { ...baseLead, cancellation: cancelled }, hash: '#details' });
    await screen.findByTestId('lead-cancelled-banner');
    expect(screen.queryByRole('button', { name: text.details.edit })).toBeNull();
  });

  it('the assignee restores their cancelled lead but cannot delete it for good', async () => {
    await openLead({ role: 'regular', lead: { ...baseLead, cancellation: cancelled } });
    const banner = await screen.findByTestId('lead-cancelled-banner');
    expect(within(banner).getByRole('button', { name: cancelLeadTexts.restore })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: cancelLeadTexts.deleteForGood.open })).toBeNull();
  });
});

describe('cancel: only where the api allows it (issues 10 and 26: Lead.canCancel)', () => {
  it('is not offered to a regular user on a colleague\'s lead (the api says no)', async () => {
    await openLead({ role: 'regular', lead: { ...baseLead, canCancel: false, associatedUser: { userId: 'User:21', databaseId: 21, name: 'Bo Bright' } } });
    await screen.findByRole('heading', { level: 1, name: 'Warehouse 7' });
    expect(screen.queryByRole('button', { name: cancelLeadTexts.open })).toBeNull();
  });

  it('is offered to a regular user on the lead assigned to them', async () => {
    // The regular viewer (databaseId 11) is the lead's assignee.
    await openLead({ role: 'regular' });
    expect(await screen.findByRole('button', { name: cancelLeadTexts.open })).toBeTruthy();
  });
});

describe('agreements and their signing links (issues 10 and 15)', () => {
  const agreement = {
    id: 'Agreement:31', databaseId: 31, agreementType: 'LOI', agreementTypeLabel: 'LOI', signed: false, signedDatetime: null, superseded: false,
    status: 'VIEWED', sentAt: '2026-03-04T10:00:00.000Z', lastSentAt: '2026-03-04T10:00:00.000Z', viewedAt: '2026-03-05T10:00:00.000Z',
    voidedAt: null, voidedByName: null, recipient: { name: 'Ada Lovelace', email: 'ada@example.com' },
  };
  const withAgreement = { ...baseLead, agreements: [agreement] };
  // Ark's menu items select on pointer down, focus and click, as a real press does.
  const press = async (element: HTMLElement) => {
    await act(async () => fireEvent.pointerDown(element));
    await act(async () => element.focus());
    await act(async () => fireEvent.click(element));
  };
  const openMenu = async (id: number) => {
    fireEvent.click(await screen.findByRole('button', { name: agreementRowTexts.actionsFor(id) }));
    return screen.findByRole('menu');
  };

  it('a regular user sees the status, sent date and recipient, but no actions and no link', async () => {
    await openLead({ role: 'regular', lead: withAgreement, hash: '#agreements' });
    const table = await screen.findByRole('table', { name: dealTexts.agreements.caption });
    expect(within(table).getByText('LOI')).toBeTruthy();
    expect(within(table).getByText(agreementRowTexts.status.VIEWED)).toBeTruthy();
    expect(within(table).getByText(agreementRowTexts.viewedOn('03-05-2026'))).toBeTruthy();
    expect(within(table).getByText('03-04-2026')).toBeTruthy();
    expect(within(table).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(table).getByText('ada@example.com')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: dealTexts.agreements.actions })).toBeNull();
    expect(screen.queryByRole('button', { name: dealTexts.agreements.send })).toBeNull();
    expect(screen.queryByRole('button', { name: agreementRowTexts.actionsFor(31) })).toBeNull();
    expect(within(table).queryByText(/\/api\/agreement\/sign\//)).toBeNull();
  });

  it('an org admin sends one, sees its link once in a dialog, and can copy it again from the row until reload', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { environment } = await openLead({ role: 'orgAdmin', hash: '#agreements' });
    fireEvent.click(await screen.findByRole('button', { name: dealTexts.agreements.send }));
    const form = await screen.findByRole('dialog');
    fireEvent.click(within(form).getByRole('button', { name: dealTexts.agreements.sendSubmit }));
    const url = `http://portal.test/api/agreement/sign/${'a'.repeat(64)}/`;
    const sent = { ...agreement, id: 'Agreement:41', databaseId: 41, status: 'SENT', viewedAt: null };
    const variables = await resolveOp(environment, 'sendAgreementMutation', {
      Lead: () => ({ ...baseLead, agreements: [sent] }),
      Agreement: () => ({ ...sent, signUrl: url }),
      AgreementPayload: () => ({ message: success.agreementSent, userErrors: [] }),
    });
    // The rep's message (prefilled, editable: issue 26) goes with the send.
    expect(variables).toEqual({ leadId: 'Lead:7', agreementType: 'LOI', proposalId: null, message: expect.stringContaining('Letter of Intent') });
    const dialog = await screen.findByRole('dialog', { name: signLinkTexts.dialogTitle });
    expect((within(dialog).getByTestId('sign-link') as HTMLInputElement).value).toBe(url);
    fireEvent.click(within(dialog).getAllByRole('button', { name: signLinkTexts.close })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: signLinkTexts.dialogTitle })).toBeNull());
    const menu = await openMenu(41);
    await press(within(menu).getByRole('menuitem', { name: agreementRowTexts.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
  });

  it('an org admin resends from the row menu after confirming, and sees the new link once', async () => {
    const { environment } = await openLead({ role: 'orgAdmin', lead: withAgreement, hash: '#agreements' });
    const menu = await openMenu(31);
    // No link was issued in this tab: Copy link says to resend.
    expect(within(menu).getByRole('menuitem', { name: agreementRowTexts.copyUnavailable })).toBeTruthy();
    await press(within(menu).getByRole('menuitem', { name: agreementRowTexts.resend }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: signLinkTexts.confirm }));
    const url = `http://portal.test/api/agreement/sign/${'b'.repeat(64)}/`;
    const variables = await resolveOp(environment, 'resendAgreementMutation', {
      Agreement: () => ({ ...agreement, signUrl: url }),
      AgreementPayload: () => ({ message: 'A new signing link was sent; the earlier one no longer works.', userErrors: [] }),
    });
    expect(variables).toEqual({ id: 'Agreement:31', message: expect.any(String) });
    const dialog = await screen.findByRole('dialog', { name: signLinkTexts.dialogTitle });
    expect((within(dialog).getByTestId('sign-link') as HTMLInputElement).value).toBe(url);
  });

  it('an org admin voids after confirming; the row then says Voided and offers nothing', async () => {
    const { environment } = await openLead({ role: 'orgAdmin', lead: withAgreement, hash: '#agreements' });
    const menu = await openMenu(31);
    await press(within(menu).getByRole('menuitem', { name: agreementRowTexts.voidAction }));
    const confirm = await screen.findByRole('alertdialog', { name: agreementRowTexts.voidTitle });
    expect(within(confirm).getByText(agreementRowTexts.voidText('LOI', 31))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: agreementRowTexts.voidConfirm }));
    const variables = await resolveOp(environment, 'voidAgreementMutation', {
      Agreement: () => ({ id: 'Agreement:31', status: 'VOIDED', voidedAt: '2026-03-06T10:00:00.000Z', voidedByName: 'Olga Admin' }),
      AgreementPayload: () => ({ message: agreementRowTexts.voided, userErrors: [] }),
    });
    expect(variables).toEqual({ id: 'Agreement:31' });
    const table = screen.getByRole('table', { name: dealTexts.agreements.caption });
    expect(await within(table).findByText(agreementRowTexts.status.VOIDED)).toBeTruthy();
    expect(within(table).getByText(agreementRowTexts.voidedOn('03-06-2026', 'Olga Admin'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: agreementRowTexts.actionsFor(31) })).toBeNull();
  });

  it('a void refused by the api is said in a toast', async () => {
    const { environment } = await openLead({ role: 'superAdmin', lead: withAgreement, hash: '#agreements' });
    const menu = await openMenu(31);
    await press(within(menu).getByRole('menuitem', { name: agreementRowTexts.voidAction }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: agreementRowTexts.voidConfirm }));
    await resolveOp(environment, 'voidAgreementMutation', {
      AgreementPayload: () => ({ agreement: null, message: null, userErrors: [{ field: null, messages: ['A signed agreement cannot be voided.'] }] }),
    });
    expect(await screen.findByText('A signed agreement cannot be voided.')).toBeTruthy();
    expect(screen.getByText(agreementRowTexts.status.VIEWED)).toBeTruthy();
  });

  it('offers no actions on a fully executed or voided agreement, and only Void on a superseded one', async () => {
    await openLead({ role: 'superAdmin', lead: { ...baseLead, agreements: [
      // Issue 26: signed by the customer only, a row offers Countersign and Void (countersign.e2e.ts); fully executed, nothing.
      { ...agreement, signed: true, status: 'EXECUTED' },
      { ...agreement, id: 'Agreement:32', databaseId: 32, status: 'VOIDED' },
      { ...agreement, id: 'Agreement:33', databaseId: 33, superseded: true },
    ] }, hash: '#agreements' });
    const table = await screen.findByRole('table', { name: dealTexts.agreements.caption });
    expect(within(table).getByRole('columnheader', { name: dealTexts.agreements.actions })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: agreementRowTexts.actionsFor(31) })).toBeNull();
    expect(within(table).queryByRole('button', { name: agreementRowTexts.actionsFor(32) })).toBeNull();
    const menu = await openMenu(33);
    expect(within(menu).getByRole('menuitem', { name: agreementRowTexts.resend }).getAttribute('aria-disabled')).toBe('true');
    expect(within(menu).queryByRole('menuitem', { name: agreementRowTexts.copyUnavailable })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: agreementRowTexts.voidAction }).getAttribute('aria-disabled')).not.toBe('true');
  });
});

// Issue 14: the page follows the lead's live updates instead of polling.
describe('live updates of the lead page', () => {
  it('subscribes to the open lead, and a pushed change shows at once without another query', async () => {
    const { environment } = await openLead();
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse 7' })).toBeTruthy();
    const live = await pendingOperation(environment, 'LiveUpdatesLeadSubscription');
    expect(live.request.variables).toEqual({ id: 'Lead:7' });
    const queriesBefore = environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'query').length;
    await act(async () => {
      environment.mock.nextValue(live as never, MockPayloadGenerator.generate(live as never, {
        LeadChange: () => ({ changes: ['LEAD'] }),
        Lead: () => ({ ...baseLead, name: 'Warehouse 7B' }),
      } as never));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse 7B' })).toBeTruthy();
    expect(environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'query').length).toBe(queriesBefore);
  });
});

// Issue 15: one savings chart at a time on the Proposals tab, the selected proposal's.
describe('the Proposals tab\'s savings chart', () => {
  const cashFlow = [{ year: 1, savings: 1000, cumulativeSavings: 1000 }, { year: 2, savings: 1100, cumulativeSavings: 2100 }];
  const proposal = (id: number, isActive: boolean) => ({
    id: `Proposal:${id}`, databaseId: id, proposalType: 'PRELIMINARY', proposalTypeLabel: 'Preliminary', proposalStatus: 'GENERATED', proposalStatusLabel: 'Generated',
    isActive, requestProposal: false, error: null, dateGenerated: null, created: '2026-01-01T00:00:00Z', pdf: null,
    proposalData: { assumptions: { ppaRate: 0.12, ppaEscalator: 2 }, systemSavings: { year25CumulativeSavings: 2100 }, cashFlow },
  });

  it('shows the active proposal\'s chart only; another proposal\'s button moves it there', async () => {
    await openLead({ hash: '#proposals', lead: { ...baseLead, proposals: [proposal(41, false), proposal(42, true)] } });
    const cards = await screen.findAllByRole('article');
    const [first, second] = cards;
    await waitFor(() => expect(within(second).getByTestId('savings-chart')).toBeTruthy());
    expect(within(first).queryByTestId('savings-chart')).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: dealTexts.chart.show }));
    await waitFor(() => expect(within(first).getByTestId('savings-chart')).toBeTruthy());
    expect(within(second).queryByTestId('savings-chart')).toBeNull();
    expect(within(second).getByRole('button', { name: dealTexts.chart.show })).toBeTruthy();
  });
});

// Issue 15: the proposal dialog shows the lead's current values in the fields left to the lead.
describe('the proposal dialog\'s pricing fields', () => {
  it('show the lead\'s values where empty means "from the lead"', async () => {
    await openLead({ hash: '#proposals', lead: { ...baseLead, isProposalsLocked: false } });
    fireEvent.click(await screen.findByRole('button', { name: dealTexts.proposals.create }));
    const dialog = await screen.findByRole('dialog', { name: dealTexts.proposals.createTitle });
    expect(within(dialog).getByRole('textbox', { name: dealTexts.pricing.systemSize }).getAttribute('placeholder')).toBe(dealTexts.fromLeadValue(dealTexts.units.kw('120')));
    expect(within(dialog).getByRole('textbox', { name: dealTexts.pricing.estimatedYearProduction }).getAttribute('placeholder')).toBe(dealTexts.fromLeadValue(dealTexts.units.kwh('180,000')));
    // The lead has no EPC price: the plain hint.
    expect(within(dialog).getByRole('textbox', { name: dealTexts.pricing.epcPrice }).getAttribute('placeholder')).toBe(dealTexts.fromLead);
  });
});


// Issue 15: the dialogs preview the price and savings with the api's model (shared/pricing) as the user types.
describe('the quote dialog\'s live preview', () => {
  const figure = (dialog: HTMLElement, id: string) => within(dialog).getByTestId(`preview-${id}`).textContent;

  it('prices the lead\'s values, follows an override, and shows — when the values cannot be priced', async () => {
    await openLead();
    fireEvent.click(await screen.findByRole('button', { name: dealTexts.quotes.create }));
    const dialog = await screen.findByRole('dialog', { name: dealTexts.quotes.createTitle });
    const expected = (form: Parameters<typeof pricePreview>[1]) => pricePreview(baseLead, form)!;
    // The lead: 120 kW, 180,000 kWh, a $250,000 EPC cost (design data), Fresno (CA rate 0.24).
    const fromLead = expected(emptyPricingForm());
    expect(figure(dialog, 'contract-price')).toBe(previewUsd(fromLead.contractPrice));
    expect(figure(dialog, 'price-per-watt')).toBe(previewPerWatt(fromLead.pricePerWatt));
    expect(figure(dialog, 'ppa-rate')).toBe(previewRate(fromLead.ppaRate));
    expect(figure(dialog, 'year-25')).toBe(previewUsd(fromLead.year25Savings));
    // The EPC price of $250,000 over 120 kW is read as $2.0833/W (the api rounds it so), plus the default $0.25/W profit.
    expect(fromLead.contractPrice).toBe(249_996 + 30_000);

    fireEvent.change(within(dialog).getByRole('textbox', { name: dealTexts.pricing.systemSize }), { target: { value: '240' } });
    const doubled = expected({ ...emptyPricingForm(), systemSize: '240' });
    await waitFor(() => expect(figure(dialog, 'contract-price')).toBe(previewUsd(doubled.contractPrice)));
    expect(doubled.contractPrice).toBe(2 * (249_996 + 30_000));

    // Above $5/W of profit the api refuses: no figures, no NaN.
    fireEvent.change(within(dialog).getByRole('textbox', { name: dealTexts.pricing.pricingValue }), { target: { value: '9' } });
    await waitFor(() => expect(figure(dialog, 'contract-price')).toBe(dealTexts.preview.empty));
    expect(within(dialog).getByTestId('price-preview').textContent).not.toMatch(/NaN|Infinity/);
  });

  it('adds the PACE financing once a program is chosen', async () => {
    await openLead();
    fireEvent.click(await screen.findByRole('button', { name: dealTexts.quotes.createPace }));
    const dialog = await screen.findByRole('dialog', { name: dealTexts.quotes.createPaceTitle });
    expect(figure(dialog, 'financed')).toBe(dealTexts.preview.empty);
    expect(within(dialog).getByText(dealTexts.preview.paceMissing)).toBeTruthy();
    // Issue 25: an owned (PACE) system's preview shows the owner's bill savings, not the PPA rate or its discount.
    expect(within(dialog).queryByTestId('preview-ppa-rate')).toBeNull();
    expect(within(dialog).queryByTestId('preview-year-1')).toBeNull();
    expect(figure(dialog, 'owner-year-1')).toMatch(/^\$[\d,]+$/);
  });

  // Issue 37: a PACE quote for a state its programs do not serve was issued; the api refuses it now,
  // and the dialog says so before the rep fills the form.
  it('offers only the PACE programs that serve the site\'s state, and says when none does', async () => {
    await openLead({ lead: { ...baseLead, property: { ...baseLead.property, siteAddress: '1 Cascade Plaza, Akron, OH 44308', state: 'OH' } } });
    fireEvent.click(await screen.findByRole('button', { name: dealTexts.quotes.createPace }));
    const ohio = await screen.findByRole('dialog', { name: dealTexts.quotes.createPaceTitle });
    const ohioProgram = within(ohio).getByRole('combobox', { name: new RegExp(dealTexts.quotes.program) }) as HTMLSelectElement;
    expect(ohioProgram.disabled).toBe(true);
    expect([...ohioProgram.options].map((o) => o.value).filter(Boolean)).toEqual([]);
    expect(within(ohio).getByText(NO_PACE_PROGRAM.noQuoteProgram('OH'))).toBeTruthy();
    cleanup();

    await openLead({ lead: { ...baseLead, property: { ...baseLead.property, state: 'CA' } } });
    fireEvent.click(await screen.findByRole('button', { name: dealTexts.quotes.createPace }));
    const fresno = await screen.findByRole('dialog', { name: dealTexts.quotes.createPaceTitle });
    const fresnoProgram = within(fresno).getByRole('combobox', { name: new RegExp(dealTexts.quotes.program) }) as HTMLSelectElement;
    expect(fresnoProgram.disabled).toBe(false);
    expect([...fresnoProgram.options].map((o) => o.value).filter(Boolean).sort()).toEqual(['CSCDA', 'WRCOG']);
    expect(within(fresno).queryByText(NO_PACE_PROGRAM.noQuoteProgram('CA'))).toBeNull();
  });
});
