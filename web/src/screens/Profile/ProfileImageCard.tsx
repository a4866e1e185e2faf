import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ProfileImageCard_viewer$key } from '../../__generated__/ProfileImageCard_viewer.graphql';
import type { updateProfileMutation as UpdateProfileMutation } from '../../__generated__/updateProfileMutation.graphql';
import { useViewerImageReread } from '../../auth/useViewerImageReread';
import { errors, success } from '../../messages';
import { ImageUploadField } from './ImageUploadField';
import { runMutation, toastFailure, toastOutcome } from './runMutation';
import { profileTexts as t } from './texts';
import { updateProfileMutation } from './updateProfile';

/** The profile picture: upload with progress, replace, remove → 'Profile updated successfully.' */
export function ProfileImageCard({ viewer }: { viewer: ProfileImageCard_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileImageCard_viewer on Viewer {
        firstName
        lastName
        image {
          url
        }
      }
    `,
    viewer,
  );
  const environment = useRelayEnvironment();
  const imageHandlers = useViewerImageReread();
  const name = `${data.firstName} ${data.lastName}`.trim();

  const upload = (file: File, onProgress: (fraction: number) => void) =>
    runMutation<UpdateProfileMutation>(environment, {
      mutation: updateProfileMutation,
      variables: { input: { image: null } },
      uploadables: { 'input.image': file },
      onProgress,
    }).then(
      ({ updateProfile }) => toastOutcome(updateProfile.userErrors, success.profileUpdated, errors.fileUpload(file.name)),
      (error) => toastFailure(error, errors.fileUpload(file.name)),
    );
  const remove = () =>
    runMutation<UpdateProfileMutation>(environment, { mutation: updateProfileMutation, variables: { input: { removeImage: true } } }).then(
      ({ updateProfile }) => toastOutcome(updateProfile.userErrors, success.profileUpdated),
      (error) => toastFailure(error),
    );

  return (
    <ImageUploadField
      what={t.picture}
      hint={t.pictureHint}
      imageSrc={data.image?.url}
      imageHandlers={imageHandlers}
      shape="avatar"
      name={name}
      alt={name}
      onUpload={upload}
      onRemove={remove}
    />
  );
}
