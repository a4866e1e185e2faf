import { Box, Button, Field, Flex, Input, InputGroup, NativeSelect, useMediaQuery } from '@chakra-ui/react';
import { SlidersHorizontal, Search, X } from 'lucide-react';
import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { MOBILE_MAX_WIDTH } from '../../constants';
import { leadEnums, leadLabels } from '../../messages';
import { LEAD_SEARCH_MAX } from '../../validation/limits';
import { forecastListTexts } from './forecastTexts';
import { hasFilters, validMonth, LEAD_STATES, NO_FILTERS, pickRangeEnd, PROPOSAL_TYPES, STAGES, type LeadStateValue, type ListState, type ProposalTypeValue } from './listParams';
import { MultiSelectMenu } from './MultiSelectMenu';
import { listTexts as text } from './texts';

/** Typing pauses this long before the list asks the gateway (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 200;

/** Four-digit years only: Chrome's date input otherwise takes years up to 275760, which no api date is. */
const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

type FilterFields = Partial<Pick<ListState, 'search' | 'show' | 'proposalTypes' | 'statuses' | 'updatedFrom' | 'updatedTo' | 'closeMonth'>>;
/** A function patch builds on the latest requested state (useListNavigation), not the rendered one. */
export type FilterPatch = FilterFields | ((current: ListState) => FilterFields);

const proposalTypeOptions = PROPOSAL_TYPES.map((value) => ({ value, label: leadLabels.proposalTypes[value] }));
const stageOptions = STAGES.map((stage) => ({ value: String(stage), label: leadEnums.stages[stage] }));

/** The filters besides the search, as the URL has them; one object per URL change with the same values is equal (sameFilters). */
type OtherFilters = Pick<ListState, 'show' | 'proposalTypes' | 'statuses' | 'updatedFrom' | 'updatedTo' | 'closeMonth'>;

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const sameFilters = (a: OtherFilters, b: OtherFilters) => a.show === b.show && a.updatedFrom === b.updatedFrom
  && a.updatedTo === b.updatedTo && a.closeMonth === b.closeMonth && sameList(a.proposalTypes, b.proposalTypes) && sameList(a.statuses, b.statuses);

/**
 * Search (debounced), open/cancelled leads (issue 15), proposal types, lead statuses and the updated
 * date range (§2, §7). Memoised, and the typing lives in SearchField: a keystroke renders the search
 * box only, and a search's navigation renders the search box and the Clear button only (the other
 * fields compare by value; `onChange` keeps its identity, useListNavigation).
 */
export const LeadFilters = memo(function LeadFilters({ state, onChange, children }: { state: ListState; onChange: (patch: FilterPatch, options?: { replace?: boolean }) => void; children?: React.ReactNode }) {
  const clearAll = () => onChange(NO_FILTERS);
  // Phones (issue 15): the filters fold behind one button, so the list starts near the top.
  const [isPhone] = useMediaQuery([`(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`], { ssr: false });
  const [unfolded, setUnfolded] = useState(false);
  const showFields = !isPhone || unfolded;
  const [everUnfolded, setEverUnfolded] = useState(false);
  const fieldsId = useId();
  const active = (state.show !== 'OPEN' ? 1 : 0) + (state.proposalTypes.length ? 1 : 0) + (state.statuses.length ? 1 : 0) + (state.updatedFrom || state.updatedTo ? 1 : 0) + (state.closeMonth ? 1 : 0);

  return (
    <Flex as="section" aria-label={text.filtersLabel} gap="3" wrap="wrap" align="flex-end">
      <SearchField urlSearch={state.search} onChange={onChange} />
      {isPhone && (
        <Button size="sm" variant="outline" aria-expanded={unfolded} aria-controls={fieldsId} onClick={() => { setEverUnfolded(true); setUnfolded((v) => !v); }}>
          <SlidersHorizontal aria-hidden />
          {text.filtersToggle(active)}
        </Button>
      )}
      {/* display: contents keeps the fields in the row's flex layout. Folded on a phone they are not
          mounted until first unfolded (issue 28: five fields and two menus' machines were most of
          the phone list's chrome); after that, folding hides them. */}
      <Box id={fieldsId} display={showFields ? 'contents' : 'none'}>
        {(showFields || everUnfolded) && <FilterFields filters={state} onChange={onChange} />}
      </Box>
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
      {children}
    </Flex>
  );
});

/**
 * The search box: what is typed stays here and reaches the URL after a pause. "Clear filters" and
 * back/forward change the URL under it: it follows, unless the user has typed since it last agreed
 * with the URL (a list arriving late must not eat keystrokes).
 */
function SearchField({ urlSearch, onChange }: { urlSearch: string; onChange: (patch: FilterPatch, options?: { replace?: boolean }) => void }) {
  const [search, setSearch] = useState(urlSearch);
  const [agreed, setAgreed] = useState(urlSearch);
  if (urlSearch !== agreed) {
    setAgreed(urlSearch);
    if (search.trim() === agreed) setSearch(urlSearch);
  }
  useEffect(() => {
    if (search.trim() === urlSearch) return undefined;
    // Replace, not push: one history entry per search, not one per pause while typing.
    const timer = setTimeout(() => onChange({ search: search.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, urlSearch, onChange]);
  return (
    <Field.Root flex={{ base: '1 1 100%', md: '1 1 18rem' }} maxW={{ md: '26rem' }}>
      <Field.Label srOnly>{text.search}</Field.Label>
      <InputGroup startElement={<Search size={16} aria-hidden />}>
        <Input
          type="search"
          size="sm"
          value={search}
          placeholder={text.searchPlaceholder}
          // The api refuses a longer search (issue 11); a paste is cut here too, not only by the browser.
          maxLength={LEAD_SEARCH_MAX}
          onChange={(e) => setSearch(e.target.value.slice(0, LEAD_SEARCH_MAX))}
          onKeyDown={(e) => { if (e.key === 'Enter') onChange({ search: search.trim() }, { replace: true }); }}
        />
      </InputGroup>
    </Field.Root>
  );
}

/** Every filter but the search; renders again only when one of them changes. */
const FilterFields = memo(function FilterFields({ filters: state, onChange }: { filters: OtherFilters; onChange: (patch: FilterPatch) => void }) {
  // Stable between navigations (onChange keeps its identity): the menus skip the typing.
  const onProposalTypes = useCallback((values: (latest: readonly string[]) => string[]) =>
    onChange((current) => ({ proposalTypes: values(current.proposalTypes) as ProposalTypeValue[] })), [onChange]);
  const onStatuses = useCallback((values: (latest: readonly string[]) => string[]) =>
    onChange((current) => ({ statuses: values(current.statuses.map(String)).map(Number) })), [onChange]);
  const selectedStatuses = useMemo(() => state.statuses.map(String), [state.statuses]);
  return (
    <>
      <Field.Root w={{ base: 'calc(50% - 6px)', sm: '9.5rem' }}>
        <Field.Label fontSize="xs" color="fg.muted">{text.show}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            name="state"
            value={state.show}
            onChange={(e) => { const show = e.currentTarget.value as LeadStateValue; onChange({ show }); }}
          >
            {LEAD_STATES.map((value) => <option key={value} value={value}>{text.showStates[value]}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <MultiSelectMenu
        label={text.proposalType}
        options={proposalTypeOptions}
        selected={state.proposalTypes}
        onChange={onProposalTypes}
      />
      <MultiSelectMenu
        label={text.leadStatus}
        options={stageOptions}
        selected={selectedStatuses}
        onChange={onStatuses}
      />
      <Field.Root w={{ base: 'calc(50% - 6px)', sm: '10rem' }}>
        <Field.Label fontSize="xs" color="fg.muted">{text.updatedFrom}</Field.Label>
        <Input
          type="date"
          size="sm"
          value={state.updatedFrom ?? ''}
          min={FIRST_DAY}
          max={state.updatedTo ?? LAST_DAY}
          onChange={(e) => { const value = e.target.value; onChange((current) => pickRangeEnd(current, 'from', value)); }}
        />
      </Field.Root>
      <Field.Root w={{ base: 'calc(50% - 6px)', sm: '10rem' }}>
        <Field.Label fontSize="xs" color="fg.muted">{text.updatedTo}</Field.Label>
        <Input
          type="date"
          size="sm"
          value={state.updatedTo ?? ''}
          min={state.updatedFrom ?? FIRST_DAY}
          max={LAST_DAY}
          onChange={(e) => { const value = e.target.value; onChange((current) => pickRangeEnd(current, 'to', value)); }}
        />
      </Field.Root>
      {/* Issue 26: the forecast's month (YYYY-MM; a browser without a month picker takes it typed). */}
      <Field.Root w={{ base: 'calc(50% - 6px)', sm: '10rem' }}>
        <Field.Label fontSize="xs" color="fg.muted">{forecastListTexts.closeMonth}</Field.Label>
        <Input
          type="month"
          size="sm"
          name="close_month"
          value={state.closeMonth ?? ''}
          min="2000-01"
          max="2099-12"
          placeholder="YYYY-MM"
          title={forecastListTexts.closeMonthHelp}
          onChange={(e) => { const value = e.target.value; if (!value || validMonth(value)) onChange({ closeMonth: validMonth(value) }); }}
          data-testid="close-month-filter"
        />
      </Field.Root>
    </>
  );
}, (a, b) => a.onChange === b.onChange && sameFilters(a.filters, b.filters));
