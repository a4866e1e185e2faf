import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { DocumentPreviewScreenNodeQuery } from '../../__generated__/DocumentPreviewScreenNodeQuery.graphql';
import type { DocumentPreviewScreenPolicyQuery } from '../../__generated__/DocumentPreviewScreenPolicyQuery.graphql';
import type { DocumentPreviewScreenQuery } from '../../__generated__/DocumentPreviewScreenQuery.graphql';
import { QuietBoundary } from '../../components/layout/QuietBoundary';
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
    $utilityBills: Boolean!
    $additionalFiles: Boolean!
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
        utilityBills @include(if: $utilityBills) { id file { url name contentType } }
        additionalFiles @include(if: $additionalFiles) { id file { url name contentType } }
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

function NodeFileLoader({ source, filename }: { source: Extract<PreviewSource, { kind: 'node' }>; filename: string }) {
  const { node } = useLazyLoadQuery<DocumentPreviewScreenNodeQuery>(
    nodeFileQuery,
    { id: source.node, ...flags(PREVIEW_FIELDS, source.file) },
    { fetchPolicy: 'network-only' },
  );
  // The generated type is a union per record type; each holds at most the one field asked for.
  const field = (node as Record<string, unknown> | null)?.[source.file] as FileField | ReadonlyArray<{ readonly id: string; readonly file: PreviewedFile }>;
  const file = Array.isArray(field) ? field.find((f) => f.id === source.item)?.file : (field as FileField);
  return file ? <Preview file={file} filename={filename} /> : <ErrorAlert title={errors.mediaFetch} />;
}

function PolicyFileLoader({ policy, filename }: { policy: PolicyDocument; filename: string }) {
  const { policyDocuments } = useLazyLoadQuery<DocumentPreviewScreenPolicyQuery>(policyFileQuery, flags(POLICY_DOCUMENTS, policy), { fetchPolicy: 'network-only' });
  const file = policyDocuments?.[policy];
  return file ? <Preview file={file} filename={filename} /> : <ErrorAlert title={errors.mediaFetch} />;
}

function PathFileLoader({ path, filename }: { path: string; filename: string }) {
  // store-or-network: the Quickbase view has just fetched this answer (network-only) before opening the preview.
  const { mediaFile } = useLazyLoadQuery<DocumentPreviewScreenQuery>(pathFileQuery, { path });
  return mediaFile ? <Preview file={mediaFile} filename={filename} /> : <ErrorAlert title={errors.mediaFetch} />;
}

function Preview({ file, filename }: { file: PreviewedFile; filename: string }) {
  const name = filename || file.name;
  // The format comes from the name's extension; a display name without one goes by the stored file's.
  const typed = extensionOf(name) ? name : file.name;
  const format = detectFormat(typed);
  const download = (
    <Button asChild size="sm" variant="outline" colorPalette="brand">
      <a href={file.url} download={name} aria-label={t.downloadFile(name)}>
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
          {format === 'pdf' && <PdfView url={file.url} filename={name} />}
          {format === 'csv' && <CsvView url={file.url} filename={name} />}
          {format === 'txt' && <TextView url={file.url} filename={name} />}
          {format === 'image' && <ImageView url={file.url} filename={name} />}
          {format === 'unsupported' && <UnsupportedView format={formatLabel(typed)} download={download} />}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
