import { commitMutation, type Environment, type GraphQLTaggedNode, type MutationParameters, type UploadableMap, type VariablesOf } from 'relay-runtime';
import { friendlyError } from '../../components/friendlyError';
import { notifyError, notifySuccess } from '../../components/ui/toaster';
import { commitUpload } from '../../mutations/commitUpload';
import { firstUserError, type UserErrors } from '../../mutations/userErrors';

interface RunConfig<T extends MutationParameters> {
  mutation: GraphQLTaggedNode;
  variables: VariablesOf<T>;
  /** Files, named after the variable path they fill ('input.image'); sent with upload progress. */
  uploadables?: UploadableMap;
  onProgress?: (fraction: number) => void;
}

/** A mutation as a promise; with files it goes through commitUpload so progress is reported. */
export function runMutation<T extends MutationParameters>(environment: Environment, config: RunConfig<T>): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    if (config.uploadables) {
      commitUpload<T>(environment, {
        mutation: config.mutation,
        variables: config.variables,
        uploadables: config.uploadables,
        onProgress: config.onProgress ?? (() => {}),
        onCompleted: resolve,
        onError: reject,
      });
    } else {
      commitMutation<T>(environment, { mutation: config.mutation, variables: config.variables, onCompleted: (response) => resolve(response), onError: reject });
    }
  });
}

/**
 * Toasts how a save ended: the spec's success text, or the first refusal (§8: error toasts stay
 * 10 s). `failureTitle` heads the refusal, e.g. the upload error naming the file. True on success.
 */
export function toastOutcome(userErrors: UserErrors, successText: string, failureTitle?: string): boolean {
  const refusal = firstUserError(userErrors);
  // One toast per save: its outcome replaces the last one of the same save (issue 11).
  if (refusal) {
    notifyError(refusal, failureTitle, { action: successText });
    return false;
  }
  notifySuccess(successText, { action: successText });
  return true;
}

/** A save that got no answer (network, a refused request): §8 error toast, never the raw error. */
export function toastFailure(error: unknown, failureTitle?: string) {
  notifyError(friendlyError(error), failureTitle);
}
