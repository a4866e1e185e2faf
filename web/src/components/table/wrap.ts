/**
 * Chakra's Table.ScrollArea keeps every cell on one line. Phones keep that (one line a row, the
 * table scrolls sideways inside its card); from tablet width up text wraps, so a desktop window
 * shows every column instead of hiding the last ones off to the side.
 */
export const WRAP_FROM_TABLET = { base: 'nowrap', md: 'normal' } as const;

/** A column stuck to the table's end edge (a row's action), opaque over the cells scrolling under it. */
export const PINNED_END = { position: 'sticky', insetEnd: '0', zIndex: '1', bg: 'bg.panel', borderStartWidth: '1px', borderStartColor: 'border' } as const;
/** PINNED_END for the header row (its shaded background). */
export const PINNED_END_HEADER = { ...PINNED_END, bg: 'bg.subtle' } as const;
