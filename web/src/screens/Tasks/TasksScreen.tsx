import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ListTodo } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { TasksScreenQuery } from '../../__generated__/TasksScreenQuery.graphql';
import { ErrorBoundary, useRetryKey } from '../../components/ErrorBoundary';
import { paths } from '../../routing/paths';
import { TaskSection } from './TaskSection';
import { useTasksVersion } from './tasksChanged';
import { taskTexts as t } from './texts';
import { localToday } from './today';

/**
 * The screen's counts, which decide the empty state. Each list then reads its own page (TaskSection's
 * query): one pagination fragment cannot be spread four times on the viewer with four views.
 */
const tasksQuery = graphql`
  query TasksScreenQuery($today: Date!) {
    viewer {
      overdue: tasks(view: OVERDUE, today: $today, first: 1) { totalCount }
      today: tasks(view: TODAY, today: $today, first: 1) { totalCount }
      upcoming: tasks(view: UPCOMING, today: $today, first: 1) { totalCount }
      done: tasks(view: DONE, today: $today, first: 1) { totalCount }
    }
  }
`;

/**
 * /user/tasks, My tasks (issue 26): the follow-ups assigned to the viewer, overdue first, then
 * today's, the upcoming ones and those done in the last 14 days. "Today" is the viewer's own day.
 * Any task change (here, on a lead, in the deal header) reads the lists again.
 */
export function TasksScreen() {
  return (
    <Stack gap="5" mt="2" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">{t.title}</Heading>
        <Text color="fg.muted">{t.intro}</Text>
      </Stack>
      <ErrorBoundary>
        <Suspense fallback={<TasksSkeleton />}>
          <TasksLists />
        </Suspense>
      </ErrorBoundary>
    </Stack>
  );
}

function TasksLists() {
  const version = useTasksVersion();
  const retry = useRetryKey();
  const today = localToday();
  const fetchKey = `${version}:${retry}`;
  const data = useLazyLoadQuery<TasksScreenQuery>(tasksQuery, { today }, { fetchPolicy: 'store-and-network', fetchKey });
  const viewer = data.viewer;
  if (!viewer) return null;
  const total = viewer.overdue.totalCount + viewer.today.totalCount + viewer.upcoming.totalCount + viewer.done.totalCount;
  if (total === 0) return <NoTasks />;
  return (
    <Stack gap="6">
      {viewer.overdue.totalCount > 0 && <TaskSection view="OVERDUE" today={today} fetchKey={fetchKey} />}
      <TaskSection view="TODAY" today={today} fetchKey={fetchKey} />
      <TaskSection view="UPCOMING" today={today} fetchKey={fetchKey} />
      <TaskSection view="DONE" today={today} fetchKey={fetchKey} />
    </Stack>
  );
}

function NoTasks() {
  return (
    <Stack align="center" textAlign="center" gap="3" py="10" borderWidth="1px" borderStyle="dashed" rounded="l3" data-testid="tasks-empty">
      <Box color="fg.muted"><ListTodo size={32} aria-hidden /></Box>
      <Heading as="h2" size="md">{t.emptyTitle}</Heading>
      <Text color="fg.muted" maxW="md">{t.emptyText}</Text>
      <Button asChild colorPalette="brand" size="sm"><RouterLink to={paths.leads}>{t.goToLeads}</RouterLink></Button>
    </Stack>
  );
}

export function TasksSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label={t.loading}>
      {[0, 1, 2].map((i) => (
        <Stack key={i} gap="2">
          <Skeleton height="6" width="40" />
          <Skeleton height="16" />
        </Stack>
      ))}
    </Stack>
  );
}
