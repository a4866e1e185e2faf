import { Button, Field, Flex, Input, InputGroup } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { leadEnums, leadLabels } from '../../messages';
import { hasFilters, NO_FILTERS, PROPOSAL_TYPES, STAGES, type ListState, type ProposalTypeValue } from './listParams';
import { MultiSelectMenu } from './MultiSelectMenu';
import { listTexts as text } from './texts';

/** Typing pauses this long before the list asks the gateway (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

export type FilterPatch = Partial<Pick<ListState, 'search' | 'proposalTypes' | 'statuses' | 'updatedFrom' | 'updatedTo'>>;

const proposalTypeOptions = PROPOSAL_TYPES.map((value) => ({ value, label: leadLabels.proposalTypes[value] }));
const stageOptions = STAGES.map((stage) => ({ value: String(stage), label: leadEnums.stages[stage] }));

/** Search (debounced), proposal types, lead statuses and the updated date range (§2, §7). */
export function LeadFilters({ state, onChange }: { state: ListState; onChange: (patch: FilterPatch, options?: { replace?: boolean }) => void }) {
  const [search, setSearch] = useState(state.search);
  // Back/forward or "Clear filters" change the URL under the input: follow it, unless the user has
  // typed since the input last agreed with the URL (a list arriving late must not eat keystrokes).
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (state.search !== urlSearch) {
    setUrlSearch(state.search);
    if (search.trim() === urlSearch) setSearch(state.search);
  }
  const clearAll = () => {
    setSearch('');
    onChange(NO_FILTERS);
  };
  useEffect(() => {
    if (search.trim() === state.search) return undefined;
    // Replace, not push: one history entry per search, not one per pause while typing.
    const timer = setTimeout(() => onChange({ search: search.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, onChange]);

  return (
    <Flex as="section" aria-label={text.filtersLabel} gap="3" wrap="wrap" align="flex-end">
      <Field.Root flex={{ base: '1 1 100%', md: '1 1 18rem' }} maxW={{ md: '26rem' }}>
        <Field.Label srOnly>{text.search}</Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden />}>
          <Input
            type="search"
            size="sm"
            value={search}
            placeholder={text.searchPlaceholder}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter') onChange({ search: search.trim() }, { replace: true }); }}
          />
        </InputGroup>
      </Field.Root>
      <MultiSelectMenu
        label={text.proposalType}
        options={proposalTypeOptions}
        selected={state.proposalTypes}
        onChange={(values) => onChange({ proposalTypes: values as ProposalTypeValue[] })}
      />
      <MultiSelectMenu
        label={text.leadStatus}
        options={stageOptions}
        selected={state.statuses.map(String)}
        onChange={(values) => onChange({ statuses: values.map(Number) })}
      />
      <Field.Root w={{ base: 'calc(50% - 6px)', sm: '10rem' }}>
        <Field.Label fontSize="xs" color="fg.muted">{text.updatedFrom}</Field.Label>
        <Input
          type="date"
          size="sm"
          value={state.updatedFrom ?? ''}
          max={state.updatedTo ?? undefined}
          onChange={(e) => onChange({ updatedFrom: e.target.value || null })}
        />
      </Field.Root>
      <Field.Root w={{ base: 'calc(50% - 6px)', sm: '10rem' }}>
        <Field.Label fontSize="xs" color="fg.muted">{text.updatedTo}</Field.Label>
        <Input
          type="date"
          size="sm"
          value={state.updatedTo ?? ''}
          min={state.updatedFrom ?? undefined}
          onChange={(e) => onChange({ updatedTo: e.target.value || null })}
        />
      </Field.Root>
      {hasFilters(state) && (
        <Button
          variant="ghost"
          size="sm"
          colorPalette="brand"
          onClick={clearAll}
        >
          <X aria-hidden />
          {text.clearFilters}
        </Button>
      )}
    </Flex>
  );
}
