import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

/*
 * A console.error during a test is a defect even when every assertion holds: the code under
 * test reported something it could not handle. A test that provokes one on purpose says so
 * with allowConsoleErrors.
 */

let inTest = false;
const ofFile: string[] = [];
const allowedInFile: RegExp[] = [];
let ofTest: string[] = [];
let allowedInTest: RegExp[] = [];

/**
 * Lets console.error print messages matching one of `patterns`: until the end of the test when
 * called inside one, for the whole file when called outside (in a describe or a beforeAll).
 */
export function allowConsoleErrors(...patterns: RegExp[]) {
  (inTest ? allowedInTest : allowedInFile).push(...patterns);
}

// Test files share their worker's modules (`isolate: false` in vitest.config.ts) but each runs
// this file again: the console's own error function is kept once, and wrapped once per file.
const consoleError = Symbol.for('league.consoleError');
const withOriginal = console as typeof console & { [consoleError]?: typeof console.error };
const originalError = (withOriginal[consoleError] ??= console.error.bind(console));
console.error = (...args: unknown[]) => {
  (inTest ? ofTest : ofFile).push(format(...args));
  originalError(...args);
};

function failOn(logged: string[], allowed: RegExp[], where: string) {
  const unexpected = logged.filter((text) => !allowed.some((pattern) => pattern.test(text)));
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error ${where}:\n${unexpected.join('\n---\n')}`);
  }
}

beforeEach(() => {
  inTest = true;
  ofTest = [];
  allowedInTest = [];
});

afterEach(() => {
  inTest = false;
  failOn(ofTest, [...allowedInFile, ...allowedInTest], 'in this test');
});

afterAll(() => {
  failOn(ofFile, allowedInFile, 'outside the tests of this file (in a hook or after a test ended)');
});
