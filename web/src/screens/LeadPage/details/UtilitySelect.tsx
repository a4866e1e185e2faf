import { Input, NativeSelect } from '@chakra-ui/react';
import { Suspense, type ReactElement } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { UtilitySelectQuery } from '../../../__generated__/UtilitySelectQuery.graphql';
import { QuietBoundary } from '../../../components/layout/QuietBoundary';
import { zipOf } from '../../../../../shared/economics/zip';
import { leadPageTexts } from '../texts';

const t = leadPageTexts.details;

const query = graphql`
  query UtilitySelectQuery($zip: String!) {
    siteEconomics(zip: $zip) {
      utilities { name eiaId commercialRate }
    }
  }
`;

interface Props { address: string; value: string; maxLength?: number; onChange: (value: string) => void }

/**
 * The utility of a lead (issue 25): chosen among the utilities that serve the site's ZIP, from
 * NREL's utility-rates-by-ZIP table, each with its average commercial rate; the api estimates the
 * lead's rate again for the one chosen. Without a ZIP, or when the lookup fails, it stays a text
 * field; a stored name that is not one of the ZIP's (typed, or from the bills) stays selectable.
 */
export function UtilitySelect(props: Props) {
  const text = <Input value={props.value} maxLength={props.maxLength} onChange={(e) => props.onChange(e.currentTarget.value)} />;
  const zip = zipOf(props.address);
  if (!zip) return text;
  return (
    <QuietBoundary fallback={text}>
      <Suspense fallback={text}>
        <UtilityOptions {...props} zip={zip} fallback={text} />
      </Suspense>
    </QuietBoundary>
  );
}

function UtilityOptions({ zip, value, onChange, fallback }: Props & { zip: string; fallback: ReactElement }) {
  const utilities = useLazyLoadQuery<UtilitySelectQuery>(query, { zip }, { fetchPolicy: 'store-or-network' }).siteEconomics?.utilities ?? [];
  if (!utilities.length) return fallback;
  const known = value === '' || utilities.some((u) => u.name === value);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid="utility-select">
        <option value="">{t.notSet}</option>
        {!known && <option value={value}>{t.utilityOther(value)}</option>}
        {utilities.map((u) => <option key={`${u.eiaId ?? ''}|${u.name}`} value={u.name}>{t.utilityOption(u.name, u.commercialRate ?? null)}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
