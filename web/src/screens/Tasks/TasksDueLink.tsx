import { Badge, Box, Float, IconButton } from '@chakra-ui/react';
import { ListTodo } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { TasksDueLinkQuery } from '../../__generated__/TasksDueLinkQuery.graphql';
import { paths } from '../../routing/paths';
import { useTasksVersion } from './tasksChanged';
import { taskTexts as t } from './texts';
import { localToday } from './today';

/** How often the due count is read again while the tab is visible (a task falls due at midnight). */
export const DUE_REFRESH_MS = 5 * 60_000;

const dueQuery = graphql`
  query TasksDueLinkQuery($today: Date!) {
    viewer {
      id
      dueTasks: tasks(view: DUE, today: $today, first: 1) { totalCount }
    }
  }
`;

/**
 * Beside the notification bell (issue 26): the viewer's tasks due today or overdue, a link to My
 * tasks with the count; nothing when none are due. Read again on any task change, when the tab
 * comes back and every few minutes; a failure shows nothing.
 */
export function TasksDueLink() {
  const environment = useRelayEnvironment();
  const version = useTasksVersion();
  const tick = useVisibleTick();
  const [due, setDue] = useState(0);
  // Read in an effect, not by suspending: an aside of the header must never hold or re-suspend the
  // layout (a suspending read here looped the phone drawer's navigation in the layout's tests).
  useEffect(() => {
    const subscription = fetchQuery<TasksDueLinkQuery>(environment, dueQuery, { today: localToday() }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setDue(data.viewer?.dueTasks.totalCount ?? 0),
      error: () => setDue(0),
    });
    return () => subscription.unsubscribe();
  }, [environment, version, tick]);
  if (due === 0) return null;
  return (
    <Box position="relative" display="inline-flex">
      <IconButton asChild variant="ghost" rounded="full" aria-label={t.bellDue(due)}>
        <RouterLink to={paths.tasks} data-testid="tasks-due-link">
          <ListTodo aria-hidden />
        </RouterLink>
      </IconButton>
      <Float placement="top-end" offset="2" pointerEvents="none" aria-hidden>
        <Badge colorPalette="orange" variant="solid" rounded="full" size="xs" minW="5" justifyContent="center" data-testid="tasks-due-count">
          {due > 99 ? '99+' : due}
        </Badge>
      </Float>
    </Box>
  );
}

/** A number that grows when the tab becomes visible again and every DUE_REFRESH_MS while it is. */
function useVisibleTick() {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const bump = () => { if (document.visibilityState === 'visible') setTick((n) => n + 1); };
    const timer = window.setInterval(bump, DUE_REFRESH_MS);
    document.addEventListener('visibilitychange', bump);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', bump);
    };
  }, []);
  return tick;
}
