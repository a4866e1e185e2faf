import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { isNumericText, NumericInput, numericValue } from './NumericInput';

describe('§5 numeric text', () => {
  it.each(['', '-', '.', '-.', '0', '12', '12.', '12.5', '-0.25', '.5'])('accepts %j', (text) => {
    expect(isNumericText(text)).toBe(true);
  });
  it.each(['a', '1a', '1.2.3', '--1', '1-', '1,5', '1e3', ' 1', '+1'])('refuses %j', (text) => {
    expect(isNumericText(text)).toBe(false);
  });
  it('reads the number, or null while there is none yet', () => {
    expect(numericValue('-12.5')).toBe(-12.5);
    expect(numericValue('12.')).toBe(12);
    expect(numericValue('')).toBeNull();
    expect(numericValue('-')).toBeNull();
    expect(numericValue('-.')).toBeNull();
    expect(numericValue('abc')).toBeNull();
  });
});

function Harness({ integer }: { integer?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <ChakraProvider value={defaultSystem}>
      <label htmlFor="n">Size</label>
      <NumericInput id="n" value={value} onValueChange={setValue} integer={integer} />
    </ChakraProvider>
  );
}

describe('NumericInput', () => {
  it('keeps numeric text and refuses anything else', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Size') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-' } });
    expect(input.value).toBe('-');
    fireEvent.change(input, { target: { value: '-1.5' } });
    expect(input.value).toBe('-1.5');
    fireEvent.change(input, { target: { value: '-1.5x' } });
    expect(input.value).toBe('-1.5');
    fireEvent.change(input, { target: { value: '-1.5.2' } });
    expect(input.value).toBe('-1.5');
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    expect(input.inputMode).toBe('decimal');
  });

  it('integer: refuses the dot', () => {
    render(<Harness integer />);
    const input = screen.getByLabelText('Size') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '15' } });
    fireEvent.change(input, { target: { value: '15.' } });
    expect(input.value).toBe('15');
  });
});
