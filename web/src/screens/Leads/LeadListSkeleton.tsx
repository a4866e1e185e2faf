import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { shell } from '../../messages';

/** The list's shape while its first answer is on the way: filters, three figures, tabs and rows. */
export function LeadListSkeleton() {
  return (
    <Stack gap="5" role="status" aria-label={shell.loading}>
      <Skeleton h="8" w={{ base: 'full', md: '32rem' }} />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {[0, 1, 2].map((i) => <Skeleton key={i} h="20" rounded="l2" />)}
      </SimpleGrid>
      <Skeleton h="10" w="18rem" />
      <Stack gap="2">
        {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h="9" />)}
      </Stack>
    </Stack>
  );
}
