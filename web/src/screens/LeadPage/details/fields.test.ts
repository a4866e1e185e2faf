import { describe, expect, it } from 'vitest';
import { buildingUseOptions, roofComplexityOptions } from '../../IntakeForm/options';
import { toInputValue } from './draft';
import { GROUPS } from './fields';
import { formatValue } from './format';

const property = GROUPS.find((g) => g.key === 'property')!;
const field = (name: string) => property.fields.find((f) => f.name === name)!;

// Issue 15: the lead editor offers the wizard's lists, and the read view shows labels, not codes.
describe('building use and roof complexity in the lead editor', () => {
  it('building use is the wizard\'s labelled list, read as its label and sent as its code', () => {
    const buildingUse = field('buildingUse');
    expect(buildingUse.options).toBe(buildingUseOptions);
    expect(formatValue(buildingUse, 6)).toBe(buildingUseOptions[5].label);
    expect(toInputValue(buildingUse, '6')).toBe(6);
    // A code outside the list (older data) still reads as its number.
    expect(formatValue(buildingUse, 40)).toBe('40');
  });

  it('roof complexity is the wizard\'s list', () => {
    const roof = field('roofComplexity');
    expect(roof.kind).toBe('select');
    expect(roof.options).toBe(roofComplexityOptions);
    expect(formatValue(roof, 'Moderate')).toBe('Moderate');
  });
});
