import { Badge, Box, Button, Flex, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2, Circle, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { TaskItem_task$key } from '../../__generated__/TaskItem_task.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notifyError, notifySuccess } from '../../components/ui/toaster';
import { paths } from '../../routing/paths';
import { TaskDialog } from '../LeadPage/tasks/TaskDialog';
import { useDeleteTask, useSetTaskDone } from './taskMutations';
import { taskTexts as t } from './texts';
import { dueDay } from './today';

/**
 * One task: done / not done (a round button, the whole row's first control), what and for which
 * lead, when and for whom; edit and delete for those the api lets change it (viewerCanChange).
 * `showLead` links the lead (My tasks); on the lead's own tab it would only repeat the page.
 */
export function TaskItem({ task, showLead = true, overdue = false }: { task: TaskItem_task$key; showLead?: boolean; overdue?: boolean }) {
  const data = useFragment(
    graphql`
      fragment TaskItem_task on LeadTask {
        id
        kind
        dueDate
        dueTime
        note
        done
        leadName
        leadDatabaseId
        viewerCanChange
        assignee { userId name }
      }
    `,
    task,
  );
  const [setDone, toggling] = useSetTaskDone();
  const [remove, removing] = useDeleteTask();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const kind = t.kinds[data.kind] ?? data.kind;
  const what = data.note ? `${kind}: ${data.note}` : `${kind} (${data.leadName})`;

  const toggle = async (done: boolean) => {
    const outcome = await setDone({ id: data.id, done });
    if (outcome.ok) notifySuccess(outcome.message ?? '');
    else notifyError(outcome.errors.flatMap((e) => e.messages).join(' ') || t.failed);
  };
  const confirmDelete = async () => {
    const outcome = await remove({ id: data.id });
    setConfirming(false);
    if (outcome.ok) notifySuccess(outcome.message ?? '');
    else notifyError(outcome.errors.flatMap((e) => e.messages).join(' ') || t.failed);
  };

  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" borderColor="border" _last={{ borderBottomWidth: 0 }} px={{ base: '3', md: '4' }} py="3" data-testid="task-item">
      <Flex gap="3" align="start">
        <IconButton
          variant="ghost" rounded="full" size="md" flexShrink={0} colorPalette={data.done ? 'green' : 'gray'}
          aria-label={data.done ? t.markOpen(what) : t.markDone(what)} aria-pressed={data.done}
          disabled={!data.viewerCanChange} loading={toggling} onClick={() => void toggle(!data.done)} data-testid="task-done-toggle"
        >
          {data.done ? <CheckCircle2 aria-hidden /> : <Circle aria-hidden />}
        </IconButton>
        <Stack gap="1" flex="1" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Badge colorPalette="brand" variant="subtle">{kind}</Badge>
            <Text textStyle="sm" color={overdue && !data.done ? 'fg.error' : 'fg.muted'}>{t.due(dueDay(data.dueDate), data.dueTime ?? null)}</Text>
          </Flex>
          {data.note && (
            <Text fontWeight="medium" textDecoration={data.done ? 'line-through' : undefined} wordBreak="break-word" whiteSpace="pre-wrap">{data.note}</Text>
          )}
          <Flex gap="3" wrap="wrap" textStyle="sm" color="fg.muted">
            {showLead && (
              <Link asChild colorPalette="brand" fontWeight="medium">
                <RouterLink to={paths.lead(data.leadDatabaseId)}>{data.leadName}</RouterLink>
              </Link>
            )}
            <Text>{t.assignedTo(data.assignee?.name ?? null)}</Text>
          </Flex>
        </Stack>
        {data.viewerCanChange && (
          <Flex gap="1" flexShrink={0}>
            {data.done ? (
              <Button size="sm" variant="outline" onClick={() => void toggle(false)} loading={toggling} data-testid="task-undo">{t.undo}</Button>
            ) : (
              <IconButton size="sm" variant="ghost" aria-label={`${t.edit}: ${what}`} onClick={() => setEditing(true)}><Pencil aria-hidden /></IconButton>
            )}
            <IconButton size="sm" variant="ghost" aria-label={`${t.delete}: ${what}`} onClick={() => setConfirming(true)}><Trash2 aria-hidden /></IconButton>
          </Flex>
        )}
      </Flex>
      {editing && (
        <TaskDialog
          leadDatabaseId={data.leadDatabaseId}
          task={{ id: data.id, kind: data.kind, dueDate: data.dueDate, dueTime: data.dueTime ?? null, note: data.note, assigneeId: data.assignee?.userId ?? null }}
          onClose={() => setEditing(false)}
        />
      )}
      <ConfirmDialog open={confirming} onCancel={() => setConfirming(false)} title={t.deleteTitle} confirmLabel={t.deleteConfirm} cancelLabel={t.cancel}
        busy={removing} onConfirm={() => void confirmDelete()}>
        <Text>{t.deleteText}</Text>
      </ConfirmDialog>
    </Box>
  );
}
