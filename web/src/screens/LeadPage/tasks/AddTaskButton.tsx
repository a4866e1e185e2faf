import { Button } from '@chakra-ui/react';
import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { taskTexts as t } from '../../Tasks/texts';
import { TaskDialog } from './TaskDialog';

/**
 * "Add as task" beside the deal header's next step (issue 26): the step becomes a follow-up, due
 * today, assigned to the viewer, its label as the note, so it shows in the bell and My tasks.
 */
export function AddTaskButton({ leadId, suggestion }: { leadId: string; suggestion: string | null }) {
  const [open, setOpen] = useState(false);
  const databaseId = databaseIdOf(leadId);
  if (databaseId === null) return null;
  return (
    <>
      <Button variant="outline" colorPalette="brand" onClick={() => setOpen(true)} width={{ base: 'full', sm: 'auto' }} data-testid="add-as-task">
        <ListPlus aria-hidden />
        {t.addAsTask}
      </Button>
      {open && <TaskDialog leadId={leadId} leadDatabaseId={databaseId} initialNote={suggestion ?? ''} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A Lead's global id ("Lead:12", base64url) → 12; null when it is not one. */
export function databaseIdOf(globalId: string): number | null {
  try {
    const text = atob(globalId.replace(/-/g, '+').replace(/_/g, '/'));
    const match = /^Lead:(\d{1,10})$/.exec(text);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
