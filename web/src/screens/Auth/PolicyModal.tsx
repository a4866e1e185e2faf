import { Button, Dialog, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LazyPdfPager } from '../../components/pdf/LazyPdfPager';
import { PHONE_DIALOG, PHONE_WINDOW, policyFitWidth } from '../../components/pdf/pageWidth';
import { useWindowWidth } from '../../components/pdf/useWindowWidth';
import { terms } from '../../messages';
import { FormAlert } from './FormAlert';

/** The dialog body's horizontal padding (Chakra's md dialog: 1.5rem each side). */
const BODY_PADDING_PX = 48;

export interface PolicyModalProps {
  title: string;
  /** The PDF's URL; null when the api has none configured; undefined while the URLs load. */
  url: string | null | undefined;
  step: number;
  steps: number;
  onAccept: () => void;
  onDecline: () => void;
  /** The last Accept is being sent (acceptTerms). */
  accepting?: boolean;
  /** Why the last Accept failed, shown inline. */
  error?: string | null;
}

/**
 * One §4 policy document: its title, the PDF paged at the §9 width (on a phone, the window's: the
 * page fits it and zooms, issue 15), Decline and Accept. Chakra's
 * Dialog traps focus and closes on Escape; Escape counts as Decline, and a click outside does
 * nothing, so the only ways on are the two explicit answers.
 */
export function PolicyModal({ title, url, step, steps, onAccept, onDecline, accepting = false, error }: PolicyModalProps) {
  const windowWidth = useWindowWidth();
  // Issue 15: on a phone the dialog takes the window's width and the page fits it (zoom for more).
  const phone = windowWidth < PHONE_WINDOW;
  const pageWidth = policyFitWidth(windowWidth);
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => { if (!details.open && !accepting) onDecline(); }}
      closeOnInteractOutside={false}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            width={phone ? `calc(100vw - ${2 * PHONE_DIALOG.margin}px)` : `${pageWidth + BODY_PADDING_PX}px`}
            maxW={`calc(100vw - ${2 * PHONE_DIALOG.margin}px)`}
            mx={phone ? `${PHONE_DIALOG.margin}px` : undefined}
          >
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Text fontSize="sm" color="fg.muted">{terms.step(step, steps)}</Text>
              <Dialog.Title>{title}</Dialog.Title>
              <Dialog.Description fontSize="sm" color="fg.muted">{terms.intro}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body px={phone ? `${PHONE_DIALOG.padding}px` : undefined}>
              <Stack gap="4">
                {url === undefined && <Skeleton height="40" width="full" />}
                {url === null && <Text>{terms.notConfigured}</Text>}
                {url && <LazyPdfPager url={url} width={pageWidth} title={title} zoomable />}
                {error && <FormAlert title={error} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onDecline} disabled={accepting}>{terms.decline}</Button>
              <Button colorPalette="brand" onClick={onAccept} loading={accepting} disabled={url === undefined}>
                {terms.accept}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
