import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { isNumericText, NumericInput, numericValue } from './NumericInput';
import { PhoneInput } from './PhoneInput';
import { fieldTexts } from './texts';

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

  it('issue 26: a pasted "86,000" is read as 86000; what cannot be read keeps the value and says why', () => {
    render(<Harness integer />);
    const input = screen.getByLabelText('Size') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '86,000' } });
    expect(input.value).toBe('86000');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(input, { target: { value: '86,000 sq ft' } });
    expect(input.value).toBe('86000');
    expect(screen.getByRole('status').textContent).toBe(fieldTexts.numberHasText('sq ft'));
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    fireEvent.change(input, { target: { value: '$1,250' } });
    expect(input.value).toBe('1250');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

function PhoneHarness() {
  const [value, setValue] = useState('');
  return (
    <ChakraProvider value={defaultSystem}>
      <label htmlFor="p">Phone</label>
      <PhoneInput id="p" value={value} onValueChange={setValue} />
      <output data-testid="digits">{value}</output>
    </ChakraProvider>
  );
}

describe('PhoneInput (issue 26)', () => {
  it('a pasted "(937) 555-0142" keeps all ten digits (no maxLength cuts it)', () => {
    render(<PhoneHarness />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(input.maxLength).toBe(-1);
    fireEvent.change(input, { target: { value: '(937) 555-0142' } });
    expect(input.value).toBe('9375550142');
    fireEvent.change(input, { target: { value: '+1 937.555.0142' } });
    expect(screen.getByTestId('digits').textContent).toBe('9375550142');
  });
  it('letters or an extension keep the number and say why', () => {
    render(<PhoneHarness />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '937' } });
    fireEvent.change(input, { target: { value: '937-555-0142 x12' } });
    expect(input.value).toBe('937');
    expect(screen.getByTestId('field-paste-problem').textContent).toBe(fieldTexts.phoneExtension);
  });
});
