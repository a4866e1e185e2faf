import { Alert } from '@chakra-ui/react';

/**
 * §8: login and sign-up failures show inline, not as toasts. Errors and warnings use
 * role="alert" so screen readers announce them as soon as they appear; info is a polite status.
 */
export function FormAlert({ status = 'error', title, description }: { status?: 'error' | 'warning' | 'info'; title: string; description?: string }) {
  return (
    <Alert.Root status={status} role={status === 'info' ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
