import { PACE, PACE_PROGRAMS } from './pace.js';

/**
 * Commercial PACE (C-PACE) programs on file, by state (issue 25): the financing comparison offers
 * PACE only where the site's state has one here. Facts are as the named public source states
 * them; where a source gives no figure the field is null ("per program") and the comparison uses
 * the documented default of pace.ts (term PACE.defaultTermYears, rate PACE.defaultInterestRate).
 * C-PACE rates are set by the private capital provider for each project, not by the programs, so
 * no program here has a rate of its own.
 *
 * This is a short list of programs whose administrator and terms a public source names, not every
 * state with a PACE statute (PACENation and the C-PACE Alliance keep the full maps). Add a state
 * here, with its source, to offer PACE there.
 */
export interface PaceProgramSource {
  name: string;
  url: string;
  /** The year the terms were read from the source. */
  year: number;
}

export interface PaceProgram {
  /** Id used by the api (`pace_program`); California's ids are the PACE quote's programs (pace.ts). */
  id: string;
  state: string;
  name: string;
  administrator: string;
  /** Longest term the source states, years; null: per program (the comparison uses PACE.defaultTermYears). */
  max_term_years: number | null;
  /** Rate range the source states, %/yr; null: set per project by the capital provider. */
  rate_range: [number, number] | null;
  /** Largest share of the property's value the source allows, %; null: per program. */
  max_share_of_value: number | null;
  /** Program fees the source states (California's programs of pace.ts); null: per program, not modelled. */
  fees: { percent: number; fixed: number } | null;
  source: PaceProgramSource;
}

const CPACE_CA_NOTE = { name: 'California Statewide Communities Development Authority; fees as the PACE quote charges them (shared/pricing/pace.ts)', url: 'https://www.cscda.org/', year: 2026 };

export const PACE_PROGRAM_TABLE: readonly PaceProgram[] = [
  // California: the PACE quote's two programs (pace.ts), with the fees the quote charges.
  {
    id: 'CSCDA', state: 'CA', name: 'CSCDA Open PACE', administrator: 'California Statewide Communities Development Authority',
    max_term_years: null, rate_range: null, max_share_of_value: null,
    fees: { percent: PACE.programs.CSCDA.feePercent, fixed: PACE.programs.CSCDA.fixedFee }, source: CPACE_CA_NOTE,
  },
  {
    id: 'WRCOG', state: 'CA', name: 'WRCOG PACE', administrator: 'Western Riverside Council of Governments',
    max_term_years: null, rate_range: null, max_share_of_value: null,
    fees: { percent: PACE.programs.WRCOG.feePercent, fixed: PACE.programs.WRCOG.fixedFee },
    source: { ...CPACE_CA_NOTE, name: 'Western Riverside Council of Governments; fees as the PACE quote charges them (shared/pricing/pace.ts)', url: 'https://wrcog.us/' },
  },
  {
    id: 'CO-CPACE', state: 'CO', name: 'Colorado C-PACE', administrator: 'Colorado New Energy Improvement District',
    max_term_years: 25, rate_range: null, max_share_of_value: null, fees: null,
    source: { name: 'Colorado C-PACE, FAQs ("up to 25 years")', url: 'https://copace.com/capital-providers/faqs', year: 2026 },
  },
  {
    id: 'CT-CPACE', state: 'CT', name: 'Connecticut C-PACE', administrator: 'Connecticut Green Bank',
    max_term_years: 25, rate_range: null, max_share_of_value: null, fees: null,
    source: { name: 'Connecticut Green Bank, C-PACE FAQ ("terms ranging from 5 to 25 years")', url: 'https://ctgreenbank.com/resources/c-pace-faq', year: 2026 },
  },
  {
    id: 'MA-PACE', state: 'MA', name: 'PACE Massachusetts', administrator: 'MassDevelopment with the Massachusetts Department of Energy Resources',
    max_term_years: 20, rate_range: null, max_share_of_value: null, fees: null,
    source: { name: 'MassDevelopment, Property Assessed Clean Energy ("up to 20 years")', url: 'https://www.massdevelopment.com/pace', year: 2026 },
  },
  {
    id: 'MI-LAGM', state: 'MI', name: 'Lean & Green Michigan', administrator: 'Levin Energy Partners (for the participating PACE districts)',
    max_term_years: null, rate_range: null, max_share_of_value: null, fees: null,
    source: { name: 'Lean & Green Michigan', url: 'https://leanandgreenmi.com/', year: 2026 },
  },
  {
    id: 'TX-PACE', state: 'TX', name: 'TX-PACE', administrator: 'Texas PACE Authority (for the participating counties and cities)',
    max_term_years: null, rate_range: null, max_share_of_value: null, fees: null,
    source: { name: 'Texas PACE Authority, program documents (term up to the projected life of the improvement)', url: 'https://texaspaceauthority.org/home/resources/documents', year: 2026 },
  },
];

/** The C-PACE programs on file for a state (two-letter code); empty when none is. */
export const paceProgramsOf = (state: string | null | undefined): PaceProgram[] =>
  state ? PACE_PROGRAM_TABLE.filter((p) => p.state === state.toUpperCase()) : [];

/** Every program id of the table (the api's `pace_program` choices). */
export const PACE_PROGRAM_IDS = PACE_PROGRAM_TABLE.map((p) => p.id);

/** The California ids are the PACE quote's programs: the two tables never drift apart. */
export const isQuoteProgram = (id: string): id is (typeof PACE_PROGRAMS)[number] => (PACE_PROGRAMS as readonly string[]).includes(id);

/** Written once: the comparison's (and the api's 400) words where no program is on file for the site's state. */
export const NO_PACE_PROGRAM = {
  forState: (state: string) => `No commercial PACE (C-PACE) program is on file for ${state}: PACE is not offered for this site.`,
  noState: 'No commercial PACE (C-PACE) program can be offered: the site has no US state on file.',
  wrongState: (id: string, state: string) => `The PACE program ${id} is not offered in ${state}.`,
  /** The PACE quote dialog, for a site no quote program serves. */
  noQuoteProgram: (state: string) => `No PACE quote program serves ${state}: the PACE quote's programs (${PACE_PROGRAMS.join(', ')}) serve California sites.`,
} as const;

/** The PACE quote's programs that serve a site in `state`; all of them when the state is unknown (the api decides). */
export const quoteProgramsFor = (state: string | null | undefined): PaceProgram[] =>
  PACE_PROGRAM_TABLE.filter((p) => isQuoteProgram(p.id) && (!state || p.state === state.toUpperCase()));

export const noPaceProgramMessage = (state: string | null | undefined) => (state ? NO_PACE_PROGRAM.forState(state.toUpperCase()) : NO_PACE_PROGRAM.noState);
