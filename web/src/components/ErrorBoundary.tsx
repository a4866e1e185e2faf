import { Alert, Box, Button, Text } from '@chakra-ui/react';
import { Component, createContext, useContext, type ErrorInfo, type ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { errors, shell } from '../messages';
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

interface State { error: Error | null; attempt: number; countdown: number }

/**
 * Issue 26: while the portal service is unavailable the boundary says so (you are still signed in,
 * your work is kept) and asks again on its own, every RETRY_UNAVAILABLE_S seconds, on the same
 * route; when the service is back the screen is back. No reload: the URL and the rest of the page stay.
 */
export const RETRY_UNAVAILABLE_S = 5;
const isUnavailable = (error: Error | null) => error?.message === errors.serviceUnavailable;

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
  state: State = { error: null, attempt: 0, countdown: RETRY_UNAVAILABLE_S };
  private timer: ReturnType<typeof setInterval> | null = null;

  componentWillUnmount() {
    this.stopTimer();
  }

  private stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private startTimer() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.state.countdown > 1) this.setState((state) => ({ countdown: state.countdown - 1 }));
      else this.reset();
    }, 1000);
  }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    logErrorDetail(error, info.componentStack);
  }

  componentDidMount() {
    this.syncTimer();
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && changed(previous.resetKeys, this.props.resetKeys)) this.reset();
    this.syncTimer();
  }

  private syncTimer() {
    if (isUnavailable(this.state.error)) this.startTimer();
    else this.stopTimer();
  }

  private reset() {
    this.stopTimer();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1, countdown: RETRY_UNAVAILABLE_S }));
  }

  private retry = () => {
    // An outage is retried in place (a reload would only land on the same outage, without the page).
    if (this.props.onRetry && !isUnavailable(this.state.error)) this.props.onRetry();
    else this.reset();
  };

  render() {
    // A new attempt mounts the children afresh: state that led to the failure does not survive it.
    if (!this.state.error) {
      return <RetryKeyContext.Provider key={this.state.attempt} value={this.state.attempt}>{this.props.children}</RetryKeyContext.Provider>;
    }
    return (
      <Box p="6">
        <Alert.Root status={isUnavailable(this.state.error) ? 'warning' : 'error'} data-testid={isUnavailable(this.state.error) ? 'service-unavailable' : undefined}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{friendlyError(this.state.error)}</Alert.Title>
            {isUnavailable(this.state.error) && <Text textStyle="sm" role="status">{shell.retryingIn(this.state.countdown)}</Text>}
          </Alert.Content>
        </Alert.Root>
        <Button mt="4" onClick={this.retry}>{shell.retry}</Button>
      </Box>
    );
  }
}
