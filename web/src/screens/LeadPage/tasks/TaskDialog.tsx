import { Input, Skeleton, Textarea } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { TaskDialogAssigneesQuery } from '../../../__generated__/TaskDialogAssigneesQuery.graphql';
import type { TaskKind } from '../../../__generated__/taskMutationsCreateMutation.graphql';
import { useViewer } from '../../../auth/ViewerProvider';
import { Field } from '../../../components/ui/field';
import { notifySuccess } from '../../../components/ui/toaster';
import { FormDialog } from '../deals/shared/FormDialog';
import { SelectField, TextField } from '../deals/shared/FormFields';
import { useCreateTask, useUpdateTask, type TaskOutcome } from '../../Tasks/taskMutations';
import { taskTexts as t } from '../../Tasks/texts';
import { localToday, validDueDay } from '../../Tasks/today';

const KINDS: readonly TaskKind[] = ['CALL', 'EMAIL', 'SITE_VISIT', 'OTHER'];
const NOTE_MAX = 2000;

export interface TaskDraft { id: string; kind: string; dueDate: string; dueTime: string | null; note: string; assigneeId: string | null }

/** The lead's possible assignees: the members of its organization who can see it (Lead.taskAssignees). */
const assigneesQuery = graphql`
  query TaskDialogAssigneesQuery($databaseId: Int!) {
    lead(databaseId: $databaseId) {
      taskAssignees { userId name }
    }
  }
`;

type Errors = Partial<Record<'kind' | 'dueDate' | 'dueTime' | 'assigneeId' | 'note' | 'form', string>>;

/**
 * Adds a task to a lead (leadId given) or edits one (task given). Due today by default, assigned to
 * the viewer; `initialNote` fills the note (the deal header's next step). The api's refusals show
 * beside their fields.
 */
export function TaskDialog({ leadId, leadDatabaseId, task, initialNote = '', initialKind = 'OTHER', onClose }: {
  leadId?: string;
  leadDatabaseId: number;
  task?: TaskDraft;
  initialNote?: string;
  initialKind?: TaskKind;
  onClose: () => void;
}) {
  const { viewer } = useViewer();
  const [kind, setKind] = useState<string>(task?.kind ?? initialKind);
  const [dueDate, setDueDate] = useState(task?.dueDate ?? localToday());
  const [dueTime, setDueTime] = useState(task?.dueTime ?? '');
  const [note, setNote] = useState(task?.note ?? initialNote);
  const [assigneeId, setAssigneeId] = useState(task?.assigneeId ?? viewer?.id ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [create, creating] = useCreateTask();
  const [update, updating] = useUpdateTask();

  const fieldOf = (field: string | null | undefined): keyof Errors => {
    const key = (field ?? '').split('.').pop() ?? '';
    return (['kind', 'dueDate', 'dueTime', 'assigneeId', 'note'] as const).find((k) => k === key) ?? 'form';
  };
  const show = (outcome: TaskOutcome) => {
    if (outcome.ok) {
      notifySuccess(outcome.message ?? '');
      onClose();
      return;
    }
    const next: Errors = {};
    for (const e of outcome.errors) next[fieldOf(e.field)] = e.messages.join(' ');
    if (!outcome.errors.length) next.form = t.failed;
    setErrors(next);
  };
  const submit = async () => {
    if (!dueDate) return setErrors({ dueDate: t.required });
    if (!validDueDay(dueDate)) return setErrors({ dueDate: t.dateRange });
    const input = { kind: kind as TaskKind, dueDate, dueTime: dueTime || null, note: note.trim(), assigneeId: assigneeId || null };
    if (task) show(await update({ id: task.id, input }));
    else if (leadId) show(await create({ input: { ...input, leadId, dueTime: dueTime || undefined, assigneeId: assigneeId || undefined } }));
  };

  return (
    <FormDialog open onClose={onClose} title={task ? t.editTitle : t.addTitle} submitLabel={task ? t.save : t.addTask}
      onSubmit={() => void submit()} submitting={creating || updating} formErrors={errors.form ? [errors.form] : []}>
      <SelectField label={t.kind} value={kind} onChange={(v) => { setKind(v); setErrors({}); }} error={errors.kind}
        options={KINDS.map((k) => [k, t.kinds[k]] as const)} required />
      <TextField label={t.dueDate} type="date" value={dueDate} onChange={(v) => { setDueDate(v); setErrors({}); }} error={errors.dueDate} required />
      <Field label={t.dueTime} invalid={!!errors.dueTime} errorText={errors.dueTime}>
        <Input size="sm" type="time" value={dueTime} onChange={(e) => { setDueTime(e.currentTarget.value); setErrors({}); }} />
      </Field>
      <Suspense fallback={<Skeleton height="14" />}>
        <AssigneeField leadDatabaseId={leadDatabaseId} value={assigneeId} onChange={(v) => { setAssigneeId(v); setErrors({}); }} error={errors.assigneeId} viewerId={viewer?.id ?? null} />
      </Suspense>
      <Field label={t.note} helperText={t.noteHelp} invalid={!!errors.note} errorText={errors.note}>
        <Textarea value={note} onChange={(e) => { setNote(e.currentTarget.value.slice(0, NOTE_MAX)); setErrors({}); }} maxLength={NOTE_MAX} rows={3} size="sm" autoresize />
      </Field>
    </FormDialog>
  );
}

function AssigneeField({ leadDatabaseId, value, onChange, error, viewerId }: { leadDatabaseId: number; value: string; onChange: (v: string) => void; error?: string; viewerId: string | null }) {
  const data = useLazyLoadQuery<TaskDialogAssigneesQuery>(assigneesQuery, { databaseId: leadDatabaseId }, { fetchPolicy: 'store-and-network' });
  const people = data.lead?.taskAssignees ?? [];
  const options = people.map((p) => [p.userId, p.userId === viewerId ? t.me(p.name ?? '') : p.name ?? p.userId] as const);
  // A super admin of another organization is not a member: they choose someone (the api refuses nobody).
  const placeholder = people.some((p) => p.userId === value) ? undefined : '—';
  return <SelectField label={t.assignee} value={people.some((p) => p.userId === value) ? value : ''} onChange={onChange} error={error} options={options} placeholder={placeholder} required />;
}
