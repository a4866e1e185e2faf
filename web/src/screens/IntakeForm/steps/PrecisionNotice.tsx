import { Alert } from '@chakra-ui/react';
import { hasImagery } from '../../../components/map/styleSetting';
import type { LocationPrecision } from '../draft';
import { propertyText as text } from '../texts';

/**
 * Under the pin map (issue 12): a pin from a ZIP or city suggestion is only near the site, and
 * the estimate rests on it until the user places it. Nothing to say once the pin is on the building.
 */
export function PrecisionNotice({ precision }: { precision: LocationPrecision | null }) {
  const level = precision ? text.precisionLevels[precision] : undefined;
  if (!level) return null;
  return (
    <Alert.Root status="info" size="sm" mt="3" data-testid="precision-notice">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text.precisionNotice(level, hasImagery())}</Alert.Title>
    </Alert.Root>
  );
}
