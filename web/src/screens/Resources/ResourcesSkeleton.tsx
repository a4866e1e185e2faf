import { Card, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';
import { shell } from '../../messages';

/** The resources screen's shape while its query loads. */
export function ResourcesSkeleton() {
  return (
    <Stack gap="5" aria-busy="true">
      <VisuallyHidden role="status">{shell.loading}</VisuallyHidden>
      <Stack gap="2">
        <Skeleton h="8" w="40" />
        <Skeleton h="4" w="80" maxW="full" />
      </Stack>
      <Card.Root variant="outline">
        <Card.Body>
          <SkeletonText noOfLines={6} gap="4" />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
