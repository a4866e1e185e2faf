import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId } from 'react';
import { NumericInput } from '../../../components/form/NumericInput';
import { Field } from '../../../components/ui/field';
import { LEAD_CREATION_ZOOM } from '../../../constants';
import type { InstallType, OwnerType, PropertyDraft, YesNoUnknown } from '../draft';
import { buildingUseOptions, installTypeOptions, ownerTypeOptions, roofComplexityOptions, yesNoOptions } from '../options';
import { propertyText as text } from '../texts';
import type { StepErrors } from '../validation';
import { AddressCombobox } from './AddressCombobox';
import { PrecisionNotice } from './PrecisionNotice';
import { SelectField } from './SelectField';
import { trackChunkLoad } from '../../../routing/prefetch';

// The map (MapLibre) is the heaviest part of the wizard: it loads only once an address is placed.
const PinMap = lazy(() => trackChunkLoad(() => import('../../../components/map/PinMap')).then((m) => ({ default: m.PinMap })));

const MAP_HEIGHT_PX = 320;
const MAP_HEIGHT = `${MAP_HEIGHT_PX}px`;

interface Props {
  value: PropertyDraft;
  errors: StepErrors;
  onChange: (next: PropertyDraft) => void;
}

/** Step 2: the site address (autocomplete, then a draggable pin at zoom 19) and the building. */
export function PropertyStep({ value, errors, onChange }: Props) {
  const set = <K extends keyof PropertyDraft>(key: K, next: PropertyDraft[K]) => onChange({ ...value, [key]: next });
  const hintId = useId();
  const placed = value.latitude !== null && value.longitude !== null;

  return (
    <Stack gap="5">
      <Field label={text.address} required invalid={!!errors.address} errorText={errors.address}>
        <AddressCombobox
          value={value.address}
          invalid={!!errors.address}
          describedBy={hintId}
          openOnMount={!!value.address && !placed}
          onType={(address) => onChange({ ...value, address, latitude: null, longitude: null, locationPrecision: null })}
          onPick={({ label, latitude, longitude, precision }) => onChange({ ...value, address: label, latitude, longitude, locationPrecision: precision })}
        />
        <Text id={hintId} textStyle="xs" color="fg.muted">
          {value.address.trim() && !placed ? text.notPlacedYet : text.addressHelp}
        </Text>
      </Field>
      {placed && (
        // PinMap frames the map and says where the pin is, in words, under it.
        <Suspense fallback={<Skeleton height={MAP_HEIGHT} aria-label={text.mapLoading} />}>
          <PinMap
            latitude={value.latitude!}
            longitude={value.longitude!}
            zoom={LEAD_CREATION_ZOOM}
            height={MAP_HEIGHT_PX}
            onChange={({ latitude, longitude }) => onChange({ ...value, latitude, longitude, locationPrecision: 'ROOFTOP' })}
          />
          <PrecisionNotice precision={value.locationPrecision ?? null} />
        </Suspense>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <SelectField name="ownerType" label={text.ownerType} required value={value.ownerType} options={ownerTypeOptions}
          placeholder={text.choose} error={errors.ownerType} onChange={(v) => set('ownerType', v as OwnerType | '')} />
        <SelectField name="buildingUse" label={text.buildingUse} value={value.buildingUse} options={buildingUseOptions}
          placeholder={text.choose} error={errors.buildingUse} onChange={(v) => set('buildingUse', v)} />
        <Field label={text.buildingSize} invalid={!!errors.buildingSize} errorText={errors.buildingSize}>
          <NumericInput name="buildingSize" value={value.buildingSize} onValueChange={(v) => set('buildingSize', v)} />
        </Field>
        <SelectField name="installType" label={text.installType} value={value.installType} options={installTypeOptions}
          placeholder={text.choose} error={errors.installType} onChange={(v) => set('installType', v as InstallType | '')} />
        <SelectField name="roofComplexity" label={text.roofComplexity} value={value.roofComplexity} options={roofComplexityOptions}
          placeholder={text.choose} error={errors.roofComplexity} onChange={(v) => set('roofComplexity', v)} />
        <SelectField name="hasSolar" label={text.hasSolar} value={value.hasSolar} options={yesNoOptions}
          placeholder={text.choose} error={errors.hasSolar} onChange={(v) => set('hasSolar', v as YesNoUnknown | '')} />
      </SimpleGrid>
    </Stack>
  );
}
