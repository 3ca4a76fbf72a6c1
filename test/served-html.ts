import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const isElement = (node: Node): node is Element => 'tagName' in node;

function elements(node: Node, found: Element[] = []): Element[] {
  if (isElement(node)) found.push(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) elements(child, found);
  if ('content' in node) elements(node.content, found);
  return found;
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const text = (element: Element) =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');

/** A served page as a browser reads it (the HTML standard's parser): what a link preview or a visitor gets. */
export function readServedPage(html: string) {
  const all = elements(parse(html));
  const metas = all.filter((element) => element.tagName === 'meta');
  const metaContent = (key: 'name' | 'property', value: string) =>
    metas.filter((meta) => attribute(meta, key) === value).map((meta) => attribute(meta, 'content'));
  return {
    titles: all.filter((element) => element.tagName === 'title').map(text),
    descriptions: metaContent('name', 'description'),
    ogTitles: metaContent('property', 'og:title'),
    ogDescriptions: metaContent('property', 'og:description'),
    ogUrls: metaContent('property', 'og:url'),
    roots: all.filter((element) => attribute(element, 'id') === 'root').length,
    httpEquiv: metas.filter((meta) => attribute(meta, 'http-equiv') !== undefined).length,
    scripts: all
      .filter((element) => element.tagName === 'script')
      .map((script) => ({ type: attribute(script, 'type'), text: text(script) })),
    /** Elements outside the head's own kinds and the app's root: none should come from a name. */
    bodyElements: all.filter((element) => !['html', 'head', 'body'].includes(element.tagName)).length,
  };
}
