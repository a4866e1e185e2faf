import { Avatar, Badge, Box, IconButton, Menu, Text, VisuallyHidden } from '@chakra-ui/react';
import { LogOut, UserPen } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { clearLastAccess } from '../../auth/idle';
import { useViewer } from '../../auth/ViewerProvider';
import { useViewerImageReread } from '../../auth/useViewerImageReread';
import { layout as text } from '../../messages';
import { paths } from '../../routing/paths';

/**
 * §2 avatar dropdown: name, email and role label, then Edit Profile and Logout. After Logout the
 * viewer becomes null and the SignedIn guard sends the user to /login.
 */
export function AccountMenu() {
  const { viewer, signOut } = useViewer();
  const navigate = useNavigate();
  const imageHandlers = useViewerImageReread();
  if (!viewer) return null;
  const name = `${viewer.firstName} ${viewer.lastName}`.trim();

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* Named by its content, "<initials> Account menu": an aria-label without the visible
            initials fails WCAG 2.5.3 (label in name). */}
        <IconButton variant="ghost" rounded="full" size="md">
          <VisuallyHidden>{text.accountMenu}</VisuallyHidden>
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback name={name} />
            {viewer.image && <Avatar.Image src={viewer.image.url} alt="" {...imageHandlers} />}
          </Avatar.Root>
        </IconButton>
      </Menu.Trigger>
      {/* No portal: the menu stays inside the header, so focus in it keeps the header shown. */}
      <Menu.Positioner>
        <Menu.Content minW="60" maxW="calc(100vw - 1rem)">
          <Box px="2" py="2" data-testid="account-summary">
            <Text fontWeight="semibold" truncate>
              {name}
            </Text>
            <Text textStyle="sm" color="fg.muted" truncate>
              {viewer.email}
            </Text>
            <Badge mt="1.5" colorPalette="brand" variant="subtle">
              {viewer.roleLabel}
            </Badge>
          </Box>
          <Menu.Separator />
          <Menu.Item value="profile" onSelect={() => navigate(paths.profile)}>
            <UserPen size={16} aria-hidden />
            {text.editProfile}
          </Menu.Item>
          <Menu.Item
            value="logout"
            onSelect={() => {
              // §4: signing out forgets the last access time.
              clearLastAccess();
              void signOut();
            }}
          >
            <LogOut size={16} aria-hidden />
            {text.logout}
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
