import { Alert, Box } from '@chakra-ui/react';
import { shell } from '../messages';

/**
 * Placeholder for a screen a later issue builds. It renders inside the real route and guard, so
 * routing and access rules can be tested (and used) before the screen exists. Remove per screen.
 */
export function ComingLater({ screen }: { screen: string }) {
  return (
    <Box p="6" data-testid="coming-later">
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {screen}: {shell.comingLater}
          </Alert.Title>
          <Alert.Description>{shell.comingLaterText(screen)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
