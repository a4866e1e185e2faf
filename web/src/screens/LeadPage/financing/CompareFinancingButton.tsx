import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { FinancingPanel } from './FinancingPanel';
import { financingTexts as t } from './texts';

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
                    <FinancingPanel leadId={leadId} />
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
