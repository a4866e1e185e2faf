import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { layout, success, validation } from '../../messages';
import { renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';
import { API_LIMITS } from '../../validation/limits';
import { phoneDigits } from './phone';
import { profileTexts as t } from './texts';
import { reminderTexts } from './reminderTexts';

type Role = 'regular' | 'orgAdmin';

function renderProfile(role: Role) {
  return renderRoute('/user/profile', (environment) =>
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'ViewerProviderQuery'
        ? MockPayloadGenerator.generate(operation, { Viewer: () => viewers[role] })
        : null,
    ));
}

async function pending(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name) as OperationDescriptor | undefined;
    if (!found) throw new Error(`${name} is not pending`);
  }, { timeout: 8000 });
  return found!;
}

async function answerProfile(environment: MockEnvironment, role: Role) {
  const operation = await pending(environment, 'ProfileScreenQuery');
  const payload = MockPayloadGenerator.generate(operation, {
    // The app's own viewer record (same id), with the profile's fields.
    Viewer: () => ({ ...viewers[role], phoneNumber: '+15551234567', image: null }),
    Organization: () => ({ id: 'O1', name: 'Sunny Co', description: 'Rooftop solar for warehouses', logo: null }),
    // Issue 26 item 15: the organization's reminder schedule (ReminderSettingsForm).
    ReminderSettings: () => ({ enabled: true, days: [3, 7], maxReminders: 3, minDay: 1, maxDay: 60, defaultDays: [3, 7] }),
  });
  await act(async () => {
    environment.mock.resolve(operation as never, payload as never);
  });
}

describe('profile', { timeout: 60_000 }, () => {
  it('checks §5 rules, sends +1 and the digits, toasts the spec text and updates the header from the payload', async () => {
    const { environment } = renderProfile('regular');
    await answerProfile(environment, 'regular');
    const phone = await screen.findByLabelText(new RegExp(t.phone));
    expect((phone as HTMLInputElement).value).toBe('5551234567');
    expect(screen.queryByRole('form', { name: t.organization })).toBeNull();

    fireEvent.change(phone, { target: { value: '555-123' } });
    fireEvent.change(screen.getByLabelText(new RegExp(t.firstName)), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(validation.phoneFormat)).toBeTruthy();
    expect(screen.getByText(validation.required)).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'updateProfileMutation')).toBe(false);

    fireEvent.change(phone, { target: { value: '5559876543' } });
    fireEvent.change(screen.getByLabelText(new RegExp(t.firstName)), { target: { value: 'Roberta ' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    const mutation = await pending(environment, 'updateProfileMutation');
    expect(mutation.request.variables).toEqual({ input: { firstName: 'Roberta', lastName: 'Sun', phoneNumber: '+15559876543' } });
    await act(async () => {
      environment.mock.resolve(mutation as never, {
        data: { updateProfile: { viewer: { id: viewers.regular.id, firstName: 'Roberta', lastName: 'Sun', phoneNumber: '+15559876543', image: null }, userErrors: [] } },
      } as never);
    });
    expect(await screen.findByText(success.profileUpdated)).toBeTruthy();
    expect(screen.getByText(layout.welcomeTitle('Roberta'))).toBeTruthy();
  });

  it('org admins edit the organization: name required, then the spec toast', async () => {
    const { environment } = renderProfile('orgAdmin');
    await answerProfile(environment, 'orgAdmin');
    const name = await screen.findByLabelText(new RegExp(t.organizationName));
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: t.saveOrganization }));
    expect(await screen.findByText(validation.required)).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Sunny Solar' } });
    fireEvent.click(screen.getByRole('button', { name: t.saveOrganization }));
    const mutation = await pending(environment, 'updateOrganizationMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'O1', name: 'Sunny Solar', description: 'Rooftop solar for warehouses' } });
    await act(async () => {
      environment.mock.resolve(mutation as never, {
        data: { updateOrganization: { organization: { id: 'O1', name: 'Sunny Solar', description: 'Rooftop solar for warehouses', logo: null }, userErrors: [] } },
      } as never);
    });
    expect(await screen.findByText(success.organizationUpdated)).toBeTruthy();
  });

  it('org admins set the reminder schedule (issue 26): explained, checked, sent sorted, the api\'s refusal under its day', async () => {
    const { environment } = renderProfile('orgAdmin');
    await answerProfile(environment, 'orgAdmin');
    expect(await screen.findByText(reminderTexts.explanation)).toBeTruthy();
    const day2 = screen.getByRole('textbox', { name: reminderTexts.dayLabel(2) });
    fireEvent.change(day2, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: reminderTexts.save }));
    expect(await screen.findByText(reminderTexts.dayRepeated)).toBeTruthy();
    fireEvent.change(day2, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: reminderTexts.save }));
    const mutation = await pending(environment, 'updateReminderSettingsMutation');
    expect(mutation.request.variables).toEqual({ input: { organizationId: 'O1', enabled: true, days: [2, 3] } });
    await act(async () => {
      environment.mock.resolve(mutation as never, {
        data: { updateReminderSettings: { organization: null, message: null, userErrors: [{ field: 'input.days.1', messages: ['Ensure this value is less than or equal to 60.'] }] } },
      } as never);
    });
    // Under day 2 and in the error toast.
    expect((await screen.findAllByText('Ensure this value is less than or equal to 60.')).length).toBe(2);
  });

  it('shows a refusal from the api under its field and as an error toast', async () => {
    const { environment } = renderProfile('regular');
    await answerProfile(environment, 'regular');
    fireEvent.click(await screen.findByRole('button', { name: t.save }));
    const mutation = await pending(environment, 'updateProfileMutation');
    await act(async () => {
      environment.mock.resolve(mutation as never, {
        data: { updateProfile: { viewer: null, userErrors: [{ field: 'input.phoneNumber', messages: ['This phone number is already in use.'] }] } },
      } as never);
    });
    expect((await screen.findAllByText('This phone number is already in use.')).length).toBe(2);
  });
});

describe('phoneDigits', () => {
  it('strips the +1 prefix for editing', () => {
    expect(phoneDigits('+15551234567')).toBe('5551234567');
    expect(phoneDigits('')).toBe('');
    expect(phoneDigits(null)).toBe('');
  });

  // Issue 11: the inputs cannot take what the api refuses (its limits, from its OpenAPI document).
  it("mirrors the api's limits on every input", async () => {
    const { environment } = renderProfile('orgAdmin');
    await answerProfile(environment, 'orgAdmin');
    const maxLength = (label: string) => (screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).maxLength;
    await screen.findByLabelText(new RegExp(t.organizationName));
    expect(maxLength(t.firstName)).toBe(API_LIMITS.user.firstName.maxLength);
    expect(maxLength(t.lastName)).toBe(API_LIMITS.user.lastName.maxLength);
    // Issue 26: no maxLength on the phone, which cut a pasted "(937) 555-0142"; it keeps its digits instead.
    expect(maxLength(t.phone)).toBe(-1);
    expect(maxLength(t.organizationName)).toBe(API_LIMITS.organization.name.maxLength);
    expect(maxLength(t.description)).toBe(API_LIMITS.organization.description.maxLength);
  });
});
