import type { IntakeFormScreen_lead$data } from '../../__generated__/IntakeFormScreen_lead.graphql';
import type { WizardDraft } from './draft';
import { AdditionalFilesStep } from './steps/AdditionalFilesStep';
import { CustomerStep } from './steps/CustomerStep';
import { ProjectStep } from './steps/ProjectStep';
import { PropertyStep } from './steps/PropertyStep';
import { SummaryStep } from './steps/SummaryStep';
import { UtilityStep } from './steps/UtilityStep';
import type { StepErrors } from './validation';

interface Props {
  draft: WizardDraft;
  setDraft: React.Dispatch<React.SetStateAction<WizardDraft>>;
  errors: StepErrors;
  /** The created lead (steps 3 on); null before step 2 is saved. */
  lead: IntakeFormScreen_lead$data | null;
  onBusyChange: (running: number) => void;
  onEdit: (step: number) => void;
}

/** The current step's fields, bound to its part of the draft. */
export function StepBody({ draft, setDraft, errors, lead, onBusyChange, onEdit }: Props) {
  const patch = (part: Partial<WizardDraft>) => setDraft((d) => ({ ...d, ...part }));
  switch (draft.step) {
    case 0:
      return <CustomerStep value={draft.customer} errors={errors} onChange={(customer) => patch({ customer })} />;
    case 1:
      return <PropertyStep value={draft.property} errors={errors} onChange={(property) => patch({ property })} />;
    case 2:
      return <ProjectStep value={draft.project} errors={errors} onChange={(project) => patch({ project })} />;
  }
  // Files need the lead; the screen never shows these steps before step 2 created it.
  if (!lead) return null;
  switch (draft.step) {
    case 3:
      return <UtilityStep leadId={lead.id} lead={lead} onBusyChange={onBusyChange} />;
    case 4:
      return (
        <AdditionalFilesStep
          leadId={lead.id}
          lead={lead}
          fileKind={draft.fileKind}
          notes={draft.notes}
          errors={errors}
          onFileKindChange={(fileKind) => patch({ fileKind })}
          onNotesChange={(notes) => patch({ notes })}
          onBusyChange={onBusyChange}
        />
      );
    default:
      return <SummaryStep draft={draft} lead={lead} onEdit={onEdit} />;
  }
}
