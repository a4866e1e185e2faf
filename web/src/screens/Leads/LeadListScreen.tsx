import { Box, Button, Flex, Heading, Progress, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useTransition } from 'react';
import { fetchQuery, useQueryLoader, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { LeadListScreenQuery } from '../../__generated__/LeadListScreenQuery.graphql';
import { useViewer } from '../../auth/ViewerProvider';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { paths } from '../../routing/paths';
import { LeadListContent, leadListQuery } from './LeadListContent';
import { LeadListSkeleton } from './LeadListSkeleton';
import { listVariables, parseListState, tabFromHash } from './listParams';
import { listTexts as text } from './texts';
import { useListNavigation } from './useListNavigation';
import { useMapQueryEarly } from './useMapQueryEarly';
import { HandedToUsBanner } from '../LeadPage/handoff/HandedToUs';

/**
 * /manage/leads (§2): the default page. The URL is the state (listParams.ts); each change loads the
 * screen's one query inside a transition, so the current list stays on screen, dimmed, until the
 * answer arrives instead of flashing a skeleton.
 */
export function LeadListScreen() {
  const { viewer } = useViewer();
  const location = useLocation();
  const state = useMemo(() => parseListState(new URLSearchParams(location.search)), [location.search]);
  const tab = tabFromHash(location.hash);
  const showOrganization = !!viewer?.isSuperAdmin;
  const variables = useMemo(() => listVariables(state, tab, showOrganization), [state, tab, showOrganization]);

  const [queryRef, loadQuery] = useQueryLoader<LeadListScreenQuery>(leadListQuery);
  const [isPending, startTransition] = useTransition();
  useEffect(() => {
    startTransition(() => loadQuery(variables, { fetchPolicy: 'store-or-network' }));
  }, [loadQuery, variables]);
  // §4: after a deletion the summary and the list reload with the same search, page, size, sort and filters.
  // Stable (reads the variables shown last): the memoised toolbar and rows' actions take it.
  const shown = useRef(variables);
  useLayoutEffect(() => { shown.current = variables; }, [variables]);
  const reload = useCallback(() => {
    startTransition(() => loadQuery(shown.current, { fetchPolicy: 'network-only' }));
  }, [loadQuery]);

  // The answer is asked for as soon as the URL changes, not after the navigation has rendered
  // (a 50-row screen): loadQuery then joins this request (same operation and variables).
  const environment = useRelayEnvironment();
  const prefetch = useCallback((search: string, hash: string) => {
    const next = listVariables(parseListState(new URLSearchParams(search)), tabFromHash(hash), showOrganization);
    fetchQuery(environment, leadListQuery, next, { fetchPolicy: 'store-or-network' }).subscribe({});
  }, [environment, showOrganization]);
  const nav = useListNavigation(prefetch);
  useMapQueryEarly(tab === 'leads-map', state);

  return (
    <Stack gap="5" mt="2">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">{text.title}</Heading>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={paths.intakeForm}><Plus aria-hidden />{text.newLead}</RouterLink>
        </Button>
      </Flex>
      {/* Issue 26: an EPC organization's users are told of leads handed to them; no one else asks. */}
      {viewer?.organization?.businessType === 'EPC_MEMBER' && <HandedToUsBanner />}
      <Box position="relative">
        {isPending && (
          <Progress.Root value={null} size="xs" colorPalette="brand" position="absolute" top="-3" insetX="0" aria-label={text.loadingList}>
            <Progress.Track><Progress.Range /></Progress.Track>
          </Progress.Root>
        )}
        {/* A failed list clears on navigation and on the next answer; "Try again" fetches again. */}
        <ErrorBoundary resetKeys={[queryRef]} onRetry={reload}>
          <Suspense fallback={<LeadListSkeleton />}>
            {queryRef ? (
              <LeadListContent queryRef={queryRef} state={state} tab={tab} busy={isPending} showOrganization={showOrganization} nav={nav} onReload={reload} />
            ) : (
              <LeadListSkeleton />
            )}
          </Suspense>
        </ErrorBoundary>
      </Box>
    </Stack>
  );
}
