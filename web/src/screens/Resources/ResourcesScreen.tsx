import { Card, EmptyState, Flex, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { FolderOpen } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import type { deleteResourceMutation as DeleteResourceMutation } from '../../__generated__/deleteResourceMutation.graphql';
import type { ResourcesScreenQuery } from '../../__generated__/ResourcesScreenQuery.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorBoundary, useRetryKey } from '../../components/ErrorBoundary';
import { friendlyError } from '../../components/friendlyError';
import { notifyError, notifySuccess } from '../../components/ui/toaster';
import { canManageResources } from '../../auth/permissions';
import { success } from '../../messages';
import { firstUserError } from '../../mutations/userErrors';
import { deleteResourceMutation } from './deleteResource';
import { pagingSearch, readPaging, RESOURCE_PAGE_SIZES } from './params';
import { ResourcesSkeleton } from './ResourcesSkeleton';
import { ResourceTable, type ResourceRef } from './ResourceTable';
import { ResourceUploadButton } from './ResourceUploadButton';
import { TablePagination } from '../../components/table/TablePagination';
import { resourcesTexts as t } from './texts';
import { useResourceUpload } from './useResourceUpload';

/** The screen's one query: who may manage resources, and one page of them (§9: 10 by default). */
const resourcesQuery = graphql`
  query ResourcesScreenQuery($page: Int!, $pageSize: Int!) {
    viewer {
      isSuperAdmin
    }
    resources(page: $page, pageSize: $pageSize) @required(action: THROW) {
      totalCount
      pageInfo {
        pageCount
      }
      ...ResourceTable_resources
    }
  }
`;

/** /user/resources (§2): everyone lists the portal's resources; super admins upload and delete them. */
export function ResourcesScreen() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<ResourcesSkeleton />}>
        <ResourcesContent />
      </Suspense>
    </ErrorBoundary>
  );
}

function ResourcesContent() {
  const location = useLocation();
  const navigate = useNavigate();
  const { page, pageSize } = readPaging(new URLSearchParams(location.search));
  const fetchKey = useRetryKey();
  const data = useLazyLoadQuery<ResourcesScreenQuery>(resourcesQuery, { page, pageSize }, { fetchPolicy: 'store-and-network', fetchKey });
  const environment = useRelayEnvironment();
  // Portal resources are shown to every organization, so only super admins manage them (the api enforces it).
  const canManage = canManageResources(data.viewer);
  const { totalCount, pageInfo } = data.resources;

  const goTo = useCallback(
    (nextPage: number, nextSize: number, replace = false) => navigate({ search: pagingSearch(nextPage, nextSize) }, { replace }),
    [navigate],
  );
  // §4: after an upload or a delete, the table reloads with the current page and size. The answer
  // lands in the store, so the table updates in place without a loading state.
  const reload = useCallback(() => {
    fetchQuery(environment, resourcesQuery, { page, pageSize }).subscribe({ error: () => {} });
  }, [environment, page, pageSize]);

  // Deleting the last row of the last page leaves an empty page: show the one before it.
  const pastTheEnd = page > 1 && page > pageInfo.pageCount;
  useEffect(() => {
    if (pastTheEnd) goTo(Math.max(1, pageInfo.pageCount), pageSize, true);
  }, [pastTheEnd, pageInfo.pageCount, pageSize, goTo]);

  const { upload, uploading } = useResourceUpload(reload);
  const [toDelete, setToDelete] = useState<ResourceRef | null>(null);
  const [commitDelete, deleting] = useMutation<DeleteResourceMutation>(deleteResourceMutation);
  const confirmDelete = () => {
    if (!toDelete) return;
    commitDelete({
      variables: { id: toDelete.id },
      onCompleted: ({ deleteResource }) => {
        setToDelete(null);
        const refusal = firstUserError(deleteResource.userErrors);
        if (refusal) return void notifyError(refusal);
        notifySuccess(deleteResource.message || success.resourceDeleted);
        reload();
      },
      onError: (error) => {
        setToDelete(null);
        notifyError(friendlyError(error));
      },
    });
  };

  return (
    <Stack gap="5">
      <Flex gap="4" align={{ base: 'stretch', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="1">
          <Heading as="h1" size="xl">{t.title}</Heading>
          <Text color="fg.muted" textStyle="sm">{t.intro}</Text>
        </Stack>
        {canManage && <ResourceUploadButton busy={uploading !== null} onFile={upload} />}
      </Flex>
      {uploading && (
        <Progress.Root value={uploading.percent} size="sm" colorPalette="brand">
          <Progress.Label textStyle="sm" mb="1">{t.uploading(uploading.fileName)}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Card.Root variant="outline" minW="0">
        <Card.Body p={{ base: '3', md: '5' }} gap="4" minW="0">
          {totalCount === 0 ? (
            <EmptyState.Root size="sm">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <FolderOpen aria-hidden />
                </EmptyState.Indicator>
                <EmptyState.Title>{t.emptyTitle}</EmptyState.Title>
                <EmptyState.Description>{canManage ? t.emptyAdmin : t.emptyUser}</EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <>
              <ResourceTable
                resources={data.resources}
                back={`${location.pathname}${location.search}`}
                onDelete={canManage ? setToDelete : null}
              />
              <TablePagination
                page={page}
                pageSize={pageSize}
                totalCount={totalCount}
                pageSizeOptions={RESOURCE_PAGE_SIZES}
                onPageChange={(next) => goTo(next, pageSize)}
                onPageSizeChange={(size) => goTo(1, size)}
              />
            </>
          )}
        </Card.Body>
      </Card.Root>
      {/* Deleting a resource removes it for everyone, so it is confirmed first. */}
      <ConfirmDialog
        open={toDelete !== null}
        onCancel={() => setToDelete(null)}
        title={t.deleteTitle}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.keep}
        busy={deleting}
        onConfirm={confirmDelete}
      >
        {toDelete ? t.deleteText(toDelete.name) : null}
      </ConfirmDialog>
    </Stack>
  );
}
