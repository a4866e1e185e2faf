import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errors, pdfViewer } from '../../messages';
import { renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';
import { previewTexts as t } from './texts';

const PREVIEW = 'DocumentPreviewScreenQuery';
const NODE_PREVIEW = 'DocumentPreviewScreenNodeQuery';
const POLICY_PREVIEW = 'DocumentPreviewScreenPolicyQuery';
const SIGNED_URL = 'http://portal.test/api/media/signed/file';

/** The real route table at `path`, signed in; the preview's query waits for the test. */
function renderPreview(path: string) {
  return renderRoute(path, (environment) =>
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'ViewerProviderQuery'
        ? MockPayloadGenerator.generate(operation, { Viewer: () => viewers.regular })
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

/** Answers the media file query (null: not found / not yours); returns its variables. */
async function answerMedia(environment: MockEnvironment, mediaFile: { name: string } | null) {
  const operation = await pending(environment, PREVIEW);
  await act(async () => {
    environment.mock.resolve(operation as never, { data: { mediaFile: mediaFile && { url: SIGNED_URL, contentType: 'text/plain', ...mediaFile } } } as never);
  });
  return operation.request.variables;
}

/** Answers the preview's query of the file's owner with `data`; returns its variables and fetch policy. */
async function answerOwner(environment: MockEnvironment, name: string, data: object) {
  const operation = await pending(environment, name);
  await act(async () => {
    environment.mock.resolve(operation as never, { data } as never);
  });
  return { variables: operation.request.variables, fetchPolicy: operation.request.cacheConfig };
}

const signed = (name: string, contentType = 'text/plain') => ({ url: SIGNED_URL, name, contentType });

function serveText(body: string, ok = true) {
  const fetchMock = vi.fn(async () => new Response(body, { status: ok ? 200 : 500 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const csvOf = (rows: number) => ['address,kwh', ...Array.from({ length: rows }, (_, i) => `"Site ${i + 1}",${i}`)].join('\n');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('document preview', { timeout: 60_000 }, () => {
  it('shows a TXT file as text, with Download and a Back button to `back`', async () => {
    const fetchMock = serveText('line one\nline two');
    const { environment, router } = renderPreview('/document-preview?filepath=docs%2Fab%2Fnotes.txt&filename=notes.txt&back=%2Fuser%2Fresources%3Fpage%3D2');
    expect(await answerMedia(environment, { name: 'notes.txt' })).toEqual({ path: 'docs/ab/notes.txt' });
    const text = await screen.findByRole('region', { name: 'notes.txt' });
    expect(text.textContent).toBe('line one\nline two');
    expect(fetchMock).toHaveBeenCalledWith(SIGNED_URL, expect.anything());
    const download = screen.getByRole('link', { name: t.downloadFile('notes.txt') });
    expect(download.getAttribute('href')).toBe(SIGNED_URL);
    expect(download.getAttribute('download')).toBe('notes.txt');
    fireEvent.click(screen.getByRole('button', { name: t.back }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/user/resources?page=2'));
  });

  it('opens a quote PDF by its quote, asking only for that file\'s URL, afresh', async () => {
    const { environment } = renderPreview('/document-preview?node=Q1&file=pdf&filename=quote-7.pdf&back=%2Fmanage%2Fleads%2F7%23quotes');
    const { variables } = await answerOwner(environment, NODE_PREVIEW, { node: { __typename: 'Quote', id: 'Q1', pdf: signed('q.pdf', 'application/pdf') } });
    expect(variables).toEqual({ id: 'Q1', pdf: true, signedPdf: false, file: false, result: false, systemImage: false, leadFile: false, item: '' });
    const download = await screen.findByRole('link', { name: t.downloadFile('quote-7.pdf') });
    expect(download.getAttribute('href')).toBe(SIGNED_URL);
    expect(screen.getByRole('heading', { name: 'quote-7.pdf' })).toBeTruthy();
  });

  it('signs the download afresh when it is asked for minutes after the preview opened', async () => {
    const { environment } = renderPreview('/document-preview?node=Q1&file=pdf&filename=quote-7.pdf');
    await answerOwner(environment, NODE_PREVIEW, { node: { __typename: 'Quote', id: 'Q1', pdf: signed('q.pdf', 'application/pdf') } });
    const download = await screen.findByRole('link', { name: t.downloadFile('quote-7.pdf') });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this.href); });
    const later = Date.now() + 6 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      fireEvent.click(download);
      const { variables } = await answerOwner(environment, NODE_PREVIEW, { node: { __typename: 'Quote', id: 'Q1', pdf: { ...signed('q.pdf', 'application/pdf'), url: `${SIGNED_URL}?fresh` } } });
      expect(variables).toMatchObject({ id: 'Q1', pdf: true });
      await waitFor(() => expect(clicked).toEqual([`${SIGNED_URL}?fresh`]));
    } finally {
      click.mockRestore();
      vi.restoreAllMocks();
    }
  });

  it('opens a lead file by the file\'s id, asking only for that file\'s URL', async () => {
    serveText('bill');
    const { environment } = renderPreview('/document-preview?node=L7&file=utilityBills&item=LF2&filename=bill.txt');
    const { variables } = await answerOwner(environment, NODE_PREVIEW, {
      node: { __typename: 'Lead', id: 'L7', leadFile: { file: signed('bill.txt') } },
    });
    expect(variables).toMatchObject({ id: 'L7', leadFile: true, item: 'LF2', systemImage: false });
    expect((await screen.findByRole('region', { name: 'bill.txt' })).textContent).toBe('bill');
    expect(screen.getByRole('link', { name: t.downloadFile('bill.txt') }).getAttribute('href')).toBe(SIGNED_URL);
  });

  it('tells the format from the stored file when the given name has no extension', async () => {
    const { environment } = renderPreview('/document-preview?node=R1&file=file&filename=Roof%20photo');
    await answerOwner(environment, NODE_PREVIEW, { node: { __typename: 'Resource', id: 'R1', file: signed('roof.png', 'image/png') } });
    expect((await screen.findByRole('img', { name: 'Roof photo' })).getAttribute('src')).toBe(SIGNED_URL);
  });

  it('says §8 "Something went wrong" when the owner or its file is gone', async () => {
    const { environment } = renderPreview('/document-preview?node=P9&file=pdf&filename=proposal-9.pdf');
    await answerOwner(environment, NODE_PREVIEW, { node: null });
    expect((await screen.findByRole('alert')).textContent).toContain(errors.mediaFetch);
  });

  it('says §8 "Something went wrong" for a lead file link without the file\'s id', async () => {
    renderPreview('/document-preview?node=L7&file=additionalFiles&filename=a.pdf');
    expect((await screen.findByRole('alert')).textContent).toContain(errors.mediaFetch);
  });

  it('opens a policy PDF by its name, signed when the preview opens', async () => {
    const { environment } = renderPreview('/document-preview?policy=termsOfService&filename=terms.pdf');
    const { variables } = await answerOwner(environment, POLICY_PREVIEW, { policyDocuments: { termsOfService: signed('terms.pdf', 'application/pdf') } });
    expect(variables).toEqual({ privacyPolicy: false, termsOfService: true, platformAgreement: false });
    expect((await screen.findByRole('link', { name: t.downloadFile('terms.pdf') })).getAttribute('href')).toBe(SIGNED_URL);
  });

  it('has no Back button for a file from the external database, and names the lead', async () => {
    serveText('hello');
    const { environment } = renderPreview('/document-preview?filepath=a%2Fb.txt&filename=b.txt&leadname=Fresno%20Warehouse&external=1');
    await answerMedia(environment, { name: 'b.txt' });
    await screen.findByRole('region', { name: 'b.txt' });
    expect(screen.getByText(t.leadContext('Fresno Warehouse'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.back })).toBeNull();
  });

  it('pages a 600-row CSV at 100 rows, with the first row as header, and changes the page size', async () => {
    serveText(csvOf(600));
    const { environment } = renderPreview('/document-preview?filepath=r%2Fbig.csv&filename=big.csv');
    await answerMedia(environment, { name: 'big.csv' });
    const table = await screen.findByRole('table', { name: 'big.csv' });
    expect(within(table).getByRole('columnheader', { name: 'address' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(screen.getByText(new RegExp(pdfViewer.pageOf(1, 6)))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.page(2) }));
    await screen.findByText(new RegExp(pdfViewer.pageOf(2, 6)));
    expect(within(table).getByText('Site 101')).toBeTruthy();
    expect(within(table).queryByText('Site 100')).toBeNull();

    fireEvent.change(screen.getByLabelText(t.rowsPerPage), { target: { value: '500' } });
    await screen.findByText(new RegExp(pdfViewer.pageOf(1, 2)));
    expect(within(table).getAllByRole('row')).toHaveLength(501);
  });

  it('shows §8 "Some error has occurred. Please try again." when the CSV cannot be fetched', async () => {
    serveText('nope', false);
    const { environment } = renderPreview('/document-preview?filepath=r%2Fx.csv&filename=x.csv');
    await answerMedia(environment, { name: 'x.csv' });
    expect((await screen.findByRole('alert')).textContent).toContain(errors.tryAgain);
  });

  it('shows an image with the file name as its text alternative', async () => {
    const { environment } = renderPreview('/document-preview?filepath=p%2Froof.png&filename=roof.png');
    await answerMedia(environment, { name: 'roof.png' });
    const image = await screen.findByRole('img', { name: 'roof.png' });
    expect(image.getAttribute('src')).toBe(SIGNED_URL);
  });

  it('says §8 "Something went wrong" when the media file is not found', async () => {
    const { environment } = renderPreview('/document-preview?filepath=missing&filename=a.pdf');
    await answerMedia(environment, null);
    expect((await screen.findByRole('alert')).textContent).toContain(errors.mediaFetch);
  });

  it('offers the download for types it cannot show', async () => {
    const { environment } = renderPreview('/document-preview?filepath=d%2Fcontract.docx&filename=contract.docx');
    await answerMedia(environment, { name: 'contract.docx' });
    expect(await screen.findByText(t.unsupportedText('DOCX'))).toBeTruthy();
    expect(screen.getAllByRole('link', { name: t.downloadFile('contract.docx') })).toHaveLength(2);
  });
});
