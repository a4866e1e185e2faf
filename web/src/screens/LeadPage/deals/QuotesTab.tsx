import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { LeadPricingProvider } from './shared/LeadPricingProvider';
import { Calculator, Landmark } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { leadFlow, success } from '../../../messages';
import type { UserErrors } from '../../../mutations/userErrors';
import type { QuotesTab_lead$key } from '../../../__generated__/QuotesTab_lead.graphql';
import type { createPaceQuoteMutation } from '../../../__generated__/createPaceQuoteMutation.graphql';
import type { createQuoteMutation } from '../../../__generated__/createQuoteMutation.graphql';
import type { generateQuoteMutation } from '../../../__generated__/generateQuoteMutation.graphql';
import { notifyError } from '../../../components/ui/toaster';
import { createPaceQuote } from './mutations/createPaceQuote';
import { createQuote } from './mutations/createQuote';
import { generateQuote } from './mutations/generateQuote';
import { QuoteCard } from './quotes/QuoteCard';
import { QuoteDialog } from './quotes/QuoteDialog';
import { quoteInput, type QuoteForm, type QuoteKind, type QuoteProblems } from './quotes/quoteForm';
import { ActionProgress } from './shared/ActionProgress';
import { DealEmptyState } from './shared/EmptyState';
import { formKeyOfApiField } from './shared/pricingForm';
import { useDealAction } from './shared/useDealAction';
import { usePollWhileProcessing } from './shared/usePollWhileProcessing';
import { useSettleWhenDone } from './shared/useSettleWhenDone';
import { dealTexts } from './texts';
import { useLeadWritable } from '../leadWritable';
import { CompareFinancingButton } from '../financing/CompareFinancingButton';

const t = dealTexts.quotes;
const NO_ERRORS = { fields: {}, form: [] as string[] };

/** The api's pre-validation messages: those of a form field beside it, the others above the buttons. */
function serverErrorsOf(userErrors: UserErrors, fieldKeys: ReadonlySet<string>) {
  const fields: QuoteProblems = {};
  const form: string[] = [];
  for (const e of userErrors) {
    const key = formKeyOfApiField(e.field);
    if (key && fieldKeys.has(key)) fields[key] = e.messages.join(' ');
    else form.push(...e.messages);
  }
  return { fields, form };
}
const FIELD_KEYS = new Set(['systemType', 'systemSize', 'estimatedYearProduction', 'epcPrice', 'epcPriceUnit', 'pricingBasis', 'pricingValue', 'storage',
  'essCapacity', 'essPrice', 'essPriceUnit', 'escalator', 'dealKind', 'region', 'utilityRate', 'program', 'bondDiscountMode', 'termYears', 'interestRate', 'roofCost']);

/**
 * CONTRACT (issue 5): the lead page's Quotes tab. The lead page spreads `...QuotesTab_lead` into
 * its one query and renders <QuotesTab lead={lead} />; this file owns everything inside the tab.
 * §4: create a quote or a PACE quote, generate a quote; refused input shows the api's messages.
 */
export function QuotesTab({ lead }: { lead: QuotesTab_lead$key }) {
  const writable = useLeadWritable();
  const data = useFragment(
    graphql`
      fragment QuotesTab_lead on Lead {
        id
        databaseId
        ...LeadPricingProvider_lead
        property {
          state
        }
        quotes {
          # Flat on purpose: graphql-armor counts each fragment spread as two levels (depth limit 12).
          id
          databaseId
          quoteType
          quoteTypeLabel
          status
          statusLabel
          created
          dateGenerated
          pdf {
            name
          }
          error
          paceValues {
            program
          }
          quoteData {
            pricing {
              contractPrice
              ppaRate
            }
            systemSavings {
              year25CumulativeSavings
            }
            cashFlow {
              year
              savings
              cumulativeSavings
            }
            pace {
              financedAmount
              annualAssessment
              termYears
              interestRate
              year25CumulativeNet
              cashFlow {
                year
                net
                cumulativeNet
              }
            }
          }
        }
      }
    `,
    lead,
  );
  const action = useDealAction();
  const [dialog, setDialog] = useState<QuoteKind | null>(null);
  const [serverErrors, setServerErrors] = useState<{ fields: QuoteProblems; form: string[] }>(NO_ERRORS);
  const open = (kind: QuoteKind) => { setServerErrors(NO_ERRORS); setDialog(kind); };
  const close = () => setDialog(null);

  usePollWhileProcessing(data.databaseId, data.quotes.some((q) => q.status === 'PROCESSING'));
  useSettleWhenDone(action, data.quotes);

  // §4: on failure the pre-validation messages show (here, in the dialog and a toast) and the lead
  // reloads: the refused payload still carries the refreshed lead.
  const onUserErrors = (userErrors: UserErrors) => {
    const found = serverErrorsOf(userErrors, FIELD_KEYS);
    setServerErrors(found);
    notifyError([...Object.values(found.fields), ...found.form].join(' '), t.failed);
  };

  const submit = (form: QuoteForm) => {
    if (dialog === 'PACE') {
      action.run<createPaceQuoteMutation>({
        mutation: createPaceQuote,
        variables: { input: quoteInput(data.id, 'PACE', form) },
        loading: leadFlow.paceQuoteGenerating,
        payloadOf: (r) => r.createPaceQuote,
        onSuccess: (_, r) => { close(); return { message: success.paceQuoteCreated(r.createPaceQuote.quote?.databaseId ?? '') }; },
        onUserErrors,
      });
    } else {
      action.run<createQuoteMutation>({
        mutation: createQuote,
        variables: { input: quoteInput(data.id, 'STANDARD', form) },
        loading: leadFlow.quoteGenerating,
        payloadOf: (r) => r.createQuote,
        onSuccess: (_, r) => { close(); return { message: success.quoteCreated(r.createQuote.quote?.databaseId ?? '') }; },
        onUserErrors,
      });
    }
  };

  const generate = (id: string, pace: boolean) => action.run<generateQuoteMutation>({
    mutation: generateQuote,
    variables: { id },
    loading: pace ? leadFlow.paceQuoteGenerating : leadFlow.quoteGenerating,
    payloadOf: (r) => r.generateQuote,
    onSuccess: (_, r) => {
      const q = r.generateQuote.quote;
      const message = success.quoteGenerated(q?.databaseId ?? '');
      return q?.status === 'PROCESSING' ? { waitFor: { id: q.id, message } } : { message };
    },
  });

  return (
    <Stack gap="4" pt="2">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md">{t.title}</Heading>
        <HStack gap="2" flexWrap="wrap">
          <CompareFinancingButton leadId={data.id} />
          {writable && <>
          <Button variant="outline" colorPalette="brand" size="sm" onClick={() => open('PACE')} disabled={action.busy}>
            <Landmark aria-hidden />
            {t.createPace}
          </Button>
          <Button colorPalette="brand" size="sm" onClick={() => open('STANDARD')} disabled={action.busy}>
            <Calculator aria-hidden />
            {t.create}
          </Button>
          </>}
        </HStack>
      </HStack>
      <ActionProgress message={action.loading} value={action.progress} />
      {data.quotes.length === 0 ? (
        <DealEmptyState icon={<Calculator />} title={t.empty} description={t.emptyHint} />
      ) : (
        data.quotes.map((q) => <QuoteCard key={q.id} quote={q} onGenerate={generate} busy={action.busy || !writable} />)
      )}
      {dialog && (
        <LeadPricingProvider lead={data}>
            <QuoteDialog key={dialog} kind={dialog} siteState={data.property.state} onClose={close} onSubmit={submit} submitting={action.busy} serverErrors={serverErrors} progress={{ message: action.loading, value: action.progress }} />
          </LeadPricingProvider>
      )}
    </Stack>
  );
}
