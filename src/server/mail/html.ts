/**
 * The HTML twin of a message's plain text: the same words, escaped, where only the site's own
 * addresses (its pages, the unsubscribe link) are links. Any other address in the text came
 * from someone's typing (a name, a team, a reason) and stays text: it is split with empty
 * spans, so a mail program that turns addresses into links does not see one either.
 */
export function htmlOf(text: string, origin: string): string {
  const escaped = text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const linked = escaped.replace(/(?:https?:\/\/|www\.)[^\s<]+/gi, (address) =>
    isOwnAddress(address, origin) ? `<a href="${address}">${address}</a>` : defused(address),
  );
  return `<div style="font-family:sans-serif;white-space:pre-wrap">${linked}</div>`;
}

function isOwnAddress(address: string, origin: string): boolean {
  return address === origin || address.startsWith(`${origin}/`);
}

/** The address as it reads, with an empty span after each `:`, `/` and `.`, so no program links it. */
function defused(address: string): string {
  return address.replace(/[:/.]/g, (char) => `${char}<span></span>`);
}
