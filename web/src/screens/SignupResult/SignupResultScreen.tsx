import { Button, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useViewer } from '../../auth/ViewerProvider';
import { signupResult } from '../../messages';
import { paths } from '../../routing/paths';
import { AuthCard } from '../Auth/AuthCard';

/**
 * /signup-result (§2), outside the main layout: shown right after a successful sign-up. The button
 * goes to `/` whatever the viewer is; the guards there decide (the leads list when signed in, else
 * /login, where a user who has not accepted the terms yet gets the §4 chain).
 */
export function SignupResultScreen() {
  const { viewer } = useViewer();
  const navigate = useNavigate();
  return (
    <AuthCard title={signupResult.title}>
      <Stack gap="6" align="center" textAlign="center">
        <CircleCheck size={56} color="var(--chakra-colors-green-500)" aria-hidden />
        <Text>{signupResult.welcome(viewer?.firstName)}</Text>
        <Button colorPalette="brand" size="lg" width="full" onClick={() => navigate(paths.root)}>
          {signupResult.goToDashboard}
        </Button>
      </Stack>
    </AuthCard>
  );
}
