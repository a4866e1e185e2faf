import { Card, Flex, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { shell } from '../../messages';

/** The page's shape while its first answer is on the way: a summary line and a card of rows. */
export function NotificationsSkeleton() {
  return (
    <Stack gap="4" role="status" aria-label={shell.loading}>
      <Skeleton h="5" w="10rem" />
      <Card.Root variant="outline">
        <Card.Body p="0">
          {Array.from({ length: 5 }, (_, i) => (
            <Flex key={i} gap="3" px={{ base: '3', sm: '5' }} py="4" borderTopWidth={i ? '1px' : 0}>
              <Skeleton boxSize="9" rounded="full" flexShrink={0} />
              <SkeletonText noOfLines={2} flex="1" />
            </Flex>
          ))}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
