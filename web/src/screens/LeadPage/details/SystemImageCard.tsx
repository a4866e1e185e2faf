import { Box, Button, HStack, Image, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ImageUp, Trash2 } from 'lucide-react';
import { Suspense, useCallback, useRef, useState, type ChangeEvent } from 'react';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay';
import type { SystemImageCard_lead$key } from '../../../__generated__/SystemImageCard_lead.graphql';
import type { SystemImageCardUrlQuery } from '../../../__generated__/SystemImageCardUrlQuery.graphql';
import type { systemImageRemoveMutation } from '../../../__generated__/systemImageRemoveMutation.graphql';
import type { systemImageSetMutation } from '../../../__generated__/systemImageSetMutation.graphql';
import { notifyError } from '../../../components/ui/toaster';
import { errors, success } from '../../../messages';
import { commitUpload } from '../../../mutations/commitUpload';
import { QuietBoundary } from '../../../components/layout/QuietBoundary';
import { useImageReread } from '../../../components/useImageReread';
import { onMutationError, toastPayload } from '../mutations/feedback';
import { removeSystemImageMutation, setSystemImageMutation } from '../mutations/systemImage';
import { leadPageTexts } from '../texts';
import { DetailsCard } from './DetailsRead';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { acceptFor } from '../../../validation/limits';
import { fileTypeProblem } from '../../../validation/fileTypes';
import { useLeadWritable } from '../leadWritable';

const t = leadPageTexts.image;

/**
 * §4: the lead's system image, replaced (upload with progress) or removed. Stored files are only
 * reachable through short-lived signed URLs (about five minutes), so the lead's fragment has the
 * image's name only and the picture asks for its URL when it is shown; it is asked again when the
 * image changes (a new name, or the replacing upload's answer), or once when it fails to load
 * (an expired URL), not on every lead update.
 */
export function SystemImageCard({ lead }: { lead: SystemImageCard_lead$key }) {
  const writable = useLeadWritable();
  const data = useFragment(
    graphql`
      fragment SystemImageCard_lead on Lead {
        id
        name
        systemImage {
          name
        }
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
    const problem = fileTypeProblem('image', file.name);
    if (problem) {
      notifyError(problem, errors.fileUpload(file.name));
      return;
    }
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
  const [confirming, setConfirming] = useState(false);
  const removeImage = () =>
    remove({
      variables: { id: data.id },
      onCompleted: ({ removeLeadSystemImage }) => {
        setConfirming(false);
        toastPayload(removeLeadSystemImage, success.fileDeleted);
      },
      onError: (error) => {
        setConfirming(false);
        onMutationError(error);
      },
    });

  const busy = progress !== null || removing;
  return (
    <DetailsCard
      title={t.title}
      actions={writable && (
        <HStack gap="2" wrap="wrap">
          <input ref={input} type="file" hidden accept={acceptFor('image')} aria-label={t.upload} onChange={upload} data-testid="system-image-input" />
          <Button size="sm" variant="outline" colorPalette="brand" disabled={busy} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden />
            {data.systemImage ? t.replace : t.upload}
          </Button>
          {data.systemImage && (
            <Button size="sm" variant="outline" colorPalette="red" disabled={busy} loading={removing} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              {t.remove}
            </Button>
          )}
        </HStack>
      )}
    >
      <Stack gap="3">
        {progress !== null && (
          <Progress.Root value={progress} size="sm" colorPalette="brand" aria-label={t.uploading}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {data.systemImage ? (
          <QuietBoundary key={data.systemImage.name} fallback={<Text color="fg.muted" textStyle="sm">{t.unavailable}</Text>}>
            <Suspense fallback={<Skeleton height="48" maxW="xl" />}>
              <SignedImage leadId={data.id} alt={t.alt(data.name)} />
            </Suspense>
          </QuietBoundary>
        ) : (
          <Text color="fg.muted" textStyle="sm">{t.empty}</Text>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        title={t.removeTitle}
        confirmLabel={t.remove}
        cancelLabel={t.keep}
        busy={removing}
        onConfirm={removeImage}
      >
        {t.removeText(data.name)}
      </ConfirmDialog>
    </DetailsCard>
  );
}

/** The image's freshly signed URL, from its lead (only the image is signed). */
const imageUrlQuery = graphql`
  query SystemImageCardUrlQuery($id: ID!) {
    node(id: $id) {
      ... on Lead {
        systemImage {
          url
        }
      }
    }
  }
`;

function SignedImage({ leadId, alt }: { leadId: string; alt: string }) {
  const environment = useRelayEnvironment();
  const { node } = useLazyLoadQuery<SystemImageCardUrlQuery>(imageUrlQuery, { id: leadId }, { fetchPolicy: 'network-only' });
  // An expired URL (the card shown for a while, the image loaded again): read it afresh into the store.
  const reread = useCallback(() => {
    fetchQuery<SystemImageCardUrlQuery>(environment, imageUrlQuery, { id: leadId }, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
  }, [environment, leadId]);
  const handlers = useImageReread(reread);
  const url = node?.systemImage?.url;
  if (!url) return <Text color="fg.muted" textStyle="sm">{t.unavailable}</Text>;
  return (
    <Box borderWidth="1px" rounded="md" overflow="hidden" maxW="xl" bg="bg.muted">
      <Image src={url} alt={alt} width="full" maxH="96" objectFit="contain" data-testid="system-image" {...handlers} />
    </Box>
  );
}
