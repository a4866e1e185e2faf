import { Button, Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useTransition } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { TaskSection_viewer$key } from '../../__generated__/TaskSection_viewer.graphql';
import type { TaskSectionQuery, TaskView } from '../../__generated__/TaskSectionQuery.graphql';
import { TaskItem } from './TaskItem';
import { taskTexts as t } from './texts';

/** How many tasks a section shows at first and adds per "Show more". */
export const TASK_SECTION_PAGE = 10;

const sectionQuery = graphql`
  query TaskSectionQuery($view: TaskView!, $today: Date) {
    viewer {
      ...TaskSection_viewer @arguments(view: $view, today: $today)
    }
  }
`;

/** A section with its own query (its first page), a skeleton while it loads. */
export function TaskSection({ view, today, fetchKey }: { view: TaskView; today: string; fetchKey: string }) {
  return (
    <Suspense fallback={<Stack gap="2"><Skeleton height="6" width="40" /><Skeleton height="16" /></Stack>}>
      <SectionLoader view={view} today={today} fetchKey={fetchKey} />
    </Suspense>
  );
}

function SectionLoader({ view, today, fetchKey }: { view: TaskView; today: string; fetchKey: string }) {
  const data = useLazyLoadQuery<TaskSectionQuery>(sectionQuery, { view, today }, { fetchPolicy: 'store-and-network', fetchKey });
  return data.viewer ? <TaskList viewer={data.viewer} view={view} /> : null;
}

/**
 * One list of My tasks (overdue, today, upcoming, done recently), keyset-paged: "Show more" reads
 * the tasks after the last one shown (the api's cursor), so a task done meanwhile skips none.
 */
function TaskList({ viewer, view }: { viewer: TaskSection_viewer$key; view: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment TaskSection_viewer on Viewer
      @refetchable(queryName: "TaskSectionPaginationQuery")
      @argumentDefinitions(
        view: { type: "TaskView!" }
        today: { type: "Date" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        tasks(view: $view, today: $today, first: $count, after: $cursor) @connection(key: "TaskSection_tasks", filters: ["view", "today"]) {
          totalCount
          edges { node { id ...TaskItem_task } }
        }
      }
    `,
    viewer,
  );
  const [, startTransition] = useTransition();
  const headingId = `tasks-${view.toLowerCase()}`;
  const edges = data.tasks.edges;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" data-testid={`tasks-${view.toLowerCase()}`}>
      <Flex align="baseline" gap="2">
        <Heading as="h2" size="md" id={headingId} color={view === 'OVERDUE' && edges.length ? 'fg.error' : undefined}>{t.sections[view]}</Heading>
        <Text color="fg.muted" textStyle="sm" data-testid="tasks-count">{data.tasks.totalCount}</Text>
      </Flex>
      {edges.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">{t.sectionEmpty[view]}</Text>
      ) : (
        <Card.Root variant="outline" overflow="hidden">
          <Stack as="ul" gap="0" m="0" p="0">
            {edges.map(({ node }) => <TaskItem key={node.id} task={node} overdue={view === 'OVERDUE'} />)}
          </Stack>
        </Card.Root>
      )}
      {hasNext && (
        <Button alignSelf="start" size="sm" variant="outline" loading={isLoadingNext} onClick={() => startTransition(() => { loadNext(TASK_SECTION_PAGE); })}>
          {t.showMore}
        </Button>
      )}
    </Stack>
  );
}
