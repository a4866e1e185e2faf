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
 * (issue 15).
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
  return (
    <Box mb="6" px={{ base: '4', md: '5' }} py="4" borderRadius="l3" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" data-testid="welcome">
      <Flex align="start" justify="space-between" gap="3">
        <Heading as="h2" textStyle="lg" color="brand.fg">
          {text.welcomeTitle(viewer.firstName)}
        </Heading>
        <CloseButton size="sm" mt="-1" me="-2" aria-label={text.dismissWelcome} onClick={dismiss} />
      </Flex>
      <Text color="fg.muted" mt="1">
        {text.welcomeText(viewer.organization?.name)}
      </Text>
    </Box>
  );
}
