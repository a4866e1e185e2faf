import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId } from 'react';
import { Field } from '../../../components/ui/field';
import { LEAD_CREATION_ZOOM } from '../../../constants';
import { trackChunkLoad } from '../../../routing/prefetch';
import type { LocationPrecision } from '../../IntakeForm/draft';
import { AddressCombobox } from '../../IntakeForm/steps/AddressCombobox';
import { PrecisionNotice } from '../../IntakeForm/steps/PrecisionNotice';
import { leadPageTexts } from '../texts';

// MapLibre is heavy: it loads when the edit mode shows a placed site, as in the wizard.
const PinMap = lazy(() => trackChunkLoad(() => import('../../../components/map/PinMap')).then((m) => ({ default: m.PinMap })));
const MAP_HEIGHT_PX = 280;
const t = leadPageTexts.details;

/** Where the pin is in edit mode: null coordinates once the address is typed and not yet placed. */
export interface SiteDraft { latitude: number | null; longitude: number | null; precision: LocationPrecision | null }

interface Props {
  address: string;
  site: SiteDraft;
  error?: string;
  disabled: boolean;
  onChange: (address: string, site: SiteDraft) => void;
}

/**
 * The lead page's edit mode gets the wizard's address search and pin (issue 12): a suggestion moves
 * the pin to its place, dragging puts it on the building (rooftop), and an address typed by hand
 * clears the pin until the api places it on Update.
 */
export function SiteLocationEditor({ address, site, error, disabled, onChange }: Props) {
  const hintId = useId();
  const placed = site.latitude !== null && site.longitude !== null;
  return (
    <Stack gap="3" gridColumn={{ md: 'span 2' }} data-testid="site-location-editor">
      <Field label={t.siteAddress} invalid={!!error} errorText={error} disabled={disabled}>
        <AddressCombobox
          value={address}
          invalid={!!error}
          describedBy={hintId}
          openOnMount={false}
          onType={(text) => onChange(text, { latitude: null, longitude: null, precision: null })}
          onPick={({ label, latitude, longitude, precision }) => onChange(label, { latitude, longitude, precision })}
        />
        <Text id={hintId} textStyle="xs" color="fg.muted">{placed ? t.siteAddressHelp : t.siteAddressTyped}</Text>
      </Field>
      {placed && (
        <Suspense fallback={<Skeleton height={`${MAP_HEIGHT_PX}px`} />}>
          <PinMap
            latitude={site.latitude!}
            longitude={site.longitude!}
            zoom={LEAD_CREATION_ZOOM}
            height={MAP_HEIGHT_PX}
            onChange={({ latitude, longitude }) => onChange(address, { latitude, longitude, precision: 'ROOFTOP' })}
          />
          <PrecisionNotice precision={site.precision} />
        </Suspense>
      )}
    </Stack>
  );
}
