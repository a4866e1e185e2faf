import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_MESSAGE_MAX } from '../../constants';
import { errors, success, support, validation } from '../../messages';
import { answer, pendingOperation } from '../../test/renderRoute';
import { API_LIMITS } from '../../validation/limits';
import { Provider } from '../ui/provider';
import { toaster } from '../ui/toaster';
import { ContactUsPopover } from './ContactUsPopover';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

function renderPopover() {
  const environment = createMockEnvironment();
  const executeMutation = vi.spyOn(environment, 'executeMutation');
  render(
    <RelayEnvironmentProvider environment={environment as unknown as Environment}>
      <Provider>
        <ContactUsPopover />
      </Provider>
    </RelayEnvironmentProvider>,
  );
  return { environment, executeMutation };
}

/** Ark's state machines settle in microtasks, hence the async act around each event. */
const act$ = (fn: () => void) => act(async () => fn());
const click = (element: HTMLElement) => act$(() => fireEvent.click(element));
const type = (element: HTMLElement, value: string) => act$(() => fireEvent.change(element, { target: { value } }));
const blur = (element: HTMLElement) => act$(() => fireEvent.blur(element));
const pick = (file: File) => act$(() => fireEvent.change(screen.getByLabelText(support.file, { selector: 'input' }), { target: { files: [file] } }));

async function open() {
  await click(screen.getByRole('button', { name: support.open }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.hidden).toBe(false));
  return {
    dialog,
    contact: within(dialog).getByRole('textbox', { name: support.contact }),
    message: within(dialog).getByRole('textbox', { name: support.message }),
    submit: within(dialog).getByRole('button', { name: support.submit }),
  };
}

const fileNamed = (name: string) => new File(['x'], name);
const shownFileName = () => screen.queryByTestId('support-file-name')?.textContent ?? null;

describe('CONTACT US form (§5)', () => {
  it('requires contact and message', async () => {
    const { executeMutation } = renderPopover();
    const { submit, dialog } = await open();
    await click(submit);
    expect(within(dialog).getAllByText(validation.required)).toHaveLength(2);
    expect(executeMutation).not.toHaveBeenCalled();
  });

  it('takes all digits as a phone and anything else only as a valid email', async () => {
    renderPopover();
    const { contact, dialog } = await open();
    for (const [value, message] of [
      ['555-123', validation.contactInvalid],
      // Issue 26: a number as people paste it is a phone.
      ['(555) 123-4567', null],
      ['me@example', validation.contactInvalid],
      ['5551234567', null],
      ['me@example.org', null],
    ] as const) {
      await type(contact, value);
      await blur(contact);
      if (message) expect(within(dialog).getByText(message), value).toBeTruthy();
      else expect(within(dialog).queryByText(validation.contactInvalid), value).toBeNull();
    }
  });

  it('counts the message against 1024 characters and refuses a longer one', async () => {
    renderPopover();
    const { message, dialog } = await open();
    expect(message.getAttribute('maxlength')).toBe(String(SUPPORT_MESSAGE_MAX));
    expect(within(dialog).getByText('0/1024')).toBeTruthy();
    await type(message, 'hello');
    expect(within(dialog).getByText('5/1024')).toBeTruthy();
    // maxlength stops typing; a longer value (e.g. set by a script) is still refused.
    await type(message, 'x'.repeat(1025));
    await blur(message);
    expect(within(dialog).getByText('1025/1024')).toBeTruthy();
    expect(within(dialog).getByText(support.messageTooLong(1024))).toBeTruthy();
  });

  // Issue 11: the contact field was unbounded; the api takes at most 254 characters.
  it("bounds the contact field by the api's limit", async () => {
    renderPopover();
    const { contact } = await open();
    expect(contact.getAttribute('maxlength')).toBe(String(API_LIMITS.support.contact.maxLength));
  });

  it('rejects other file types inline and keeps the previous file', async () => {
    renderPopover();
    await open();
    await pick(fileNamed('notes.pdf'));
    expect(shownFileName()).toBe('notes.pdf');
    await pick(fileNamed('setup.exe'));
    expect(screen.getByRole('alert').textContent).toContain('setup.exe');
    expect(shownFileName()).toBe('notes.pdf');
    // A good pick clears the message.
    await pick(fileNamed('photo.JPG'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps one file: a new pick replaces the old one, and it can be removed', async () => {
    renderPopover();
    await open();
    await pick(fileNamed('a.csv'));
    await pick(fileNamed('b.png'));
    expect(shownFileName()).toBe('b.png');
    expect(screen.queryByText('a.csv')).toBeNull();
    await click(screen.getByRole('button', { name: support.removeFile('b.png') }));
    expect(shownFileName()).toBeNull();
  });
});

describe('CONTACT US submission (§4)', () => {
  it('sends the file as the `file` uploadable, then shows the thank-you; the close icon resets', async () => {
    const { environment, executeMutation } = renderPopover();
    const { contact, message, submit } = await open();
    await type(contact, ' me@example.org ');
    await type(message, 'The map does not load.');
    const file = fileNamed('screen.png');
    await pick(file);
    await click(submit);

    const variables = await answer(environment, 'useSubmitSupportRequestMutation', {
      submitSupportRequest: { supportRequestId: 7, message: success.issueSubmitted, userErrors: [] },
    });
    expect(variables).toEqual({ contact: 'me@example.org', message: 'The map does not load.', file: null });
    expect(executeMutation.mock.calls[0][0].uploadables).toEqual({ file });
    expect(await screen.findByText(success.supportThankYou)).toBeTruthy();
    // The spec's success toast as well as the thank-you (issue 15).
    expect(await screen.findByText(success.issueSubmitted)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: support.contact })).toBeNull();

    await click(screen.getByRole('button', { name: support.close }));
    await waitFor(() => expect(screen.getByRole('dialog', { hidden: true }).hidden).toBe(true));
    const reopened = await open();
    expect((reopened.contact as HTMLInputElement).value).toBe('');
    expect((reopened.message as HTMLTextAreaElement).value).toBe('');
    expect(shownFileName()).toBeNull();
  });

  it('sends no uploadable without a file', async () => {
    const { environment, executeMutation } = renderPopover();
    const { contact, message, submit } = await open();
    await type(contact, '5551234567');
    await type(message, 'Call me');
    await click(submit);
    await pendingOperation(environment, 'useSubmitSupportRequestMutation');
    expect(executeMutation.mock.calls[0][0].uploadables).toBeUndefined();
  });

  it('shows refused input next to its field and keeps the form', async () => {
    const { environment } = renderPopover();
    const { contact, message, submit, dialog } = await open();
    await type(contact, '5551234567');
    await type(message, 'Hi');
    await click(submit);
    expect(within(dialog).getByRole('button', { name: new RegExp(support.submitting) })).toBeTruthy();
    await answer(environment, 'useSubmitSupportRequestMutation', {
      submitSupportRequest: {
        supportRequestId: null,
        message: null,
        userErrors: [
          { field: 'contact', messages: ['Unknown phone number.'] },
          { field: 'non_field_errors', messages: ['Try later.'] },
        ],
      },
    });
    expect(within(dialog).getByText('Unknown phone number.')).toBeTruthy();
    expect(within(dialog).getByText('Try later.')).toBeTruthy();
    expect(screen.queryByText(success.supportThankYou)).toBeNull();
  });

  it('shows a failed request inline', async () => {
    const { environment } = renderPopover();
    const { contact, message, submit, dialog } = await open();
    await type(contact, '5551234567');
    await type(message, 'Hi');
    await click(submit);
    const operation = await pendingOperation(environment, 'useSubmitSupportRequestMutation');
    await act$(() => environment.mock.reject(operation as never, new Error(errors.network)));
    expect(within(dialog).getByText(errors.network)).toBeTruthy();
  });
});
