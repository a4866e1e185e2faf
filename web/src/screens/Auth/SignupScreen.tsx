import { AuthScreen } from './AuthScreen';
import { SignupForm } from './SignupForm';

/** §2 /signup: the auth card with the sign-up form (a chunk of its own; see AuthScreen). */
export function SignupScreen() {
  return <AuthScreen mode="signup"><SignupForm /></AuthScreen>;
}
