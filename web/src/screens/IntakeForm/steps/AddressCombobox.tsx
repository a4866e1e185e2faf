import { Badge, Combobox, HStack, Portal, Spinner, Text, createListCollection } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { AddressComboboxQuery, AddressComboboxQuery$data } from '../../../__generated__/AddressComboboxQuery.graphql';
import type { LocationPrecision } from '../draft';
import { API_LIMITS, textLimits } from '../../../validation/limits';
import { propertyText } from '../texts';

const suggestionsQuery = graphql`
  query AddressComboboxQuery($query: String!) {
    addressSuggestions(query: $query, limit: 8) {
      label
      latitude
      longitude
      precision
    }
  }
`;

type Suggestion = NonNullable<AddressComboboxQuery$data['addressSuggestions']>[number];

/** Wait this long after the last keystroke before asking the gateway (one request per pause, not per key). */
export const SUGGEST_DEBOUNCE_MS = 300;
const MIN_QUERY_LENGTH = 2;

const valueOf = (s: Suggestion) => `${s.label}|${s.latitude}|${s.longitude}`;

interface Props {
  value: string;
  invalid: boolean;
  /** Typing: the text changed and no suggestion is chosen (the pin has no place yet). */
  onType: (text: string) => void;
  /** A suggestion was chosen: its label and coordinates. */
  onPick: (suggestion: { label: string; latitude: number; longitude: number; precision: LocationPrecision }) => void;
  /** Open the suggestions for the value it starts with (the ?address= prefill). */
  openOnMount: boolean;
  describedBy?: string;
}

/**
 * §2 address autocomplete: a keyboard-navigable combobox (arrows, Enter, Escape) over the gateway's
 * `addressSuggestions`, debounced. Typed text that matches no suggestion stays in the field.
 */
export function AddressCombobox({ value, invalid, onType, onPick, openOnMount, describedBy }: Props) {
  const environment = useRelayEnvironment();
  const [items, setItems] = useState<readonly Suggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState(openOnMount ? value : '');
  const wantOpen = useRef(openOnMount);

  useEffect(() => {
    const text = term.trim();
    if (text.length < MIN_QUERY_LENGTH) {
      setItems([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      fetchQuery<AddressComboboxQuery>(environment, suggestionsQuery, { query: text }, { fetchPolicy: 'store-or-network' })
        .toPromise()
        .then((data) => {
          if (!live) return;
          setFailed(false);
          setItems(data?.addressSuggestions ?? []);
          if (wantOpen.current) setOpen(true);
        })
        .catch(() => live && (setFailed(true), setItems([])))
        .finally(() => live && setLoading(false));
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term, environment]);

  const collection = useMemo(
    () => createListCollection({ items: items as Suggestion[], itemToString: (s) => s.label, itemToValue: valueOf }),
    [items],
  );

  return (
    <Combobox.Root
      collection={collection}
      inputValue={value}
      allowCustomValue
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onInputValueChange={({ inputValue, reason }) => {
        if (reason !== 'input-change' && reason !== 'clear-trigger') return;
        onType(inputValue);
        wantOpen.current = true;
        setTerm(inputValue);
      }}
      onValueChange={({ items: picked }) => {
        const s = picked[0] as Suggestion | undefined;
        if (!s) return;
        wantOpen.current = false;
        onPick({ label: s.label, latitude: s.latitude, longitude: s.longitude, precision: s.precision as LocationPrecision });
      }}
      invalid={invalid}
      openOnClick
      width="full">
      <Combobox.Control>
        <Combobox.Input name="address" {...textLimits(API_LIMITS.lead.siteAddress)} placeholder={propertyText.addressPlaceholder} autoComplete="off" aria-describedby={describedBy} />
        <Combobox.IndicatorGroup>
          {loading && <Spinner size="xs" color="brand.solid" aria-label={propertyText.searching} />}
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            {items.length === 0 && (
              <Text px="3" py="2" textStyle="sm" color="fg.muted">
                {loading ? propertyText.searching : failed ? propertyText.suggestionsFailed : propertyText.noSuggestions}
              </Text>
            )}
            {items.map((s) => (
              <Combobox.Item item={s} key={valueOf(s)}>
                <HStack gap="2" minW="0">
                  <MapPin size={14} aria-hidden />
                  <Combobox.ItemText truncate>{s.label}</Combobox.ItemText>
                  {/* How exactly the suggestion places the site: a ZIP area is not a building. */}
                  <Badge size="xs" variant="subtle" colorPalette="gray" flexShrink={0} ms="auto">{propertyText.precisionBadge[s.precision as LocationPrecision] ?? ''}</Badge>
                </HStack>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
