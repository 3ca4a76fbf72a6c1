/**
 * The default of a `switch` that handles every member of a union, such as every game status:
 * a member added later, and not handled, fails the type check here (decision 036).
 */
export function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}
