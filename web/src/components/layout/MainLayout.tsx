import { Box, Flex, SkipNavLink, useMediaQuery } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { IdleWatch } from '../../auth/idleWatch';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { HEADER_HEIGHT, MOBILE_MAX_WIDTH, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../constants';
import { layout as text } from '../../messages';
import { Footer } from './Footer';
import { Header } from './Header';
import { ContentSkeleton } from './LayoutSkeleton';
import { useHeaderHidden } from './headerScroll';
import { Sidebar } from './Sidebar';
import { Welcome } from './Welcome';

const MAIN_ID = 'main-content';
/** §9 "mobile below 600px"; .02 below keeps 600 itself on the desktop side at fractional zoom. */
const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`;

/**
 * §2 main layout for the signed-in routes: fixed sidebar (drawer on mobile), fixed header that
 * hides on scroll, the welcome text, the routed screen and the footer. It also watches for idle
 * time-out (§4), since it is mounted exactly while the user is signed in.
 */
/** Where the desktop sidebar's collapsed state is kept, so it survives reloads and sign-ins (issue 15). */
export const SIDEBAR_COLLAPSED_KEY = 'portal.sidebarCollapsed';
const storedCollapsed = () => {
  try { return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === '1'; } catch { return false; }
};
const storeCollapsed = (collapsed: boolean) => {
  try { localStorage.setItem(SIDEBAR_COLLAPSED_KEY, collapsed ? '1' : '0'); } catch { /* private mode: not remembered */ }
};

export function MainLayout() {
  // ssr: false reads the real match on the first render, so phones never flash the desktop sidebar.
  const [isMobile] = useMediaQuery([MOBILE_QUERY], { ssr: false });
  const [collapsed, setCollapsed] = useState(storedCollapsed);
  useEffect(() => storeCollapsed(collapsed), [collapsed]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hidden = useHeaderHidden();

  // Any navigation closes the drawer (links close it too, but so must Edit Profile or a redirect).
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }

  const offset = isMobile ? 0 : collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  return (
    <>
      <IdleWatch />
      <SkipNavLink id={MAIN_ID} zIndex="skipNav">
        {text.skipToContent}
      </SkipNavLink>
      <Sidebar isMobile={isMobile} collapsed={collapsed} drawerOpen={isMobile && drawerOpen} onDrawerOpenChange={setDrawerOpen} />
      <Header
        offset={offset}
        hidden={hidden}
        isMobile={isMobile}
        menuExpanded={isMobile ? drawerOpen : !collapsed}
        onToggleMenu={() => (isMobile ? setDrawerOpen((o) => !o) : setCollapsed((c) => !c))}
      />
      <Flex
        direction="column"
        minH="100dvh"
        minW="0"
        ms={`${offset}px`}
        pt={`${HEADER_HEIGHT}px`}
        transition="margin 0.2s"
        _motionReduce={{ transition: 'none' }}
      >
        {/* tabIndex -1: the skip link moves keyboard focus here, not just the scroll position. */}
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minW="0" px={{ base: '4', md: '6' }} py="6">
          {/* Issue 28: offline, and how old the data on screen is. */}
          <OfflineBanner />
          <Welcome />
          {/* Screens are lazy chunks: only the content area waits for one, never the whole frame. */}
          <Suspense fallback={<ContentSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Flex>
    </>
  );
}
