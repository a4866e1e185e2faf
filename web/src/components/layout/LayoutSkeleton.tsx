import { Box, Flex, Skeleton, Stack } from '@chakra-ui/react';
import { HEADER_HEIGHT, MOBILE_MAX_WIDTH, SIDEBAR_WIDTH } from '../../constants';
import { shell } from '../../messages';

/**
 * What shows while the signed-in layout's code arrives (it is its own chunk, so /login does not
 * load it): the sidebar, header and content shapes, greyed. Kept tiny: it ships in the entry.
 */
export function LayoutSkeleton() {
  return (
    <Flex minH="100dvh" role="status" aria-label={shell.loading}>
      <Box
        display="none"
        css={{ [`@media (min-width: ${MOBILE_MAX_WIDTH}px)`]: { display: 'block' } }}
        width={`${SIDEBAR_WIDTH}px`}
        flexShrink={0}
        borderEndWidth="1px"
        p="4"
      >
        <Stack gap="4">
          {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height="8" />)}
        </Stack>
      </Box>
      <Box flex="1">
        <Box height={`${HEADER_HEIGHT}px`} borderBottomWidth="1px" />
        <ContentSkeleton />
      </Box>
    </Flex>
  );
}

/** A screen's place while its chunk arrives, inside the layout. */
export function ContentSkeleton() {
  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} role="status" aria-label={shell.loading}>
      <Skeleton height="8" width="1/3" />
      <Skeleton height="40" />
      <Skeleton height="40" />
    </Stack>
  );
}
