import { Box, Flex, IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { HEADER_HEIGHT } from '../../constants';
import { layout as text } from '../../messages';
import { ContactUsPopover } from '../support/ContactUsPopover';
import { AccountMenu } from './AccountMenu';
import { NotificationBell } from './NotificationBell';
import { SIDEBAR_ID } from './Sidebar';

interface Props {
  /** Left edge, px: the sidebar's current width (0 on mobile). */
  offset: number;
  hidden: boolean;
  isMobile: boolean;
  /** Sidebar expanded (desktop) or drawer open (mobile). */
  menuExpanded: boolean;
  onToggleMenu: () => void;
}

/**
 * §2 header: fixed, slides up when `hidden`, with the menu toggle, CONTACT US, the notification
 * bell (unread count) and the avatar menu.
 */
export function Header({ offset, hidden, isMobile, menuExpanded, onToggleMenu }: Props) {
  const ToggleIcon = isMobile ? MenuIcon : menuExpanded ? PanelLeftClose : PanelLeftOpen;
  return (
    <Flex
      as="header"
      data-testid="header"
      data-hidden={hidden ? '' : undefined}
      position="fixed"
      top="0"
      insetEnd="0"
      insetStart={`${offset}px`}
      height={`${HEADER_HEIGHT}px`}
      zIndex="sticky"
      align="center"
      gap={{ base: '2', sm: '3' }}
      px={{ base: '2', sm: '4' }}
      bg="bg.panel"
      borderBottomWidth="1px"
      transform={hidden ? 'translateY(-100%)' : 'none'}
      transition="transform 0.2s, inset-inline-start 0.2s"
      _motionReduce={{ transition: 'none' }}
      // A keyboard user tabbing into a hidden header (or using its popover or menu) must see it.
      _focusWithin={{ transform: 'none' }}
    >
      <IconButton
        variant="ghost"
        aria-label={text.menuToggle}
        aria-expanded={menuExpanded}
        // The drawer only exists while open, so only the desktop sidebar can be referenced.
        aria-controls={isMobile ? undefined : SIDEBAR_ID}
        onClick={onToggleMenu}
      >
        <ToggleIcon aria-hidden />
      </IconButton>
      <Box flex="1" />
      <ContactUsPopover />
      <NotificationBell />
      <AccountMenu />
    </Flex>
  );
}
