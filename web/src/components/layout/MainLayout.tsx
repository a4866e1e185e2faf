import { Box, Flex, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useViewer } from '../../auth/ViewerProvider';

/**
 * Minimal frame for the signed-in routes. The real sidebar, header, footer and CONTACT US
 * popover (§2 main layout, §9 sizes) replace this in the layout part of issue 4.
 */
export function MainLayout() {
  const { viewer } = useViewer();
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" px="6" py="3" borderBottomWidth="1px" bg="brand.subtle">
        <Text fontWeight="semibold">
          {viewer?.firstName}
          {viewer?.organization?.name ? ` · ${viewer.organization.name}` : ''}
          {viewer ? ` · ${viewer.roleLabel}` : ''}
        </Text>
      </Box>
      <Box as="main" flex="1">
        <Outlet />
      </Box>
    </Flex>
  );
}
