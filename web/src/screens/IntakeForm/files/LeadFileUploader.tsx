import { Box, FileUpload, HStack, Icon, Progress, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { intakeUploadLeadFileMutation, LeadFileType } from '../../../__generated__/intakeUploadLeadFileMutation.graphql';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errors, success } from '../../../messages';
import { commitUpload } from '../../../mutations/commitUpload';
import { firstUserError } from '../../../mutations/userErrors';
import { fileTypeProblem } from '../../../validation/fileTypes';
import { acceptFor } from '../../../validation/limits';
import { intakeUploadLeadFile } from '../mutations/intakeUploadLeadFile';
import { filesText } from '../texts';
import type { LeadFileKind } from './LeadFileList';

/** The gateway's and api's default UPLOAD_MAX_MB; checked here too so a big file fails at once. */
export const UPLOAD_MAX_MB = 25;

interface Pending {
  key: number;
  name: string;
  /** 0–1 */
  progress: number;
}

interface Props {
  leadId: string;
  kind: LeadFileKind;
  /** The §3 file kind for additional files. */
  fileType?: LeadFileType;
  /** The number of uploads still running, so the wizard can wait for them. */
  onBusyChange: (running: number) => void;
  /** The visible label of the drop zone (the section heading). */
  label: string;
}

let nextKey = 1;

/**
 * Drag-and-drop or click to pick (Chakra FileUpload), then one upload per file with its own
 * progress bar (commitUpload). The uploaded file then shows in the lead's list, from the payload.
 */
export function LeadFileUploader({ leadId, kind, fileType, onBusyChange, label }: Props) {
  const environment = useRelayEnvironment();
  const [pending, setPending] = useState<Pending[]>([]);
  const busyRef = useRef(onBusyChange);
  busyRef.current = onBusyChange;
  useEffect(() => busyRef.current(pending.length), [pending.length]);

  const upload = (file: File) => {
    const typeProblem = fileTypeProblem('document', file.name);
    if (typeProblem) {
      notifyError(typeProblem, errors.fileUpload(file.name));
      return;
    }
    if (file.size > UPLOAD_MAX_MB * 1024 * 1024) {
      notifyError(filesText.tooLarge(file.name, UPLOAD_MAX_MB), errors.fileUpload(file.name));
      return;
    }
    const key = nextKey++;
    setPending((list) => [...list, { key, name: file.name, progress: 0 }]);
    const done = () => setPending((list) => list.filter((p) => p.key !== key));
    commitUpload<intakeUploadLeadFileMutation>(environment, {
      mutation: intakeUploadLeadFile,
      variables: { leadId, file: null as unknown as File, kind, fileType: kind === 'UTILITY_BILL' ? 'OTHER_FILES' : (fileType ?? 'OTHER_FILES') },
      uploadables: { file },
      onProgress: (progress) => setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))),
      onCompleted: ({ uploadLeadFile }) => {
        done();
        // §8's upload message, with the server's reason under it (too large, a refused type…).
        const reason = firstUserError(uploadLeadFile.userErrors);
        if (reason) notifyError(reason, errors.fileUpload(file.name));
        else notifySuccess(success.fileUploaded(file.name));
      },
      onError: () => {
        done();
        notifyError(errors.fileUpload(file.name));
      },
    });
  };

  return (
    <Stack gap="3">
      <FileUpload.Root
        maxFiles={20}
        acceptedFiles={[]}
        // The picker offers the types the api takes (issue 15); a dropped file of another type is
        // still handed to upload(), which says which types are accepted.
        accept={acceptFor('document')}
        // The drop zone's name is exactly its visible text (axe label-content-name-mismatch); the
        // size hint sits below it, and the section heading above says which list it feeds.
        translations={{ dropzone: filesText.dropzone }}
        onFileAccept={({ files }) => files.forEach(upload)}
        onFileReject={({ files }) => files.forEach(({ file, errors: reasons }) =>
          (reasons.includes('FILE_INVALID_TYPE') ? upload(file) : notifyError(errors.fileUpload(file.name))))}
        alignItems="stretch">
        <FileUpload.HiddenInput aria-label={label} data-testid={`upload-${kind}`} />
        <FileUpload.Dropzone minH="28" borderColor="border.emphasized">
          <Icon size="md" color="brand.fg">
            <Upload />
          </Icon>
          <FileUpload.DropzoneContent>
            <Box fontWeight="medium">{filesText.dropzone}</Box>
          </FileUpload.DropzoneContent>
        </FileUpload.Dropzone>
        <Text color="fg.muted" textStyle="xs">
          {filesText.dropzoneHint(UPLOAD_MAX_MB)}
        </Text>
      </FileUpload.Root>
      {pending.map((p) => (
        <Progress.Root key={p.key} value={Math.round(p.progress * 100)} size="sm" colorPalette="brand">
          <HStack justify="space-between" mb="1" gap="2">
            <Progress.Label textStyle="sm" truncate minW="0">
              {filesText.uploading(p.name)}
            </Progress.Label>
            <Progress.ValueText textStyle="xs" />
          </HStack>
          <Progress.Track aria-label={filesText.uploading(p.name)}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ))}
      <Text srOnly aria-live="polite">
        {pending.length ? filesText.uploading(pending.map((p) => p.name).join(', ')) : ''}
      </Text>
    </Stack>
  );
}
