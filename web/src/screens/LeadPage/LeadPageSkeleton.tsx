import { HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { shell } from '../../messages';

/** The lead page's shape while its query loads: header, stage bar, tabs and a card. */
export function LeadPageSkeleton() {
  return (
    <Stack gap="5" role="status" aria-label={shell.loading} data-testid="lead-page-skeleton">
      <Skeleton height="4" width="24" />
      <Skeleton height="9" width={{ base: 'full', md: '1/2' }} />
      <SkeletonText noOfLines={2} width={{ base: 'full', md: '2/3' }} />
      <HStack gap="1">
        {Array.from({ length: 7 }, (_, i) => <Skeleton key={i} height="2" flex="1" />)}
      </HStack>
      <HStack gap="4">
        {Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height="8" width="20" />)}
      </HStack>
      <Skeleton height="48" />
    </Stack>
  );
}
