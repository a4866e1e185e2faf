import { Box, CloseButton, Flex, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useViewer } from '../../auth/ViewerProvider';
import { layout as text } from '../../messages';

/** Per user (one browser may serve several people): dismissed welcome banners. */
export const welcomeDismissedKey = (userId: string) => `portal.welcomeDismissed.${userId}`;

const isDismissed = (key: string) => {
  try { return localStorage.getItem(key) === '1'; } catch { return false; }
};

/**
 * §1 welcome text above the routed screens: names the organization and what users can do. Once
 * read it only takes room (on a phone, half the first screen), so it can be dismissed for good
 * (issue 15), per user, remembered in this browser; on a phone it is compact (issue 26).
 */
export function Welcome() {
  const { viewer } = useViewer();
  const key = viewer ? welcomeDismissedKey(viewer.id) : '';
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!viewer || dismissed === key || isDismissed(key)) return null;
  const dismiss = () => {
    try { localStorage.setItem(key, '1'); } catch { /* private mode: for this visit only */ }
    setDismissed(key);
  };
  // Issue 26: on a phone the banner took a quarter of the screen on every page; there it is one
  // compact block (a small title, the sentence cut to two lines, full text in its title attribute).
  return (
    <Box mb={{ base: '3', md: '6' }} px={{ base: '3', md: '5' }} py={{ base: '2', md: '4' }} borderRadius="l3" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" data-testid="welcome">
      <Flex align="start" justify="space-between" gap="3">
        <Box minW="0">
          <Heading as="h2" textStyle={{ base: 'sm', md: 'lg' }} color="brand.fg">
            {text.welcomeTitle(viewer.firstName)}
          </Heading>
          <Text color="fg.muted" mt={{ base: '0', md: '1' }} textStyle={{ base: 'xs', md: 'md' }} lineClamp={{ base: 2, md: 'none' }} title={text.welcomeText(viewer.organization?.name)}>
            {text.welcomeText(viewer.organization?.name)}
          </Text>
        </Box>
        <CloseButton size="sm" mt="-1" me={{ base: '-1', md: '-2' }} aria-label={text.dismissWelcome} onClick={dismiss} />
      </Flex>
    </Box>
  );
}
