import { Badge, HStack, IconButton, List, Text } from '@chakra-ui/react';
import { FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LeadFileList_lead$key } from '../../../__generated__/LeadFileList_lead.graphql';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errors, success } from '../../../messages';
import { firstUserError } from '../../../mutations/userErrors';
import { useIntakeDeleteLeadFileMutation } from '../mutations/useIntakeDeleteLeadFileMutation';
import { filesText } from '../texts';

const fragment = graphql`
  fragment LeadFileList_lead on Lead {
    id
    utilityBills {
      id
      name
      fileTypeLabel
      size
    }
    additionalFiles {
      id
      name
      fileTypeLabel
      size
    }
  }
`;

export type LeadFileKind = 'UTILITY_BILL' | 'ADDITIONAL';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

interface Props {
  lead: LeadFileList_lead$key;
  kind: LeadFileKind;
  /** The summary shows the lists without remove buttons. */
  readOnly?: boolean;
  /** Names the list for assistive technology (the section heading's id). */
  labelledBy?: string;
}

/** A lead's utility bills or additional files, from the lead in the store (payloads refresh it). */
export function LeadFileList({ lead, kind, readOnly = false, labelledBy }: Props) {
  const data = useFragment(fragment, lead);
  const files = kind === 'UTILITY_BILL' ? data.utilityBills : data.additionalFiles;
  const [commitDelete] = useIntakeDeleteLeadFileMutation();
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = (fileId: string, name: string) => {
    setRemoving(fileId);
    commitDelete({
      variables: { fileId, kind, leadId: data.id },
      onCompleted: ({ deleteLeadFile }) => {
        setRemoving(null);
        if (firstUserError(deleteLeadFile.userErrors)) notifyError(errors.tryAgain);
        else notifySuccess(success.fileDeleted);
      },
      onError: () => {
        setRemoving(null);
        notifyError(errors.tryAgain);
      },
    });
    void name;
  };

  if (files.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted" data-testid={`files-${kind}`}>
        {filesText.noFiles}
      </Text>
    );
  }
  return (
    <List.Root variant="plain" gap="2" aria-labelledby={labelledBy} data-testid={`files-${kind}`}>
      {files.map((file) => (
        <List.Item key={file.id} borderWidth="1px" borderRadius="l2" px="3" py="2" alignItems="center">
          <HStack gap="3" width="full" minW="0">
            <FileText size={18} aria-hidden />
            <Text textStyle="sm" fontWeight="medium" truncate flex="1" minW="0" title={file.name}>
              {file.name}
            </Text>
            {kind === 'ADDITIONAL' && (
              <Badge colorPalette="brand" variant="subtle" hideBelow="sm">
                {file.fileTypeLabel}
              </Badge>
            )}
            <Text textStyle="xs" color="fg.muted" flexShrink={0}>
              {formatBytes(file.size)}
            </Text>
            {!readOnly && (
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={filesText.remove(file.name)}
                loading={removing === file.id}
                onClick={() => remove(file.id, file.name)}>
                <Trash2 />
              </IconButton>
            )}
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
