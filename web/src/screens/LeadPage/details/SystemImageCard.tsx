import { Box, Button, HStack, Image, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ImageUp, Trash2 } from 'lucide-react';
import { Suspense, useRef, useState, type ChangeEvent } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay';
import type { SystemImageCard_lead$key } from '../../../__generated__/SystemImageCard_lead.graphql';
import type { SystemImageCardUrlQuery } from '../../../__generated__/SystemImageCardUrlQuery.graphql';
import type { systemImageRemoveMutation } from '../../../__generated__/systemImageRemoveMutation.graphql';
import type { systemImageSetMutation } from '../../../__generated__/systemImageSetMutation.graphql';
import { notifyError } from '../../../components/ui/toaster';
import { errors, success } from '../../../messages';
import { commitUpload } from '../../../mutations/commitUpload';
import { QuietBoundary } from '../../../components/layout/QuietBoundary';
import { onMutationError, toastPayload } from '../mutations/feedback';
import { removeSystemImageMutation, setSystemImageMutation } from '../mutations/systemImage';
import { leadPageTexts } from '../texts';
import { DetailsCard } from './DetailsRead';

const t = leadPageTexts.image;
const IMAGE_TYPES = 'image/png,image/jpeg';

/**
 * §4: the lead's system image, replaced (upload with progress) or removed. Stored files are only
 * reachable through short-lived signed URLs, so the picture's URL is asked for by its path; it is
 * asked again only when the path changes (a new image), not on every lead update.
 */
export function SystemImageCard({ lead }: { lead: SystemImageCard_lead$key }) {
  const data = useFragment(
    graphql`
      fragment SystemImageCard_lead on Lead {
        id
        name
        systemImagePath
      }
    `,
    lead,
  );
  const environment = useRelayEnvironment();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [remove, removing] = useMutation<systemImageRemoveMutation>(removeSystemImageMutation);

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    commitUpload<systemImageSetMutation>(environment, {
      mutation: setSystemImageMutation,
      variables: { id: data.id, file: null },
      uploadables: { file },
      onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      onCompleted: ({ setLeadSystemImage }) => {
        setProgress(null);
        // §8 upload texts: '{file name} file uploaded successfully' rather than the update's message.
        toastPayload(setLeadSystemImage, success.fileUploaded(file.name), errors.fileUpload(file.name), true);
      },
      onError: () => {
        setProgress(null);
        notifyError(errors.fileUpload(file.name));
      },
    });
  };
  const removeImage = () =>
    remove({
      variables: { id: data.id },
      onCompleted: ({ removeLeadSystemImage }) => {
        toastPayload(removeLeadSystemImage, success.fileDeleted);
      },
      onError: onMutationError,
    });

  const busy = progress !== null || removing;
  return (
    <DetailsCard
      title={t.title}
      actions={
        <HStack gap="2" wrap="wrap">
          <input ref={input} type="file" hidden accept={IMAGE_TYPES} aria-label={t.upload} onChange={upload} data-testid="system-image-input" />
          <Button size="sm" variant="outline" colorPalette="brand" disabled={busy} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden />
            {data.systemImagePath ? t.replace : t.upload}
          </Button>
          {data.systemImagePath && (
            <Button size="sm" variant="outline" colorPalette="red" disabled={busy} loading={removing} onClick={removeImage}>
              <Trash2 aria-hidden />
              {t.remove}
            </Button>
          )}
        </HStack>
      }
    >
      <Stack gap="3">
        {progress !== null && (
          <Progress.Root value={progress} size="sm" colorPalette="brand" aria-label={t.uploading}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {data.systemImagePath ? (
          <QuietBoundary key={data.systemImagePath} fallback={<Text color="fg.muted" textStyle="sm">{t.unavailable}</Text>}>
            <Suspense fallback={<Skeleton height="48" maxW="xl" />}>
              <SignedImage path={data.systemImagePath} alt={t.alt(data.name)} />
            </Suspense>
          </QuietBoundary>
        ) : (
          <Text color="fg.muted" textStyle="sm">{t.empty}</Text>
        )}
      </Stack>
    </DetailsCard>
  );
}

function SignedImage({ path, alt }: { path: string; alt: string }) {
  const { mediaFile } = useLazyLoadQuery<SystemImageCardUrlQuery>(
    graphql`
      query SystemImageCardUrlQuery($path: String!) {
        mediaFile(path: $path) {
          url
        }
      }
    `,
    { path },
  );
  if (!mediaFile) return <Text color="fg.muted" textStyle="sm">{t.unavailable}</Text>;
  return (
    <Box borderWidth="1px" rounded="md" overflow="hidden" maxW="xl" bg="bg.muted">
      <Image src={mediaFile.url} alt={alt} width="full" maxH="96" objectFit="contain" data-testid="system-image" />
    </Box>
  );
}
