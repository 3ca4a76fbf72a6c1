import { describe, expect, it } from 'vitest';
import { fillPlaceholders, renderMarkdown } from './markdown.ts';

describe('page Markdown', () => {
  it('fills the placeholders it knows and leaves the others as written', () => {
    expect(
      fillPlaceholders('Fee {{captainFee}}, {{ siteName }}, {{unknown}}', { captainFee: '$2,300', siteName: 'CHL' }),
    ).toBe('Fee $2,300, CHL, {{unknown}}');
  });

  it("keeps a value's Markdown characters as text", () => {
    expect(
      renderMarkdown('Write to [{{contactEmail}}](mailto:{{contactEmail}})', { contactEmail: 'the_desk@x.org' }),
    ).toBe('<p>Write to <a href="mailto:the_desk@x.org">the_desk@x.org</a></p>\n');
    expect(renderMarkdown('{{siteName}}', { siteName: '*Hoops* <b>' })).toBe('<p>*Hoops* &lt;b&gt;</p>\n');
  });

  it('links only to http(s), mailto:, tel: and paths of this site', () => {
    expect(renderMarkdown('[a](/faq) [b](tel:+12125550100) [c](ftp://x.org/f) [d](//x.org)')).toBe(
      '<p><a href="/faq">a</a> <a href="tel:+12125550100">b</a> [c](ftp://x.org/f) [d](//x.org)</p>\n',
    );
  });
});
