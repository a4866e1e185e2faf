import { useCallback, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { commitMutation, type GraphQLTaggedNode, type MutationParameters, type VariablesOf } from 'relay-runtime';
import { notifyError, notifySuccess, settlePending } from '../../../../components/ui/toaster';
import { errors } from '../../../../messages';
import { firstUserError, type UserErrors } from '../../../../mutations/userErrors';
import { useRisingProgress } from './useRisingProgress';

/** What every deal mutation answers (ProposalPayload, QuotePayload, AgreementPayload). */
export interface DealPayload {
  readonly message?: string | null;
  readonly userErrors: UserErrors;
}

/** After a successful answer: show this message now, or keep the progress running until a job ends. */
export type DealOutcome = { message: string | null } | { waitFor: { id: string; message: string } };

export interface DealActionConfig<T extends MutationParameters> {
  mutation: GraphQLTaggedNode;
  variables: VariablesOf<T>;
  /** §4 loading message shown with the rising progress. */
  loading: string;
  /** The payload of the mutation's one field. */
  payloadOf: (response: T['response']) => DealPayload | null | undefined;
  onSuccess: (payload: DealPayload, response: T['response']) => DealOutcome;
  /** Refused input: the default shows the first message as an error toast. */
  onUserErrors?: (userErrors: UserErrors) => void;
  /** Any failure (refused, GraphQL error, network): dialogs close or show the messages here. */
  onFailure?: () => void;
}

/** A failure's text: the gateway's §8 message (e.g. '403 You don't have permission…'), ours for the network. */
export function failureMessage(error: unknown): string {
  const source = (error as { source?: { errors?: { message?: string }[] } } | null)?.source;
  const message = source?.errors?.[0]?.message ?? (error as Error | null)?.message;
  if (message === errors.network || message === errors.serviceUnavailable) return message;
  return message && /^\d{3} /.test(message) ? message : errors.generic;
}

/**
 * One deal action at a time: the §4 loading message with a progress rising by 6 each second,
 * exactly one mutation (whose payload refreshes the lead in the store), then the success message,
 * or the error (toast, 10 s) with the progress reset. Generation is a job on the api: the action
 * may wait for it (`waitFor`), and `settle` ends the wait when the polled lead shows it done.
 */
export function useDealAction() {
  const environment = useRelayEnvironment();
  const { progress, start, reset } = useRisingProgress();
  const [loading, setLoading] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<{ id: string; message: string } | null>(null);
  const busy = useRef(false);

  const finish = useCallback(() => {
    // The result is in: a "please wait" toast does not outlive it (issue 26).
    settlePending();
    busy.current = false;
    setLoading(null);
    setWaiting(null);
    reset();
  }, [reset]);

  const run = useCallback(<T extends MutationParameters>(config: DealActionConfig<T>) => {
    if (busy.current) return;
    busy.current = true;
    setLoading(config.loading);
    start();
    const fail = (message: string) => {
      notifyError(message);
      config.onFailure?.();
      finish();
    };
    commitMutation<T>(environment, {
      mutation: config.mutation,
      variables: config.variables,
      onCompleted: (response, graphqlErrors) => {
        const payload = config.payloadOf(response);
        if (!payload) return fail(failureMessage({ source: { errors: graphqlErrors } }));
        if (payload.userErrors.length > 0) {
          if (config.onUserErrors) {
            config.onUserErrors(payload.userErrors);
            config.onFailure?.();
            finish();
          } else fail(firstUserError(payload.userErrors) ?? errors.generic);
          return;
        }
        const outcome = config.onSuccess(payload, response);
        if ('waitFor' in outcome) {
          setWaiting(outcome.waitFor);
          return;
        }
        if (outcome.message) notifySuccess(outcome.message);
        finish();
      },
      onError: (error) => fail(failureMessage(error)),
    });
  }, [environment, finish, start]);

  /** The job `waiting.id` ended: its message on success, the job's error otherwise. */
  const settle = useCallback((error: string | null) => {
    if (!waiting) return;
    if (error === null) notifySuccess(waiting.message);
    else notifyError(error);
    finish();
  }, [finish, waiting]);

  return { run, settle, waiting, loading, progress, busy: loading !== null };
}
