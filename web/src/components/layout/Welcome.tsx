import { Box, Heading, Text } from '@chakra-ui/react';
import { useViewer } from '../../auth/ViewerProvider';
import { layout as text } from '../../messages';

/** §1 welcome text above the routed screens: names the organization and what users can do. */
export function Welcome() {
  const { viewer } = useViewer();
  if (!viewer) return null;
  return (
    <Box mb="6" px={{ base: '4', md: '5' }} py="4" borderRadius="l3" bg="brand.subtle" borderWidth="1px" borderColor="brand.muted">
      <Heading as="h2" textStyle="lg" color="brand.fg">
        {text.welcomeTitle(viewer.firstName)}
      </Heading>
      <Text color="fg.muted" mt="1">
        {text.welcomeText(viewer.organization?.name)}
      </Text>
    </Box>
  );
}
