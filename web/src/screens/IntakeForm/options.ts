import { leadEnums, leadIntakeLabels as labels, leadLabels } from '../../messages';
import type { Option } from './steps/SelectField';

const entries = (record: Record<string, string>): Option[] => Object.entries(record).map(([value, label]) => ({ value, label }));
const same = (list: readonly string[]): Option[] => list.map((label) => ({ value: label, label }));

export const ownerTypeOptions = entries(labels.ownerTypes);
/** Codes 1–25 (§3 building use). */
export const buildingUseOptions: Option[] = labels.buildingUses.map((label, i) => ({ value: String(i + 1), label: `${i + 1} – ${label}` }));
export const installTypeOptions = entries(labels.installTypes);
export const yesNoOptions = entries(labels.yesNoUnknown);
export const proposalTypeOptions = entries(leadLabels.proposalTypes);
export const intentOptions = entries(labels.proposalIntents);
/** Roof complexity is free text in the api; these are the values the portal offers (ours). */
export const roofComplexityOptions = same(['Simple', 'Moderate', 'Complex']);

/** §3 file kinds 0–9 as LeadFileType enum names, in value order. */
export const FILE_TYPES = [
  'OTHER_FILES', 'ROOF_LAYOUT_FILE', 'DIRECT_ACCESS_CONTRACT', 'ENERGY_MODELING_FILE', 'SOLAR_DESIGN_FILE',
  'PRODUCTION_SIMULATION_FILE', 'SITE_SURVEY', 'INTERVAL_DATA', 'ROOF_WARRANTY', 'OTHER_PV_DESIGN_REPORT',
] as const;
export const fileKindOptions: Option[] = FILE_TYPES.map((value, i) => ({ value, label: leadEnums.fileKinds[i] }));

export const labelOf = (options: readonly Option[], value: string | null | undefined) =>
  options.find((o) => o.value === value)?.label ?? value ?? '';
