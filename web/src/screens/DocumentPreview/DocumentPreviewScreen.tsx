import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { Suspense, useRef, useState, type MouseEvent } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { useSearchParams } from 'react-router-dom';
import type { DocumentPreviewScreenNodeQuery } from '../../__generated__/DocumentPreviewScreenNodeQuery.graphql';
import type { DocumentPreviewScreenPolicyQuery } from '../../__generated__/DocumentPreviewScreenPolicyQuery.graphql';
import type { DocumentPreviewScreenQuery } from '../../__generated__/DocumentPreviewScreenQuery.graphql';
import { QuietBoundary } from '../../components/layout/QuietBoundary';
import { notifyError } from '../../components/ui/toaster';
import { errors } from '../../messages';
import { backTarget } from './back';
import { BackButton } from './BackButton';
import { CsvView } from './CsvView';
import { detectFormat, extensionOf, formatLabel } from './format';
import { ImageView } from './ImageView';
import { POLICY_DOCUMENTS, PREVIEW_FIELDS, previewSourceOf, sourceKey, type PolicyDocument, type PreviewSource } from './link';
import { PdfView } from './PdfView';
import { ErrorAlert } from './PreviewAlerts';
import { PreviewSkeleton } from './PreviewSkeleton';
import { TextView } from './TextView';
import { previewTexts as t } from './texts';
import { UnsupportedView } from './UnsupportedView';

/**
 * The file's freshly signed URL (it lasts about five minutes, so asked for when the preview opens,
 * network-only), from the record that owns it: only the chosen field is selected, so only it is signed.
 */
const nodeFileQuery = graphql`
  query DocumentPreviewScreenNodeQuery(
    $id: ID!
    $pdf: Boolean!
    $signedPdf: Boolean!
    $file: Boolean!
    $result: Boolean!
    $systemImage: Boolean!
    $leadFile: Boolean!
    $item: ID!
  ) {
    node(id: $id) {
      ... on Proposal {
        pdf @include(if: $pdf) { url name contentType }
      }
      ... on Quote {
        pdf @include(if: $pdf) { url name contentType }
      }
      ... on Agreement {
        pdf @include(if: $pdf) { url name contentType }
        signedPdf @include(if: $signedPdf) { url name contentType }
      }
      ... on Resource {
        file @include(if: $file) { url name contentType }
      }
      ... on BulkEnrichment {
        file @include(if: $file) { url name contentType }
        result @include(if: $result) { url name contentType }
      }
      ... on ProspectBulkEnrichment {
        file @include(if: $file) { url name contentType }
      }
      ... on Lead {
        systemImage @include(if: $systemImage) { url name contentType }
        # One file of the lead: only its URL is signed, and another missing file cannot fail it.
        leadFile(id: $item) @include(if: $leadFile) { file { url name contentType } }
      }
    }
  }
`;

/** A policy PDF's URL (the api signs the three together), asked for when the preview opens. */
const policyFileQuery = graphql`
  query DocumentPreviewScreenPolicyQuery($privacyPolicy: Boolean!, $termsOfService: Boolean!, $platformAgreement: Boolean!) {
    policyDocuments {
      privacyPolicy @include(if: $privacyPolicy) { url name contentType }
      termsOfService @include(if: $termsOfService) { url name contentType }
      platformAgreement @include(if: $platformAgreement) { url name contentType }
    }
  }
`;

/**
 * A file by its stored path, for links from the external database only (the Quickbase view hands
 * on the path it was given; nothing in the app makes such links). Path-addressed files can only be
 * had through the deprecated Query.mediaFile.
 */
const pathFileQuery = graphql`
  query DocumentPreviewScreenQuery($path: String!) {
    mediaFile(path: $path) {
      url
      name
      contentType
    }
  }
`;

type PreviewedFile = { readonly url: string; readonly name: string; readonly contentType: string };
type FileField = PreviewedFile | null | undefined;
/** Reads the file again (a freshly signed URL); null when it is gone. */
type Reread = () => Promise<PreviewedFile | null>;

/** How long a signed URL is trusted for a download (they last about five minutes). */
const FRESH_FOR_MS = 4 * 60_000;

/**
 * /document-preview?node=&file=&item=&filename=&back= (or ?policy=, or ?filepath=&external= from the
 * external database) (§2): PDF, CSV, TXT or image by the file name's extension, a Download link, and
 * Back unless the file came from the external database. `leadname` (from the Quickbase view) names
 * the lead the file belongs to.
 */
export function DocumentPreviewScreen() {
  const [params] = useSearchParams();
  const source = previewSourceOf(params);
  const filename = params.get('filename') ?? '';
  const leadName = params.get('leadname');

  return (
    <Stack gap="5" maxW="full">
      <Flex gap="3" align="center" wrap="wrap">
        <BackButton target={backTarget(params)} />
        <Box minW="0" flex="1">
          <Heading as="h1" size="lg" wordBreak="break-word">{filename || t.title}</Heading>
          {leadName && <Text color="fg.muted" textStyle="sm">{t.leadContext(leadName)}</Text>}
        </Box>
      </Flex>
      {source ? (
        // A failed request (gateway down, refused, file gone) shows §8's media fetch alert, like a missing file.
        <QuietBoundary key={sourceKey(source)} fallback={<ErrorAlert title={errors.mediaFetch} />}>
          <Suspense fallback={<PreviewSkeleton />}>
            {source.kind === 'node' && <NodeFileLoader source={source} filename={filename} />}
            {source.kind === 'policy' && <PolicyFileLoader policy={source.policy} filename={filename} />}
            {source.kind === 'path' && <PathFileLoader path={source.path} filename={filename} />}
          </Suspense>
        </QuietBoundary>
      ) : (
        <ErrorAlert title={errors.mediaFetch} />
      )}
    </Stack>
  );
}

const flags = <T extends string>(all: readonly T[], chosen: T) => Object.fromEntries(all.map((key) => [key, key === chosen])) as Record<T, boolean>;

/** The chosen file of the owner's answer (the generated type is a union per record type; each holds at most the one field asked for). */
function fileOfNode(node: unknown, source: Extract<PreviewSource, { kind: 'node' }>): FileField {
  const answer = node as Record<string, unknown> | null;
  if (source.item) return (answer?.leadFile as { readonly file: PreviewedFile } | null | undefined)?.file;
  return answer?.[source.file] as FileField;
}

/** The query's switches: the chosen field, or (a lead's file lists) the one lead file by its id. */
const nodeVariables = (source: Extract<PreviewSource, { kind: 'node' }>) => {
  const single = PREVIEW_FIELDS.filter((field) => field !== 'utilityBills' && field !== 'additionalFiles');
  return { id: source.node, ...flags(single, source.file), leadFile: source.item != null, item: source.item ?? '' };
};

/** The same query again, network-only: a fresh signature for a download asked for later. */
function useReread<Q extends OperationType>(query: GraphQLTaggedNode, variables: Q['variables'], pick: (data: Q['response']) => FileField): Reread {
  const environment = useRelayEnvironment();
  return () => fetchQuery<Q>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise().then((data) => (data && pick(data)) ?? null);
}

function NodeFileLoader({ source, filename }: { source: Extract<PreviewSource, { kind: 'node' }>; filename: string }) {
  const variables = nodeVariables(source);
  const { node } = useLazyLoadQuery<DocumentPreviewScreenNodeQuery>(nodeFileQuery, variables, { fetchPolicy: 'network-only' });
  const reread = useReread<DocumentPreviewScreenNodeQuery>(nodeFileQuery, variables, (data) => fileOfNode(data.node, source));
  const file = fileOfNode(node, source);
  return file ? <Preview file={file} filename={filename} reread={reread} /> : <ErrorAlert title={errors.mediaFetch} />;
}

function PolicyFileLoader({ policy, filename }: { policy: PolicyDocument; filename: string }) {
  const variables = flags(POLICY_DOCUMENTS, policy);
  const { policyDocuments } = useLazyLoadQuery<DocumentPreviewScreenPolicyQuery>(policyFileQuery, variables, { fetchPolicy: 'network-only' });
  const reread = useReread<DocumentPreviewScreenPolicyQuery>(policyFileQuery, variables, (data) => data.policyDocuments?.[policy]);
  const file = policyDocuments?.[policy];
  return file ? <Preview file={file} filename={filename} reread={reread} /> : <ErrorAlert title={errors.mediaFetch} />;
}

function PathFileLoader({ path, filename }: { path: string; filename: string }) {
  // store-or-network: the Quickbase view has just fetched this answer (network-only) before opening the preview.
  const { mediaFile } = useLazyLoadQuery<DocumentPreviewScreenQuery>(pathFileQuery, { path });
  const reread = useReread<DocumentPreviewScreenQuery>(pathFileQuery, { path }, (data) => data.mediaFile);
  return mediaFile ? <Preview file={mediaFile} filename={filename} reread={reread} /> : <ErrorAlert title={errors.mediaFetch} />;
}

function Preview({ file, filename, reread }: { file: PreviewedFile; filename: string; reread: Reread }) {
  const name = filename || file.name;
  // The viewers load the file once, from the URL the preview opened with (a later re-read must not reload them).
  const [shownUrl] = useState(file.url);
  const signedAt = useRef(Date.now());
  // A download asked for minutes after the preview opened gets a freshly signed URL first.
  const downloadFresh = (event: MouseEvent<HTMLAnchorElement>) => {
    if (Date.now() - signedAt.current < FRESH_FOR_MS) return;
    event.preventDefault();
    reread().then(
      (again) => {
        if (!again) return notifyError(errors.mediaFetch);
        signedAt.current = Date.now();
        const link = Object.assign(document.createElement('a'), { href: again.url, download: name });
        link.click();
      },
      () => notifyError(errors.mediaFetch),
    );
  };
  // The format comes from the name's extension; a display name without one goes by the stored file's.
  const typed = extensionOf(name) ? name : file.name;
  const format = detectFormat(typed);
  const download = (
    <Button asChild size="sm" variant="outline" colorPalette="brand">
      <a href={file.url} download={name} aria-label={t.downloadFile(name)} onClick={downloadFresh}>
        <Download aria-hidden />
        {t.download}
      </a>
    </Button>
  );

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Badge colorPalette="brand" variant="subtle">{formatLabel(typed) || file.contentType}</Badge>
        {download}
      </Flex>
      <Card.Root variant="outline" minW="0">
        <Card.Body p={{ base: '3', md: '5' }} minW="0">
          {format === 'pdf' && <PdfView url={shownUrl} filename={name} />}
          {format === 'csv' && <CsvView url={shownUrl} filename={name} />}
          {format === 'txt' && <TextView url={shownUrl} filename={name} />}
          {format === 'image' && <ImageView url={shownUrl} filename={name} />}
          {format === 'unsupported' && <UnsupportedView format={formatLabel(typed)} download={download} />}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
