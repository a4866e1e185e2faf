import { Button, CloseButton, Popover, Text } from '@chakra-ui/react';
import { LifeBuoy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { success, support as text } from '../../messages';
import { SupportForm } from './SupportForm';

type Phase = 'form' | 'thanks';

/**
 * §4 support popover: closed → form → thank-you after the request is created. The close icon
 * resets it to an empty form. Closing another way (Escape, a click outside, the trigger) keeps a
 * draft, since that is easy to do by accident, but never brings a finished request's thank-you back.
 */
export function ContactUsPopover() {
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>('form');
  // Changing the key remounts the form: the simplest complete reset (values, errors, file).
  const [formKey, setFormKey] = useState(0);
  const thanks = useRef<HTMLParagraphElement>(null);

  const reset = () => {
    setPhase('form');
    setFormKey((k) => k + 1);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && phase === 'thanks') reset();
  };

  // Move focus to the thank-you text so screen readers announce the result (the form is gone).
  useEffect(() => {
    if (phase === 'thanks') thanks.current?.focus();
  }, [phase]);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      positioning={{ placement: 'bottom-end' }}
      // Keeps the field focused first rather than the close button.
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-support-form] input[name="contact"]')}
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="brand" fontWeight="semibold">
          <LifeBuoy aria-hidden />
          {text.open}
        </Button>
      </Popover.Trigger>
      {/* No portal: the popover stays inside the header, so focus in it keeps the header shown. */}
      <Popover.Positioner>
        <Popover.Content css={{ '--popover-size': 'sizes.sm' }} data-support-form="">
          <Popover.Header display="flex" alignItems="start" justifyContent="space-between" gap="2">
            <Popover.Title fontWeight="semibold" textStyle="lg">
              {text.title}
            </Popover.Title>
            <Popover.CloseTrigger asChild position="static">
              <CloseButton
                size="sm"
                aria-label={text.close}
                onClick={() => {
                  setOpen(false);
                  reset();
                }}
              />
            </Popover.CloseTrigger>
          </Popover.Header>
          <Popover.Body maxH="calc(100dvh - 8rem)" overflowY="auto">
            {phase === 'form' ? (
              <>
                <Popover.Description color="fg.muted" mb="4">
                  {text.intro}
                </Popover.Description>
                <SupportForm key={formKey} onSubmitted={() => setPhase('thanks')} />
              </>
            ) : (
              <Text ref={thanks} tabIndex={-1} role="status">
                {success.supportThankYou}
              </Text>
            )}
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
