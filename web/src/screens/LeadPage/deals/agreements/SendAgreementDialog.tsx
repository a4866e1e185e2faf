import { Box, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MessageField, messageToSend } from '../../../../components/agreements/MessageField';
import { agreementMessageTexts, sendDialogTexts as sd } from '../../../../components/agreements/texts';
import { FormDialog } from '../shared/FormDialog';
import { SelectField } from '../shared/FormFields';
import { dealTexts } from '../texts';

const t = dealTexts.agreements;
export const AGREEMENT_TYPES = [['LOI', 'LOI'], ['CLEAN_ENERGY_PPA', 'Clean Energy PPA']] as const;
export type AgreementTypeValue = (typeof AGREEMENT_TYPES)[number][0];

/** A generated proposal of the lead; `newestActive` marks the one the api picks by default. */
export interface GeneratedProposal { id: string; label: string; newestActive?: boolean }

export interface AgreementRecipient { name: string | null; email: string | null }

/**
 * §3 agreement kinds: an LOI, or a Clean Energy PPA for a generated proposal. Issue 26: the dialog
 * names the recipient (and how to change them), opens on the newest active proposal (never an
 * older one by list order) and carries the rep's message for the mail, prefilled and editable.
 */
export function SendAgreementDialog({ initialType = 'LOI', proposals, recipient, organizationName = null, onClose, onSubmit, submitting, progress }: {
  /** The type it opens on (LOI from the tab's button, a PPA from the deal header's next action). */
  initialType?: AgreementTypeValue;
  proposals: readonly GeneratedProposal[];
  recipient: AgreementRecipient;
  organizationName?: string | null;
  onClose: () => void;
  onSubmit: (type: AgreementTypeValue, proposalId: string | null, message: string | null) => void;
  submitting: boolean;
  progress: { message: string | null; value: number };
}) {
  const [type, setType] = useState<AgreementTypeValue>(initialType);
  const [proposalId, setProposalId] = useState(() => proposals.find((p) => p.newestActive)?.id ?? '');
  const [message, setMessage] = useState(() => agreementMessageTexts.prefill(sd.titleOf[initialType], organizationName));
  const [edited, setEdited] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changeType = (value: AgreementTypeValue) => {
    setType(value);
    setError(null);
    // The prefilled wording follows the type until the rep edits it.
    if (!edited) setMessage(agreementMessageTexts.prefill(sd.titleOf[value], organizationName));
  };
  const submit = () => {
    if (type === 'CLEAN_ENERGY_PPA' && proposals.length === 0) return setError(t.ppaNeedsProposal);
    if (message.length > agreementMessageTexts.max) return;
    onSubmit(type, proposalId || null, messageToSend(message));
  };
  return (
    <FormDialog open onClose={onClose} title={t.sendTitle} submitLabel={t.sendSubmit} onSubmit={submit} submitting={submitting} progress={progress}>
      <Box borderWidth="1px" rounded="md" px="3" py="2" bg="bg.subtle" data-testid="agreement-recipient">
        <Text textStyle="xs" color="fg.muted">{sd.recipientLabel}</Text>
        <Text fontWeight="semibold" wordBreak="break-word">{sd.recipient(recipient.name, recipient.email)}</Text>
        <Stack gap="1" mt="1">
          {!recipient.email && <Text textStyle="sm" color="orange.fg">{sd.noEmail}</Text>}
          <Text textStyle="sm" color="fg.muted">{sd.change}</Text>
        </Stack>
      </Box>
      <SelectField label={t.type} value={type} onChange={(v) => changeType(v as AgreementTypeValue)} options={AGREEMENT_TYPES} required error={error} />
      {proposals.length > 0 ? (
        <SelectField label={t.proposal} value={proposalId} onChange={setProposalId} options={proposals.map((p) => [p.id, p.newestActive ? sd.proposalNewest(p.label) : p.label] as const)} placeholder={t.activeProposal} />
      ) : (
        type === 'CLEAN_ENERGY_PPA' && !error && <Text textStyle="sm" color="fg.muted">{t.ppaNeedsProposal}</Text>
      )}
      <MessageField value={message} onChange={(v) => { setMessage(v); setEdited(true); }} disabled={submitting} />
    </FormDialog>
  );
}
