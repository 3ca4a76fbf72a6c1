const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A count as the league's texts write it: in words below ten ('three'), in figures from 10. */
export function countInWords(count: number): string {
  return WORDS[count] ?? String(count);
}

/**
 * A count with its noun, plural unless it is one: '3 games', or 'three games' in words. Texts
 * that state a rule's number build it from the rule's constant with this.
 */
export function counted(count: number, noun: string, style: 'figures' | 'words' = 'figures'): string {
  const number = style === 'words' ? countInWords(count) : String(count);
  return `${number} ${noun}${count === 1 ? '' : 's'}`;
}
