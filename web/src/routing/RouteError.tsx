import { Alert, Box, Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { friendlyError, logErrorDetail } from '../components/friendlyError';
import { shell } from '../messages';

/**
 * Every route's errorElement: a screen that fails outside its own ErrorBoundary lands here, not on
 * React Router's developer page (which prints the raw message and stack, issue 11). The router
 * clears it on the next navigation; "Try again" navigates to the same address, which mounts the
 * screen afresh and so asks its queries again.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => logErrorDetail(error), [error]);
  const retry = () => navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
  return (
    <Box p="6">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{friendlyError(error)}</Alert.Title>
        </Alert.Content>
      </Alert.Root>
      <Button mt="4" onClick={retry}>{shell.retry}</Button>
    </Box>
  );
}
