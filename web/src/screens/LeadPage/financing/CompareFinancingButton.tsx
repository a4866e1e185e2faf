import { Button, CloseButton, Drawer, Portal, Skeleton } from '@chakra-ui/react';
import { Scale } from 'lucide-react';
import { Suspense, useState } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { shell } from '../../../messages';
import { lazyNamed } from '../../../routing/prefetch';
import { financingTexts as t } from './texts';

// Issue 28: the comparison's code (and its query) loads with the drawer, not with the lead page.
const FinancingPanel = lazyNamed(() => import('./FinancingPanel').then(({ FinancingPanel }) => ({ FinancingPanel })), 'FinancingPanel');

/** The Quotes tab's "Compare financing" button and the drawer it opens (issue 25); the comparison loads when it opens. */
export function CompareFinancingButton({ leadId }: { leadId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" colorPalette="brand" size="sm" onClick={() => setOpen(true)}>
        <Scale aria-hidden />
        {t.open}
      </Button>
      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement={{ base: 'bottom', md: 'end' }} size={{ base: 'full', md: 'xl' }}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content roundedTop={{ base: 'l3', md: 'none' }} maxH={{ base: '90dvh', md: 'none' }}>
              <Drawer.Header>
                <Drawer.Title>{t.title}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body tabIndex={0}>
                {open && (
                  <ErrorBoundary>
                    <Suspense fallback={<Skeleton height="48" role="status" aria-label={shell.loading} />}>
                      <FinancingPanel leadId={leadId} />
                    </Suspense>
                  </ErrorBoundary>
                )}
              </Drawer.Body>
              <Drawer.Footer>
                <Drawer.ActionTrigger asChild><Button variant="outline">{t.close}</Button></Drawer.ActionTrigger>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild><CloseButton size="sm" aria-label={t.close} /></Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
