import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import type { LeadInclude } from '../rest/leads.js';

/** Lead fields the api can answer inside the lead itself (GET /lead/{id}/?include=, issue 28). */
const EMBEDDABLE = new Map<string, LeadInclude>([['economics', 'economics'], ['handoff', 'handoff']]);

/** Per field node of a parsed document: what it includes (documents are parsed once and cached, their nodes reused). */
const seen = new WeakMap<FieldNode, LeadInclude[]>();

/**
 * Which of those fields the operation selects on the lead a resolver is about to fetch (directly,
 * in fragments, in inline fragments), so one GET brings them with the lead: the lead page is then
 * one upstream call instead of three. `@skip`/`@include` are not read: a field that turns out
 * skipped costs only a few bytes of the same answer, never another call.
 */
export function leadIncludesOf(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'> | undefined): LeadInclude[] {
  if (!info) return [];
  // A field alone in its selection gives the same answer at every request of its (cached) document.
  const single = info.fieldNodes.length === 1 ? info.fieldNodes[0] : null;
  const cached = single && seen.get(single);
  if (cached) return cached;
  const includes = walkIncludes(info);
  if (single) seen.set(single, includes);
  return includes;
}

function walkIncludes(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): LeadInclude[] {
  const found = new Set<LeadInclude>();
  const spread = new Set<string>();
  const walk = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === 'Field') {
        const include = EMBEDDABLE.get(selection.name.value);
        if (include) found.add(include);
      } else if (selection.kind === 'InlineFragment') {
        walk(selection.selectionSet);
      } else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        walk(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet);
  return [...found].sort();
}
