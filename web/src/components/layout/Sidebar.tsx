import { Box, CloseButton, Drawer, Flex, Link, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Sun } from 'lucide-react';
import { HEADER_HEIGHT, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../constants';
import { auth, layout as text } from '../../messages';
import { SidebarNav } from './SidebarNav';
import { paths } from '../../routing/paths';

/** The header's toggle controls this element (desktop). */
export const SIDEBAR_ID = 'portal-sidebar';

/** The brand is the way home: the lead list is one click away from every page (issue 15). */
function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Flex h={`${HEADER_HEIGHT}px`} align="center" justify={collapsed ? 'center' : 'flex-start'} px="5" flexShrink={0}>
      <Link asChild gap="2" minW="0" _hover={{ textDecoration: 'none' }} rounded="md">
        <RouterLink to={paths.leads} aria-label={`${auth.appName}: ${text.leads}`} data-testid="brand-home">
          <Box color="sun.500">
            <Sun size={26} aria-hidden />
          </Box>
          {collapsed ? (
            <VisuallyHidden>{auth.appName}</VisuallyHidden>
          ) : (
            <Text fontWeight="bold" textStyle="lg" color="brand.fg" truncate>
              {auth.appName}
            </Text>
          )}
        </RouterLink>
      </Link>
    </Flex>
  );
}

interface Props {
  isMobile: boolean;
  collapsed: boolean;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
}

/**
 * §2 sidebar: fixed at the left, 280 px or 100 px (icons only) wide; below 600 px a drawer the
 * header's toggle opens and any navigation closes.
 */
export function Sidebar({ isMobile, collapsed, drawerOpen, onDrawerOpenChange }: Props) {
  if (isMobile) {
    return (
      <Drawer.Root open={drawerOpen} onOpenChange={(e) => onDrawerOpenChange(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW={`min(${SIDEBAR_WIDTH}px, 85vw)`}>
              <Drawer.Header p="0">
                <Drawer.Title asChild>
                  <div>
                    <Brand collapsed={false} />
                  </div>
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body p="0">
                <SidebarNav collapsed={false} onNavigate={() => onDrawerOpenChange(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild top="3" insetEnd="3">
                <CloseButton size="sm" aria-label={text.closeMenu} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    );
  }

  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  return (
    <Box
      id={SIDEBAR_ID}
      data-testid="sidebar"
      data-collapsed={collapsed ? '' : undefined}
      position="fixed"
      top="0"
      bottom="0"
      insetStart="0"
      width={`${width}px`}
      zIndex="sticky"
      bg="bg.panel"
      borderEndWidth="1px"
      overflowX="hidden"
      overflowY="auto"
      transition="width 0.2s"
      _motionReduce={{ transition: 'none' }}
    >
      <Brand collapsed={collapsed} />
      <SidebarNav collapsed={collapsed} />
    </Box>
  );
}
