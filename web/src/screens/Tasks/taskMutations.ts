import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CreateTaskInput, taskMutationsCreateMutation } from '../../__generated__/taskMutationsCreateMutation.graphql';
import type { taskMutationsDeleteMutation } from '../../__generated__/taskMutationsDeleteMutation.graphql';
import type { taskMutationsCloseDateMutation } from '../../__generated__/taskMutationsCloseDateMutation.graphql';
import type { taskMutationsDoneMutation } from '../../__generated__/taskMutationsDoneMutation.graphql';
import type { taskMutationsUpdateMutation, UpdateTaskInput } from '../../__generated__/taskMutationsUpdateMutation.graphql';
import { announceTasksChanged } from './tasksChanged';

const createMutation = graphql`
  mutation taskMutationsCreateMutation($input: CreateTaskInput!) {
    createTask(input: $input) {
      message
      userErrors { field messages }
      task { id ...TaskItem_task }
    }
  }
`;
const updateMutation = graphql`
  mutation taskMutationsUpdateMutation($id: ID!, $input: UpdateTaskInput!) {
    updateTask(id: $id, input: $input) {
      message
      userErrors { field messages }
      task { id ...TaskItem_task }
    }
  }
`;
const doneMutation = graphql`
  mutation taskMutationsDoneMutation($id: ID!, $done: Boolean!) {
    setTaskDone(id: $id, done: $done) {
      message
      userErrors { field messages }
      task { id done doneAt }
    }
  }
`;
/**
 * The forecast's close date (issue 26): updateLead answering only what the Tasks tab shows, not the
 * whole page's fragment (a small, cheap operation; the deal header does not show the date).
 */
const closeDateMutation = graphql`
  mutation taskMutationsCloseDateMutation($id: ID!, $input: UpdateLeadInput!) {
    updateLead(id: $id, input: $input) {
      message
      userErrors { field messages }
      lead { id expectedCloseDate dealValue }
    }
  }
`;
const deleteMutation = graphql`
  mutation taskMutationsDeleteMutation($id: ID!) {
    deleteTask(id: $id) {
      message
      deletedTaskId
      userErrors { field messages }
    }
  }
`;

export interface TaskOutcome { ok: boolean; message: string | null; errors: ReadonlyArray<{ readonly field?: string | null; readonly messages: readonly string[] }> }

type Payload = { readonly message?: string | null; readonly userErrors: TaskOutcome['errors'] } | null | undefined;

/** One commit as a promise of its outcome; a success tells every task view to read again. */
function usePromised<M extends { variables: any; response: any }>(mutation: Parameters<typeof useMutation<any>>[0], payloadOf: (r: M['response']) => Payload) {
  const [commit, inFlight] = useMutation<any>(mutation);
  const run = useCallback((variables: M['variables']) => new Promise<TaskOutcome>((resolve) => {
    commit({
      variables,
      onCompleted: (response: M['response']) => {
        const payload = payloadOf(response);
        const errors = payload?.userErrors ?? [];
        if (!errors.length) announceTasksChanged();
        resolve({ ok: errors.length === 0, message: payload?.message ?? null, errors });
      },
      onError: () => resolve({ ok: false, message: null, errors: [] }),
    });
  }), [commit, payloadOf]);
  return [run, inFlight] as const;
}

export const useCreateTask = () => usePromised<taskMutationsCreateMutation>(createMutation, (r) => r.createTask) as readonly [(v: { input: CreateTaskInput }) => Promise<TaskOutcome>, boolean];
export const useUpdateTask = () => usePromised<taskMutationsUpdateMutation>(updateMutation, (r) => r.updateTask) as readonly [(v: { id: string; input: UpdateTaskInput }) => Promise<TaskOutcome>, boolean];
export const useSetTaskDone = () => usePromised<taskMutationsDoneMutation>(doneMutation, (r) => r.setTaskDone) as readonly [(v: { id: string; done: boolean }) => Promise<TaskOutcome>, boolean];
export const useDeleteTask = () => usePromised<taskMutationsDeleteMutation>(deleteMutation, (r) => r.deleteTask) as readonly [(v: { id: string }) => Promise<TaskOutcome>, boolean];
/** Sets (or with null clears) a lead's expected close date. */
export const useSetCloseDate = () => usePromised<taskMutationsCloseDateMutation>(closeDateMutation, (r) => r.updateLead) as readonly [(v: { id: string; input: { expectedCloseDate: string | null } }) => Promise<TaskOutcome>, boolean];
