import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { auth, errors, success, terms } from '../../messages';
import { paths } from '../../routing/paths';
import { answer, pendingOperation, renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';

// pdfjs cannot render in jsdom: the lazily loaded pager becomes a stub naming what it would show.
vi.mock('../../components/pdf/PdfPager', () => ({
  default: ({ url, title }: { url: string; title: string }) => <p data-testid="pdf-pager">{`${title}: ${url}`}</p>,
}));

afterEach(() => act(() => toaster.remove()));

const URLS = {
  privacy: '/media/privacy.pdf?signature=1',
  terms: '/media/terms.pdf?signature=1',
  platform: '/media/platform.pdf?signature=1',
};
const DOCUMENTS = {
  privacyPolicy: { url: URLS.privacy },
  termsOfService: { url: URLS.terms },
  platformAgreement: { url: URLS.platform },
};
/** The documents as read again for a later step: freshly signed URLs. */
const RESIGNED = {
  privacyPolicy: { url: `${URLS.privacy}2` },
  termsOfService: { url: `${URLS.terms}2` },
  platformAgreement: { url: `${URLS.platform}2` },
};

const isPending = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().some((op) => op.request.node.params.name === name);

/** Logs in at /login and answers is_terms_accepted false: the chain opens. */
async function loginWithoutTerms() {
  const rendered = renderRoute(paths.login);
  const { environment } = rendered;
  await answer(environment, 'ViewerProviderQuery', { viewer: null });
  fireEvent.change(await screen.findByRole('textbox', { name: auth.email }), { target: { value: 'rita@sunny.example' } });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${auth.password}`), { selector: 'input' }), { target: { value: 'secret1' } });
  fireEvent.click(screen.getByRole('button', { name: auth.login }));
  await answer(environment, 'useLoginMutation', { login: { isTermsAccepted: false, userErrors: [] } });
  return rendered;
}

/** The open policy dialog, once it shows the document titled `title`. */
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  return dialog;
}

const click = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));

describe('terms chain (§4 login with is_terms_accepted false)', () => {
  it('shows Privacy Policy, then Terms of Service, then the Platform Access Agreement, each with a URL read as it opens; only the last Accept sends acceptTerms, then signs in', async () => {
    const { environment, router } = await loginWithoutTerms();
    let dialog = await dialogTitled(terms.privacyPolicy);
    expect(isPending(environment, 'ViewerProviderQuery')).toBe(false);
    await answer(environment, 'TermsChainPolicyDocumentsQuery', { policyDocuments: DOCUMENTS });
    expect((await within(dialog).findByTestId('pdf-pager')).textContent).toBe(`${terms.privacyPolicy}: ${URLS.privacy}`);

    click(dialog, terms.accept);
    dialog = await dialogTitled(terms.termsOfService);
    // Signed URLs last minutes and reading takes a while: the next document's URL is read afresh.
    await answer(environment, 'TermsChainPolicyDocumentsQuery', { policyDocuments: RESIGNED });
    expect((await within(dialog).findByTestId('pdf-pager')).textContent).toContain(RESIGNED.termsOfService.url);
    expect(isPending(environment, 'useAcceptTermsMutation')).toBe(false);

    click(dialog, terms.accept);
    dialog = await dialogTitled(terms.platformAgreement);
    await answer(environment, 'TermsChainPolicyDocumentsQuery', { policyDocuments: RESIGNED });
    expect((await within(dialog).findByTestId('pdf-pager')).textContent).toContain(RESIGNED.platformAgreement.url);
    expect(isPending(environment, 'useAcceptTermsMutation')).toBe(false);

    click(dialog, terms.accept);
    await pendingOperation(environment, 'useAcceptTermsMutation');
    // Still not signed in while the acceptance is on its way.
    expect(isPending(environment, 'ViewerProviderQuery')).toBe(false);
    await answer(environment, 'useAcceptTermsMutation', { acceptTerms: { ok: true, message: success.termsAccepted, userErrors: [] } });

    expect(await screen.findByText(success.termsAccepted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const viewerQuery = await pendingOperation(environment, 'ViewerProviderQuery');
    await act(async () => {
      environment.mock.resolve(viewerQuery as never, MockPayloadGenerator.generate(viewerQuery as never, { Viewer: () => viewers.regular }) as never);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.leads));
    expect(isPending(environment, 'useLogoutMutation')).toBe(false);
  });

  it('Decline closes the chain and quietly signs the half-open session out', async () => {
    const { environment, router } = await loginWithoutTerms();
    await answer(environment, 'TermsChainPolicyDocumentsQuery', { policyDocuments: DOCUMENTS });
    click(await dialogTitled(terms.privacyPolicy), terms.accept);
    click(await dialogTitled(terms.termsOfService), terms.decline);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await pendingOperation(environment, 'useLogoutMutation');
    expect(isPending(environment, 'useAcceptTermsMutation')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toaster.getVisibleToasts()).toHaveLength(0);
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('Escape counts as Decline', async () => {
    const { environment } = await loginWithoutTerms();
    const dialog = await dialogTitled(terms.privacyPolicy);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await pendingOperation(environment, 'useLogoutMutation');
  });

  it('shows the §8 alert when the policy documents cannot be fetched, and signs out', async () => {
    const { environment } = await loginWithoutTerms();
    await dialogTitled(terms.privacyPolicy);
    const query = await pendingOperation(environment, 'TermsChainPolicyDocumentsQuery');
    await act(async () => { environment.mock.reject(query as never, new Error('api down')); });

    expect((await screen.findByRole('alert')).textContent).toContain(errors.termsFetch);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await pendingOperation(environment, 'useLogoutMutation');
  });

  it('says when a document is not configured and still lets the user accept it', async () => {
    const { environment } = await loginWithoutTerms();
    await answer(environment, 'TermsChainPolicyDocumentsQuery', { policyDocuments: { ...DOCUMENTS, privacyPolicy: null } });
    const dialog = await dialogTitled(terms.privacyPolicy);
    expect(await within(dialog).findByText(terms.notConfigured)).toBeTruthy();
    expect(within(dialog).queryByTestId('pdf-pager')).toBeNull();
    click(dialog, terms.accept);
    await dialogTitled(terms.termsOfService);
  });

  it('keeps the last modal open with the reason when acceptTerms is refused, and does not sign in', async () => {
    const { environment } = await loginWithoutTerms();
    await answer(environment, 'TermsChainPolicyDocumentsQuery', { policyDocuments: DOCUMENTS });
    click(await dialogTitled(terms.privacyPolicy), terms.accept);
    const second = await dialogTitled(terms.termsOfService);
    await answer(environment, 'TermsChainPolicyDocumentsQuery', { policyDocuments: DOCUMENTS });
    click(second, terms.accept);
    const dialog = await dialogTitled(terms.platformAgreement);
    await answer(environment, 'TermsChainPolicyDocumentsQuery', { policyDocuments: DOCUMENTS });
    click(dialog, terms.accept);
    await answer(environment, 'useAcceptTermsMutation', {
      acceptTerms: { ok: false, message: null, userErrors: [{ field: null, messages: ['Session expired.'] }] },
    });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Session expired.');
    expect(isPending(environment, 'ViewerProviderQuery')).toBe(false);
    expect(screen.queryByText(success.termsAccepted)).toBeNull();
  });
});
