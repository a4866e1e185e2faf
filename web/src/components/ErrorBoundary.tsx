import { Alert, Box, Button } from '@chakra-ui/react';
import { Component, createContext, useContext, type ErrorInfo, type ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { shell } from '../messages';
import { friendlyError, logErrorDetail } from './friendlyError';

interface Props {
  children: ReactNode;
  /**
   * The boundary clears itself when any of these change (and, inside the router, on navigation): a new
   * query reference. Otherwise one failure would lock the screen until a reload (issue 11).
   */
  resetKeys?: readonly unknown[];
  /**
   * What "Try again" does: fetch again (a fresh query reference, which changes resetKeys). Without
   * it the children are mounted afresh, so their queries are asked again.
   */
  onRetry?: () => void;
}

interface State { error: Error | null; attempt: number }

/**
 * How many times the nearest boundary has been retried. A screen passes it to useLazyLoadQuery as
 * `fetchKey`: Relay keeps a failed query's error for a while, and a remount with the same key would
 * only show it again; a new key asks the server again ("Try again" must not loop, issue 11).
 */
const RetryKeyContext = createContext(0);
export const useRetryKey = () => useContext(RetryKeyContext);

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

/**
 * Shows a failed query (e.g. the gateway is down) instead of a blank page, with a retry. Inside the
 * router it clears itself on every navigation (a link, back, a filter change), so leaving the
 * failure is always possible without a reload (issue 11).
 */
export function ErrorBoundary(props: Props) {
  return useInRouterContext() ? <NavigationResetBoundary {...props} /> : <Boundary {...props} />;
}

function NavigationResetBoundary({ resetKeys = [], ...props }: Props) {
  const { key } = useLocation();
  return <Boundary {...props} resetKeys={[key, ...resetKeys]} />;
}

class Boundary extends Component<Props, State> {
  state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    logErrorDetail(error, info.componentStack);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && changed(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  private reset() {
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  }

  private retry = () => {
    if (this.props.onRetry) this.props.onRetry();
    else this.reset();
  };

  render() {
    // A new attempt mounts the children afresh: state that led to the failure does not survive it.
    if (!this.state.error) {
      return <RetryKeyContext.Provider key={this.state.attempt} value={this.state.attempt}>{this.props.children}</RetryKeyContext.Provider>;
    }
    return (
      <Box p="6">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{friendlyError(this.state.error)}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
        <Button mt="4" onClick={this.retry}>{shell.retry}</Button>
      </Box>
    );
  }
}
