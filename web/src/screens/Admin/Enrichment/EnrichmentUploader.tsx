import { Box, Card, Field, FileUpload, HStack, Icon, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { fileTypeProblem } from '../../../validation/fileTypes';
import { errors, success } from '../../../messages';
import { commitUpload } from '../../../mutations/commitUpload';
import { firstUserError, type UserErrors } from '../../../mutations/userErrors';
import { adminTexts } from '../texts';
import type { EnrichmentKind } from './enrichment';
import { uploadBulkMutation, uploadProspectMutation } from './mutations';
import { API_FILE_TYPES, API_LIMITS } from '../../../validation/limits';

const text = adminTexts.enrichment;
/** The gateway's and api's default UPLOAD_MAX_MB; checked here too so a big file fails at once. */
export const UPLOAD_MAX_MB = 25;

type UploadResponse = {
  readonly uploadBulkEnrichment?: { readonly userErrors: UserErrors };
  readonly uploadProspectBulkEnrichment?: { readonly userErrors: UserErrors };
};
type UploadMutation = { variables: { file: File | null; name: string | null }; response: UploadResponse };

/**
 * Upload of one CSV with an optional display name: drag and drop or click (Chakra FileUpload),
 * a progress bar while the body is sent (commitUpload), then §8's messages and `onUploaded`,
 * which reloads the table with its current page and size (§4).
 */
export function EnrichmentUploader({ kind, onUploaded }: { kind: EnrichmentKind; onUploaded: () => void }) {
  const environment = useRelayEnvironment();
  const [name, setName] = useState('');
  const [uploading, setUploading] = useState<{ name: string; progress: number } | null>(null);

  const upload = (file: File) => {
    const typeProblem = fileTypeProblem('csv', file.name);
    if (typeProblem) {
      notifyError(typeProblem, errors.fileUpload(file.name));
      return;
    }
    if (file.size > UPLOAD_MAX_MB * 1024 * 1024) {
      notifyError(errors.fileUpload(file.name));
      return;
    }
    setUploading({ name: file.name, progress: 0 });
    commitUpload<UploadMutation>(environment, {
      mutation: kind === 'bulk' ? uploadBulkMutation : uploadProspectMutation,
      variables: { file: null, name: name.trim() || null },
      uploadables: { file },
      onProgress: (progress) => setUploading({ name: file.name, progress }),
      onCompleted: (response) => {
        setUploading(null);
        const payload = response.uploadBulkEnrichment ?? response.uploadProspectBulkEnrichment;
        const problem = firstUserError(payload?.userErrors);
        if (problem) {
          notifyError(problem, errors.fileUpload(file.name));
          return;
        }
        notifySuccess(success.fileUploaded(file.name));
        setName('');
        onUploaded();
      },
      onError: () => {
        setUploading(null);
        notifyError(errors.fileUpload(file.name));
      },
    });
  };

  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Text fontWeight="semibold">{text.uploadHeading}</Text>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-start' }}>
          <Field.Root w={{ md: '18rem' }} flexShrink={0} disabled={!!uploading}>
            <Field.Label>{text.nameLabel}</Field.Label>
            <Input value={name} maxLength={API_LIMITS.enrichment.name.maxLength} onChange={(e) => setName(e.target.value)} />
            <Field.HelperText>{text.nameHint}</Field.HelperText>
          </Field.Root>
          <FileUpload.Root
            flex="1"
            maxFiles={1}
            accept={{ 'text/csv': [...API_FILE_TYPES.csv] }}
            disabled={!!uploading}
            acceptedFiles={[]}
            onFileAccept={({ files }) => files.forEach(upload)}
            // A file of another type gets the message naming the accepted one (upload() says it).
            onFileReject={({ files }) => files.forEach(({ file, errors: reasons }) =>
              (reasons.includes('FILE_INVALID_TYPE') ? upload(file) : notifyError(errors.fileUpload(file.name))))}
            alignItems="stretch"
          >
            <FileUpload.HiddenInput aria-label={text.dropzone} data-testid={`upload-${kind}`} />
            {/* The hint sits outside the drop zone: its accessible name must be the text it shows. */}
            <FileUpload.Dropzone aria-label={text.dropzone} aria-describedby={`${kind}-upload-hint`} minH="24" borderColor="border.emphasized" w="full">
              <Icon size="md" color="brand.fg"><Upload /></Icon>
              <FileUpload.DropzoneContent>
                <Box fontWeight="medium">{text.dropzone}</Box>
              </FileUpload.DropzoneContent>
            </FileUpload.Dropzone>
            <Text id={`${kind}-upload-hint`} color="fg.muted" textStyle="xs" mt="1.5">{text.dropzoneHint(UPLOAD_MAX_MB)}</Text>
          </FileUpload.Root>
        </Stack>
        {uploading && (
          <Progress.Root value={Math.round(uploading.progress * 100)} size="sm" colorPalette="brand" aria-label={text.uploading(uploading.name)}>
            <HStack justify="space-between" mb="1" gap="2">
              <Progress.Label textStyle="sm" truncate minW="0">{text.uploading(uploading.name)}</Progress.Label>
              <Progress.ValueText textStyle="xs" />
            </HStack>
            <Progress.Track><Progress.Range /></Progress.Track>
          </Progress.Root>
        )}
        <Text srOnly aria-live="polite">{uploading ? text.uploading(uploading.name) : ''}</Text>
      </Card.Body>
    </Card.Root>
  );
}
