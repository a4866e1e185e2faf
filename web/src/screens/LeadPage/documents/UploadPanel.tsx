import { Button, HStack, NativeSelect, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FileUp } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { LeadFileKind, LeadFileType, leadFilesUploadMutation } from '../../../__generated__/leadFilesUploadMutation.graphql';
import { Field } from '../../../components/ui/field';
import { notifyError } from '../../../components/ui/toaster';
import { errors, leadEnums, success } from '../../../messages';
import { commitUpload } from '../../../mutations/commitUpload';
import { DetailsCard } from '../details/DetailsRead';
import { toastPayload } from '../mutations/feedback';
import { uploadLeadFileMutation } from '../mutations/leadFiles';
import { leadPageTexts } from '../texts';
import { acceptFor } from '../../../validation/limits';
import { fileTypeProblem } from '../../../validation/fileTypes';
import { useTabIntent } from '../tabIntent';

const t = leadPageTexts.documents;

/** §3 file kinds 0–9, in value order (the labels are leadEnums.fileKinds at the same index). */
export const FILE_TYPES: readonly LeadFileType[] = [
  'OTHER_FILES', 'ROOF_LAYOUT_FILE', 'DIRECT_ACCESS_CONTRACT', 'ENERGY_MODELING_FILE', 'SOLAR_DESIGN_FILE',
  'PRODUCTION_SIMULATION_FILE', 'SITE_SURVEY', 'INTERVAL_DATA', 'ROOF_WARRANTY', 'OTHER_PV_DESIGN_REPORT',
];

interface Upload { key: number; name: string; percent: number }

/**
 * Upload more documents: the list (utility bills or additional files) and, for additional files,
 * the §3 kind. Each picked file is its own request with its own progress bar, so one failure does
 * not lose the others; each answer's lead refreshes the tables (and the stage) from the store.
 */
export function UploadPanel({ leadId }: { leadId: string }) {
  const environment = useRelayEnvironment();
  const input = useRef<HTMLInputElement>(null);
  const counter = useRef(0);
  const choose = useRef<HTMLButtonElement>(null);
  const [kind, setKind] = useState<LeadFileKind>('ADDITIONAL');
  // The deal header's "Upload utility bills" (issue 15): ready to add bills, focus on Choose files.
  useTabIntent('documents', 'bills', () => {
    setKind('UTILITY_BILL');
    choose.current?.focus();
  });
  const [fileType, setFileType] = useState<LeadFileType>('OTHER_FILES');
  const [uploads, setUploads] = useState<Upload[]>([]);

  const track = (key: number, percent: number | null) =>
    setUploads((list) => (percent === null ? list.filter((u) => u.key !== key) : list.map((u) => (u.key === key ? { ...u, percent } : u))));

  const start = (file: File) => {
    const key = (counter.current += 1);
    setUploads((list) => [...list, { key, name: file.name, percent: 0 }]);
    commitUpload<leadFilesUploadMutation>(environment, {
      mutation: uploadLeadFileMutation,
      variables: { leadId, file: null, kind, fileType: kind === 'UTILITY_BILL' ? 'OTHER_FILES' : fileType },
      uploadables: { file },
      onProgress: (fraction) => track(key, Math.round(fraction * 100)),
      onCompleted: ({ uploadLeadFile }) => {
        track(key, null);
        toastPayload(uploadLeadFile, success.fileUploaded(file.name), errors.fileUpload(file.name));
      },
      onError: () => {
        track(key, null);
        notifyError(errors.fileUpload(file.name));
      },
    });
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Reset, so picking the same file again still fires change.
    event.target.value = '';
    for (const file of files) {
      // Said at once, with the types that are (issue 15), rather than after the upload.
      const problem = fileTypeProblem('document', file.name);
      if (problem) notifyError(problem, errors.fileUpload(file.name));
      else start(file);
    }
  };

  return (
    <DetailsCard title={t.uploadTitle}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <Field label={t.uploadTo}>
            <NativeSelect.Root>
              <NativeSelect.Field value={kind} onChange={(e) => setKind(e.currentTarget.value as LeadFileKind)}>
                <option value="ADDITIONAL">{t.additionalFiles}</option>
                <option value="UTILITY_BILL">{t.utilityBills}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field>
          <Field label={t.fileKind} disabled={kind === 'UTILITY_BILL'}>
            <NativeSelect.Root>
              <NativeSelect.Field value={fileType} onChange={(e) => setFileType(e.currentTarget.value as LeadFileType)}>
                {FILE_TYPES.map((type, i) => <option key={type} value={type}>{leadEnums.fileKinds[i]}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field>
          <input ref={input} type="file" multiple hidden accept={acceptFor('document')} aria-label={t.choose} onChange={pick} data-testid="lead-file-input" />
          <Button ref={choose} colorPalette="brand" onClick={() => input.current?.click()}>
            <FileUp aria-hidden />
            {t.choose}
          </Button>
        </SimpleGrid>
        {uploads.map((u) => (
          <HStack key={u.key} gap="3">
            <Text textStyle="sm" truncate flex="1" minW="0" title={u.name}>{u.name}</Text>
            <Progress.Root value={u.percent} size="sm" colorPalette="brand" width="40%" aria-label={t.progress(u.name)}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </HStack>
        ))}
      </Stack>
    </DetailsCard>
  );
}
