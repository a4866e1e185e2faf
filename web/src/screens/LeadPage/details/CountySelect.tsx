import { Input, NativeSelect } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CountySelectQuery } from '../../../__generated__/CountySelectQuery.graphql';
import { leadPageTexts } from '../texts';

const t = leadPageTexts.details;

const query = graphql`
  query CountySelectQuery($state: String!) {
    counties(state: $state)
  }
`;

interface Props { state: string | null | undefined; value: string; maxLength?: number; onChange: (value: string) => void }

/**
 * The county of a lead (issue 12; §3 mentions a county list without naming it): chosen from the
 * real counties of the state the address names, which the api knows from its ZIP index. Without a
 * state (an address that names none) it stays a text field; a stored value that is not one of the
 * state's counties stays selectable rather than silently lost.
 */
export function CountySelect(props: Props) {
  const text = <Input value={props.value} maxLength={props.maxLength} onChange={(e) => props.onChange(e.currentTarget.value)} />;
  if (!props.state) return text;
  return (
    <Suspense fallback={text}>
      <CountyOptions {...props} state={props.state} />
    </Suspense>
  );
}

function CountyOptions({ state, value, onChange }: Props & { state: string }) {
  // Without the list (null when the lookup failed), the field still shows and keeps its value.
  const counties = useLazyLoadQuery<CountySelectQuery>(query, { state }, { fetchPolicy: 'store-or-network' }).counties ?? [];
  const known = value === '' || counties.includes(value);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid="county-select">
        <option value="">{t.notSet}</option>
        {!known && <option value={value}>{t.countyOther(value)}</option>}
        {counties.map((county) => <option key={county} value={county}>{county}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
