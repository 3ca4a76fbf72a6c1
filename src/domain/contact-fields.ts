/** A US-style phone number of exactly 10 digits, with or without a leading 1 and separators. */
export const PHONE_PATTERN = /^(\+?1[\s.-]?)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})$/;
/**
 * Something, an @, and a domain of dot-separated labels. Each label excludes the dot, so every
 * character can be matched one way only and a refusal costs time in proportion to the text
 * (the pattern it replaces took seconds over `a@....@`).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A phone number that matches `PHONE_PATTERN`, written (123) 456-7890. */
export function formatPhone(value: string): string {
  const [, , area, exchange, line] = PHONE_PATTERN.exec(value) as RegExpExecArray;
  return `(${area}) ${exchange}-${line}`;
}
