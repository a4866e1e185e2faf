import { Flex, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';
import { previewTexts as t } from './texts';

/** While the file's URL is asked for: the toolbar and the page, as shapes. */
export function PreviewSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
      <Flex justify="space-between">
        <Skeleton h="6" w="12" />
        <Skeleton h="8" w="28" />
      </Flex>
      <Skeleton h="96" rounded="md" />
    </Stack>
  );
}

/** While a CSV or text file downloads. */
export function LinesSkeleton({ lines }: { lines: number }) {
  return (
    <Stack aria-busy="true">
      <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
      <SkeletonText noOfLines={lines} gap="3" />
    </Stack>
  );
}
