import { Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { DocumentsTab_lead$key } from '../../../__generated__/DocumentsTab_lead.graphql';
import { leadPageTexts } from '../texts';
import { SignedAgreementsList } from '../../../components/agreements/SignedAgreementsList';
import { FileTable } from './FileTable';
import { UploadPanel } from './UploadPanel';
import { useLeadWritable } from '../leadWritable';

const t = leadPageTexts.documents;

/** §2/§4 Documents: utility bills and additional files, upload more, open or delete one. */
export function DocumentsTab({ lead }: { lead: DocumentsTab_lead$key }) {
  const writable = useLeadWritable();
  const data = useFragment(
    graphql`
      fragment DocumentsTab_lead on Lead {
        id
        utilityBills {
          ...FileTable_files
        }
        additionalFiles {
          ...FileTable_files
        }
        ...SignedAgreementsList_lead
      }
    `,
    lead,
  );
  return (
    <Stack gap="5" pt="2">
      {writable && <UploadPanel leadId={data.id} />}
      <FileTable title={t.utilityBills} kind="UTILITY_BILL" leadId={data.id} files={data.utilityBills} empty={t.emptyBills} />
      <FileTable title={t.additionalFiles} kind="ADDITIONAL" leadId={data.id} files={data.additionalFiles} empty={t.emptyFiles} />
      {/* Issue 26 item 1: the signed agreements, for everyone who sees the lead. */}
      <SignedAgreementsList lead={data} />
    </Stack>
  );
}
