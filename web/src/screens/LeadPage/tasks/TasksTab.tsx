import { Button, Card, Flex, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Suspense, useState, useTransition } from 'react';
import { graphql, useFragment, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { TasksTab_forecast$key } from '../../../__generated__/TasksTab_forecast.graphql';
import type { TasksTab_lead$key } from '../../../__generated__/TasksTab_lead.graphql';
import type { TasksTabQuery } from '../../../__generated__/TasksTabQuery.graphql';
import { ErrorBoundary, useRetryKey } from '../../../components/ErrorBoundary';
import { Field } from '../../../components/ui/field';
import { notifySuccess } from '../../../components/ui/toaster';
import { TaskItem } from '../../Tasks/TaskItem';
import { useSetCloseDate } from '../../Tasks/taskMutations';
import { useTasksVersion } from '../../Tasks/tasksChanged';
import { taskTexts as t } from '../../Tasks/texts';
import { validDueDay } from '../../Tasks/today';
import { formatUsd } from '../../Leads/summaryFormat';
import { TaskDialog } from './TaskDialog';
import { forecastTexts as f } from './texts';

/**
 * The lead's Tasks tab (issue 26): the forecast (expected close date, editable; the deal value from
 * the active proposal) and the lead's open tasks by due day, then the done ones. Its own small
 * query, asked when the tab first opens (as the Activity tab's), read again on any task change.
 */
const tasksTabQuery = graphql`
  query TasksTabQuery($databaseId: Int!) {
    lead(databaseId: $databaseId) {
      ...TasksTab_forecast
      ...TasksTab_lead
    }
  }
`;

export function TasksTab({ databaseId, updated }: { databaseId: number; updated: string }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<Stack gap="3" pt="2"><Skeleton height="24" /><Skeleton height="16" /></Stack>}>
        <TasksLoader databaseId={databaseId} updated={updated} />
      </Suspense>
    </ErrorBoundary>
  );
}

function TasksLoader({ databaseId, updated }: { databaseId: number; updated: string }) {
  const version = useTasksVersion();
  const retry = useRetryKey();
  const data = useLazyLoadQuery<TasksTabQuery>(tasksTabQuery, { databaseId }, { fetchPolicy: 'store-and-network', fetchKey: `${version}:${retry}:${updated}` });
  if (!data.lead) return null;
  return (
    <Stack gap="6" pt="2" maxW="4xl">
      <Forecast lead={data.lead} />
      <LeadTasks lead={data.lead} />
    </Stack>
  );
}

function Forecast({ lead }: { lead: TasksTab_forecast$key }) {
  const data = useFragment(
    graphql`
      fragment TasksTab_forecast on Lead {
        id
        expectedCloseDate
        dealValue
        cancellation { cancelledAt }
      }
    `,
    lead,
  );
  const [value, setValue] = useState(data.expectedCloseDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const [update, saving] = useSetCloseDate();
  const save = async (next: string | null) => {
    if (next !== null && !validDueDay(next)) return setError(f.invalid);
    const outcome = await update({ id: data.id, input: { expectedCloseDate: next } });
    if (outcome.ok) {
      notifySuccess(f.saved);
      setValue(next ?? '');
    } else setError(outcome.errors.flatMap((e) => e.messages).join(' ') || f.invalid);
  };
  const readOnly = !!data.cancellation;
  return (
    <Card.Root variant="outline" data-testid="forecast">
      <Card.Body gap="4">
        <Heading as="h2" size="md">{f.heading}</Heading>
        <Flex gap="6" wrap="wrap" align="end">
          <form onSubmit={(e) => { e.preventDefault(); void save(value || null); }} noValidate>
            <Flex gap="2" align="end" wrap="wrap">
              <Field label={f.expectedClose} helperText={f.expectedCloseHelp} invalid={!!error} errorText={error} maxW="xs">
                <Input type="date" size="sm" value={value} min="2000-01-01" max="2099-12-31" disabled={readOnly}
                  onChange={(e) => { setValue(e.currentTarget.value); setError(null); }} data-testid="expected-close-input" />
              </Field>
              <Button type="submit" size="sm" colorPalette="brand" loading={saving} disabled={readOnly || value === (data.expectedCloseDate ?? '')}>{f.save}</Button>
              {data.expectedCloseDate && !readOnly && (
                <Button size="sm" variant="ghost" onClick={() => void save(null)} disabled={saving}>{f.clear}</Button>
              )}
            </Flex>
          </form>
          <Stack gap="0">
            <Text textStyle="sm" color="fg.muted">{f.dealValue}</Text>
            <Text textStyle="lg" fontWeight="semibold" data-testid="deal-value">{data.dealValue != null ? formatUsd(data.dealValue) : f.noDealValue}</Text>
            {data.dealValue != null && <Text textStyle="xs" color="fg.muted">{f.dealValueHelp}</Text>}
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function LeadTasks({ lead }: { lead: TasksTab_lead$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment TasksTab_lead on Lead
      @refetchable(queryName: "TasksTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        databaseId
        cancellation { cancelledAt }
        openTasks: tasks(first: $count, after: $cursor) @connection(key: "TasksTab_openTasks") {
          totalCount
          edges { node { id ...TaskItem_task } }
        }
        doneTasks: tasks(done: true, first: 10) {
          totalCount
          edges { node { id ...TaskItem_task } }
        }
      }
    `,
    lead,
  );
  const [adding, setAdding] = useState(false);
  const [, startTransition] = useTransition();
  const open = data.openTasks.edges;
  const done = data.doneTasks.edges;
  return (
    <Stack gap="3" as="section" aria-labelledby="lead-tasks-title">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="lead-tasks-title">{t.leadHeading}</Heading>
        {!data.cancellation && (
          <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)} data-testid="lead-add-task"><Plus aria-hidden />{t.addTask}</Button>
        )}
      </Flex>
      {open.length === 0 ? (
        <Text color="fg.muted">{t.leadEmpty}</Text>
      ) : (
        <Card.Root variant="outline" overflow="hidden">
          <Stack as="ul" gap="0" m="0" p="0" aria-label={t.leadHeading} data-testid="lead-open-tasks">
            {open.map(({ node }) => <TaskItem key={node.id} task={node} showLead={false} />)}
          </Stack>
        </Card.Root>
      )}
      {hasNext && (
        <Button alignSelf="start" size="sm" variant="outline" loading={isLoadingNext} onClick={() => startTransition(() => { loadNext(20); })}>{t.showMore}</Button>
      )}
      {done.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm" color="fg.muted">{t.leadDone} ({data.doneTasks.totalCount})</Heading>
          <Card.Root variant="outline" overflow="hidden">
            <Stack as="ul" gap="0" m="0" p="0" aria-label={t.leadDone}>
              {done.map(({ node }) => <TaskItem key={node.id} task={node} showLead={false} />)}
            </Stack>
          </Card.Root>
        </Stack>
      )}
      {adding && <TaskDialog leadId={data.id} leadDatabaseId={data.databaseId} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
