import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { SelectField } from '../shared/FormFields';
import { dealTexts } from '../texts';

const t = dealTexts.agreements;
export const AGREEMENT_TYPES = [['LOI', 'LOI'], ['CLEAN_ENERGY_PPA', 'Clean Energy PPA']] as const;
export type AgreementTypeValue = (typeof AGREEMENT_TYPES)[number][0];

export interface GeneratedProposal { id: string; label: string }

/** §3 agreement kinds: an LOI, or a Clean Energy PPA for a generated proposal (the active one by default). */
export function SendAgreementDialog({ initialType = 'LOI', proposals, onClose, onSubmit, submitting, progress }: {
  /** The type it opens on (LOI from the tab's button, a PPA from the deal header's next action). */
  initialType?: AgreementTypeValue;
  proposals: readonly GeneratedProposal[];
  onClose: () => void;
  onSubmit: (type: AgreementTypeValue, proposalId: string | null) => void;
  submitting: boolean;
  progress: { message: string | null; value: number };
}) {
  const [type, setType] = useState<AgreementTypeValue>(initialType);
  const [proposalId, setProposalId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (type === 'CLEAN_ENERGY_PPA' && proposals.length === 0) return setError(t.ppaNeedsProposal);
    onSubmit(type, proposalId || null);
  };
  return (
    <FormDialog open onClose={onClose} title={t.sendTitle} submitLabel={t.sendSubmit} onSubmit={submit} submitting={submitting} progress={progress}>
      <SelectField label={t.type} value={type} onChange={(v) => { setType(v as AgreementTypeValue); setError(null); }} options={AGREEMENT_TYPES} required error={error} />
      {proposals.length > 0 ? (
        <SelectField label={t.proposal} value={proposalId} onChange={setProposalId} options={proposals.map((p) => [p.id, p.label] as const)} placeholder={t.activeProposal} />
      ) : (
        type === 'CLEAN_ENERGY_PPA' && !error && <Text textStyle="sm" color="fg.muted">{t.ppaNeedsProposal}</Text>
      )}
    </FormDialog>
  );
}
