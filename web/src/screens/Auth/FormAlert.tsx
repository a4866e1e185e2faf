import { Alert } from '@chakra-ui/react';

/**
 * §8: login and sign-up failures show inline, not as toasts. Errors and warnings use
 * role="alert" so screen readers announce them as soon as they appear; info and success are a polite status.
 */
export function FormAlert({ status = 'error', title, description }: { status?: 'error' | 'warning' | 'info' | 'success'; title: string; description?: string }) {
  const urgent = status === 'error' || status === 'warning';
  return (
    <Alert.Root status={status} role={urgent ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {/* pre-line: several §8 lines at once each get their own line. */}
        <Alert.Title whiteSpace="pre-line">{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
