import { Accordion, Box, chakra, Portal, Span, Stack, Tooltip } from '@chakra-ui/react';
import { useMemo, useState, type ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useViewer } from '../../auth/ViewerProvider';
import { layout as text } from '../../messages';
import { groupOfPath, visibleNavGroups, type NavGroup, type NavItem } from './navItems';

const StyledNavLink = chakra(NavLink);

interface Props {
  /** Icons only (the 100 px sidebar): labels move to aria-label and a tooltip. */
  collapsed: boolean;
  /** Called after an entry is chosen (the mobile drawer closes then). */
  onNavigate?: () => void;
}

/** In the collapsed sidebar the visible label is gone, so a tooltip shows it on hover and focus. */
function WithTooltip({ label, enabled, children }: { label: string; enabled: boolean; children: ReactElement }) {
  if (!enabled) return children;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} lazyMount unmountOnExit openDelay={300}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

function NavEntry({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <WithTooltip label={item.label} enabled={collapsed}>
      {/* NavLink sets aria-current="page" on the active entry; the highlight keys off it. */}
      <StyledNavLink
        to={item.to}
        onClick={onNavigate}
        aria-label={collapsed ? item.label : undefined}
        display="flex"
        alignItems="center"
        justifyContent={collapsed ? 'center' : 'flex-start'}
        gap="3"
        px="3"
        py="2"
        minH="10"
        borderRadius="l2"
        textStyle="sm"
        color="fg.muted"
        _hover={{ bg: 'bg.muted', color: 'fg' }}
        _currentPage={{ bg: 'brand.muted', color: 'brand.fg', fontWeight: 'semibold' }}
        focusRing="outside"
      >
        <Icon size={18} aria-hidden />
        {!collapsed && <Span>{item.label}</Span>}
      </StyledNavLink>
    </WithTooltip>
  );
}

/**
 * §2 sidebar menu: the viewer's groups as an accordion with one group open at a time. The group
 * of the current page opens at start and whenever navigation moves into another group.
 */
export function SidebarNav({ collapsed, onNavigate }: Props) {
  const { viewer } = useViewer();
  const { pathname } = useLocation();
  const groups = useMemo(() => (viewer ? visibleNavGroups(viewer) : []), [viewer]);
  const current = groupOfPath(groups, pathname);
  const [open, setOpen] = useState<NavGroup['id'] | null>(current ?? groups[0]?.id ?? null);
  // Following the route is derived state, so it is adjusted during render rather than in an effect.
  const [seen, setSeen] = useState(current);
  if (current !== seen) {
    setSeen(current);
    if (current) setOpen(current);
  }

  return (
    <chakra.nav aria-label={text.navLabel} px={collapsed ? '2' : '3'} py="3">
      <Accordion.Root
        collapsible
        variant="plain"
        value={open ? [open] : []}
        onValueChange={(e) => setOpen((e.value[0] as NavGroup['id'] | undefined) ?? null)}
      >
        {groups.map((group) => {
          const Icon = group.icon;
          return (
            <Accordion.Item key={group.id} value={group.id}>
              {/* The wrapper takes the tooltip's trigger props: both components would set the id. */}
              <WithTooltip label={group.label} enabled={collapsed}>
                <Box>
                <Accordion.ItemTrigger
                  aria-label={collapsed ? group.label : undefined}
                  px="3"
                  py="2"
                  gap="3"
                  justifyContent={collapsed ? 'center' : 'flex-start'}
                  textStyle="xs"
                  fontWeight="semibold"
                  textTransform="uppercase"
                  letterSpacing="wider"
                  color="fg.muted"
                  borderRadius="l2"
                  focusRing="outside"
                  _hover={{ bg: 'bg.muted' }}
                >
                  <Icon size={18} aria-hidden />
                  {!collapsed && <Span flex="1">{group.label}</Span>}
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                </Box>
              </WithTooltip>
              <Accordion.ItemContent>
                <Accordion.ItemBody py="1">
                  <Stack as="ul" gap="1" listStyle="none">
                    {group.items.map((item) => (
                      <li key={item.to}>
                        <NavEntry item={item} collapsed={collapsed} onNavigate={onNavigate} />
                      </li>
                    ))}
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </chakra.nav>
  );
}
