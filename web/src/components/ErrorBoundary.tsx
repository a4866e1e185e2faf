import { Alert, Box, Button } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errors, shell } from '../messages';

interface State { error: Error | null }

/** Shows a failed query (e.g. the gateway is down) instead of a blank page, with a retry. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box p="6">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{this.state.error.message || errors.generic}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
        <Button mt="4" onClick={() => window.location.reload()}>{shell.retry}</Button>
      </Box>
    );
  }
}
