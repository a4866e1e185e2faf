import { commitMutation, type Disposable, type Environment, type GraphQLTaggedNode, type MutationParameters, type UploadableMap, type VariablesOf } from 'relay-runtime';
import type { UploadProgress } from '../relay/upload';

export interface UploadConfig<T extends MutationParameters> {
  mutation: GraphQLTaggedNode;
  variables: VariablesOf<T>;
  /** Named after the variable path each file fills: `{ file }`, `{ 'input.files.0': f }`. */
  uploadables: UploadableMap;
  /** 0–1 as the body is sent (XMLHttpRequest upload events). */
  onProgress: UploadProgress;
  onCompleted?: (response: T['response']) => void;
  onError?: (error: Error) => void;
}

/**
 * A mutation with files that reports upload progress. useMutation's config has no cacheConfig,
 * so this calls relay-runtime's commitMutation, whose cacheConfig.metadata reaches the network
 * layer (relay/environment.ts), which then sends the request with XMLHttpRequest.
 */
export function commitUpload<T extends MutationParameters>(environment: Environment, config: UploadConfig<T>): Disposable {
  return commitMutation<T>(environment, {
    mutation: config.mutation,
    variables: config.variables,
    uploadables: config.uploadables,
    cacheConfig: { metadata: { onUploadProgress: config.onProgress } },
    onCompleted: (response) => config.onCompleted?.(response),
    onError: (error) => config.onError?.(error),
  });
}
