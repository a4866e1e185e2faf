import { passwordStrength as labels } from '../messages';

export type StrengthLevel = keyof typeof labels;

export interface PasswordStrength {
  level: StrengthLevel;
  label: string;
  /** Bar fill in percent: 10 per character, at most 100 (§5). */
  percent: number;
}

/** §5: more than 9 characters strong, 6 to 9 medium, fewer short. */
export function passwordStrength(password: string): PasswordStrength {
  const n = password.length;
  const level: StrengthLevel = n > 9 ? 'strong' : n >= 6 ? 'medium' : 'short';
  return { level, label: labels[level], percent: Math.min(100, n * 10) };
}
