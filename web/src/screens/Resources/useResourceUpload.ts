import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { uploadResourceMutation as UploadResourceMutation } from '../../__generated__/uploadResourceMutation.graphql';
import { friendlyError } from '../../components/friendlyError';
import { notifyError, notifySuccess } from '../../components/ui/toaster';
import { errors, success } from '../../messages';
import { commitUpload } from '../../mutations/commitUpload';
import { firstUserError } from '../../mutations/userErrors';
import { uploadResourceMutation } from './uploadResource';

export interface UploadState {
  fileName: string;
  /** 0–100. */
  percent: number;
}

/**
 * Uploads one file as a resource with progress (§8: '{file name} file uploaded successfully', or
 * 'There was an error uploading {file name} to the server.' with the api's reason when it gave one).
 */
export function useResourceUpload(onUploaded: () => void) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<UploadState | null>(null);

  const upload = (file: File) => {
    const fileName = file.name;
    setState({ fileName, percent: 0 });
    commitUpload<UploadResourceMutation>(environment, {
      mutation: uploadResourceMutation,
      variables: { file: null },
      uploadables: { file },
      onProgress: (fraction) => setState({ fileName, percent: Math.round(fraction * 100) }),
      onCompleted: ({ uploadResource }) => {
        setState(null);
        const refusal = firstUserError(uploadResource.userErrors);
        if (refusal) return void notifyError(refusal, errors.fileUpload(fileName));
        notifySuccess(uploadResource.message || success.fileUploaded(fileName));
        onUploaded();
      },
      onError: (error) => {
        setState(null);
        notifyError(friendlyError(error), errors.fileUpload(fileName));
      },
    });
  };

  return { upload, uploading: state };
}
