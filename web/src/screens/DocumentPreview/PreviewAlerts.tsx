import { Alert } from '@chakra-ui/react';

/** §8 error alerts of the viewers ('Some error has occurred. Please try again.', 'Something went wrong'). */
export function ErrorAlert({ title }: { title: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{title}</Alert.Title>
    </Alert.Root>
  );
}
