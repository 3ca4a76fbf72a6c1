import { timestamp } from 'drizzle-orm/pg-core';

// What many tables share. The barrel (../schema.ts) does not export these: they are no tables.

/** `'a', 'b'`: a check's list of the values a column may take. */
export const quotedList = (keys: readonly string[]) => keys.map((key) => `'${key}'`).join(', ');

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
