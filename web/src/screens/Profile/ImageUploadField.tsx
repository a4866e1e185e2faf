import { Avatar, Box, Button, Flex, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { profileTexts as t } from './texts';
import { notifyError } from '../../components/ui/toaster';
import { errors } from '../../messages';
import { acceptFor } from '../../validation/limits';
import { fileTypeProblem } from '../../validation/fileTypes';

/** The image types the api takes for profile pictures and logos. */

interface Props {
  /** What the image is ('Profile picture', 'Logo'): names the buttons. */
  what: string;
  hint: string;
  /** The stored image's signed URL, shown at once (it lasts about five minutes). */
  imageSrc: string | null | undefined;
  /** Re-read the stored image's URL when it fails to load (it may have expired). */
  imageHandlers?: { onLoad: () => void; onError: () => void };
  /** Avatar: a round picture with initials when empty; logo: the image as it is. */
  shape: 'avatar' | 'logo';
  /** The person's or organization's name (initials, alt text). */
  name: string;
  alt: string;
  /** Uploads the file, reporting 0–1 progress; resolves when done (the caller toasts the outcome). */
  onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/**
 * An image with upload (progress, and a preview of the chosen file while it uploads), replace and
 * remove. The shown image comes from the server once the upload has answered.
 */
export function ImageUploadField({ what, hint, imageSrc, imageHandlers, shape, name, alt, onUpload, onRemove }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<{ file: string; preview: string; percent: number } | null>(null);
  const [removing, setRemoving] = useState(false);
  // The preview's object URL is released with the upload (or when the screen goes away).
  const preview = pending?.preview;
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = fileTypeProblem('image', file.name);
    if (problem) {
      notifyError(problem, errors.fileUpload(file.name));
      return;
    }
    const preview = URL.createObjectURL(file);
    setPending({ file: file.name, preview, percent: 0 });
    onUpload(file, (fraction) => setPending((p) => p && { ...p, percent: Math.round(fraction * 100) })).finally(() => setPending(null));
  };
  const remove = () => {
    setRemoving(true);
    onRemove().finally(() => setRemoving(false));
  };

  const src = pending?.preview ?? imageSrc ?? null;
  // The handlers are for the stored image only, not the local preview of an upload.
  const handlers = pending ? undefined : imageHandlers;
  const busy = pending !== null || removing;
  return (
    <Flex gap="5" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
      {shape === 'avatar' ? (
        <Avatar.Root size="2xl" colorPalette="brand" flexShrink="0" data-testid="profile-image">
          <Avatar.Fallback name={name} />
          {src && <Avatar.Image src={src} alt={alt} {...handlers} />}
        </Avatar.Root>
      ) : (
        <Box boxSize="24" flexShrink="0" borderWidth="1px" rounded="md" bg="bg.subtle" display="flex" alignItems="center" justifyContent="center" overflow="hidden">
          {src ? (
            <Image src={src} alt={alt} {...handlers} maxW="full" maxH="full" objectFit="contain" data-testid="organization-logo" />
          ) : (
            <Text textStyle="xs" color="fg.muted" textAlign="center" px="2">{t.noLogo}</Text>
          )}
        </Box>
      )}
      <Stack gap="3" flex="1" minW="0" w="full">
        <Text textStyle="sm" color="fg.muted">{hint}</Text>
        <HStack gap="2" wrap="wrap">
          <input ref={input} type="file" hidden accept={acceptFor('image')} aria-label={t.upload(what)} onChange={choose} data-testid={`${shape}-input`} />
          <Button size="sm" variant="outline" colorPalette="brand" disabled={busy} loading={pending !== null} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden />
            {imageSrc ? t.replace(what) : t.upload(what)}
          </Button>
          {imageSrc && (
            <Button size="sm" variant="outline" colorPalette="red" disabled={busy} loading={removing} onClick={remove}>
              <Trash2 aria-hidden />
              {t.remove(what)}
            </Button>
          )}
        </HStack>
        {pending && (
          <Progress.Root value={pending.percent} size="sm" colorPalette="brand" maxW="sm">
            <Progress.Label textStyle="sm" mb="1">{t.uploading(pending.file)}</Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Stack>
    </Flex>
  );
}
