import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

type PadEvent = PointerEvent<HTMLElement>;
import { countersignTexts as t } from './texts';

/** The pad's drawing size: within the api's limits (drawn-signature.ts: 2000 px a side, 600,000 px). */
const WIDTH = 600;
const HEIGHT = 160;

/**
 * An optional drawn signature (issue 26 item 14): mouse, pen or finger; it reports a PNG data URL
 * once something is drawn, null after Clear. The typed name signs without it, so keyboard users
 * lose nothing; the api checks the PNG like the customer's (size, chunks, enough ink).
 */
export function SignaturePad({ onChange, disabled }: { onChange: (dataUrl: string | null) => void; disabled?: boolean }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const setCanvas = (node: HTMLElement | null) => { canvas.current = node as HTMLCanvasElement | null; };
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111827';
  }, []);

  const point = (event: PadEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / (box.width || WIDTH)) * WIDTH, y: ((event.clientY - box.top) / (box.height || HEIGHT)) * HEIGHT };
  };
  const down = (event: PadEvent) => {
    if (disabled) return;
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PadEvent) => {
    if (!drawing.current) return;
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
    setInked(true);
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (inked && canvas.current) onChange(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    const context = canvas.current?.getContext('2d');
    context?.clearRect(0, 0, WIDTH, HEIGHT);
    setInked(false);
    onChange(null);
  };

  return (
    <Box>
      <Text fontWeight="medium" textStyle="sm" mb="1" id="signature-pad-label">{t.draw}</Text>
      <Box as="canvas" ref={setCanvas} width={WIDTH} height={HEIGHT} aria-labelledby="signature-pad-label" role="img"
        display="block" w="full" h={{ base: '9rem', sm: '10rem' }} borderWidth="2px" borderStyle="dashed" borderColor="border.emphasized"
        rounded="md" bg="white" style={{ touchAction: 'none' }} cursor={disabled ? 'not-allowed' : 'crosshair'}
        onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerLeave={up} data-testid="signature-pad" />
      <HStack justify="space-between" mt="1" gap="2">
        <Text textStyle="xs" color="fg.muted">{t.drawHelp}</Text>
        <Button size="xs" variant="outline" onClick={clear} disabled={disabled || !inked}>{t.clear}</Button>
      </HStack>
    </Box>
  );
}
