import { Box, Text } from '@chakra-ui/react';
import { errors } from '../../messages';
import { ErrorAlert } from './PreviewAlerts';
import { LinesSkeleton } from './PreviewSkeleton';
import { previewTexts as t } from './texts';
import { useFileText } from './useFileText';

/** §2 TXT: the file as text, wrapped, in a monospace font. */
export function TextView({ url, filename }: { url: string; filename: string }) {
  const file = useFileText(url);
  if (file.status === 'loading') return <LinesSkeleton lines={8} />;
  if (file.status === 'failed') return <ErrorAlert title={errors.tryAgain} />;
  if (!file.text.trim()) return <Text color="fg.muted">{t.emptyText}</Text>;
  return (
    <Box
      as="pre"
      role="region"
      aria-label={filename}
      tabIndex={0}
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      fontFamily="mono"
      fontSize="sm"
      lineHeight="tall"
      bg="bg.subtle"
      borderWidth="1px"
      rounded="md"
      p="4"
      maxH="70vh"
      overflowY="auto"
      data-testid="text-preview"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      colorPalette="brand"
    >
      {file.text}
    </Box>
  );
}
