/**
 * JavaScript written in ASCII alone, every other character escaped as `\uXXXX`: the same code
 * in a string, a template, a regular expression, a name or a comment. Node keeps each module's
 * source in memory, at two bytes a character once a single character is outside Latin-1, so
 * the server's built modules are kept ASCII (decision 050). Plain JavaScript, for
 * scripts/build-server.js and vite.config.ts alike.
 */
export function asciiCode(code) {
  // A backslash before such a character only escaped it (`\’` is `’`): the escape replaces it.
  return code.replace(
    /(\\*)([\u0080-\uffff])/g,
    (_match, slashes, unit) =>
      `${slashes.length % 2 === 1 ? slashes.slice(1) : slashes}\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
