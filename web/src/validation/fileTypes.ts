import { errors } from '../messages';
import { API_FILE_TYPES } from './limits';
import { fileExtension } from './rules';

export type UploadKind = keyof typeof API_FILE_TYPES;

/**
 * A picked file's problem when the upload of `kind` does not take its type: the message names the
 * types it takes (issue 15: "a wrong type says which types are accepted, everywhere"); else null.
 * The lists are the api's own (limits.generated.ts), so the two never disagree.
 */
export function fileTypeProblem(kind: UploadKind, fileName: string): string | null {
  const accepted: readonly string[] = API_FILE_TYPES[kind];
  return accepted.includes(fileExtension(fileName)) ? null : errors.fileTypeNotAccepted(fileName, accepted);
}
