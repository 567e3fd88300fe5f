import { describe, expect, it } from 'vitest';
import { type HastNode, rehypeWords } from './rehype-words';

const text = (value: string): HastNode => ({ type: 'text', value });
const element = (tagName: string, children: HastNode[]): HastNode => ({ type: 'element', tagName, children });

function words(tree: HastNode): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const walk = (node: HastNode) => {
    if (node.properties?.dataWord !== undefined) out.push(node.properties);
    node.children?.forEach(walk);
  };
  walk(tree);
  return out;
}

describe('rehypeWords', () => {
  it('wraps each rendered word in a span placed at its offset in the markdown text', () => {
    const source = 'The **dog** runs.';
    const tree = element('root', [element('p', [text('The '), element('strong', [text('dog')]), text(' runs.')])]);
    rehypeWords({ side: 'tgt', source })()(tree);
    const found = words(tree);
    expect(found.map((w) => [w.dataWord, w.dataStart, w.dataEnd])).toEqual([
      ['The', 0, 3],
      ['dog', 6, 9],
      ['runs', 12, 16],
    ]);
    // One tab stop per text: the first word.
    expect(found.map((w) => w.tabIndex)).toEqual([0, -1, -1]);
    expect(found[0]).toMatchObject({ role: 'button', ariaHaspopup: 'dialog', dataSide: 'tgt', className: ['word'] });
  });

  it('marks unknown and uncertain words and leaves code and links alone', () => {
    const source = 'Blorp and `code` [link](x) fine';
    const tree = element('root', [
      element('p', [
        text('Blorp and '),
        element('code', [text('code')]),
        text(' '),
        element('a', [text('link')]),
        text(' fine'),
      ]),
    ]);
    rehypeWords({ side: 'src', source, unknown: ['blorp'], uncertain: ['fine'] })()(tree);
    const found = words(tree);
    expect(found.map((w) => w.dataWord)).toEqual(['Blorp', 'and', 'fine']);
    expect(found[0]).toMatchObject({ className: ['word', 'unknown-word'], dataStatus: 'unknown' });
    expect(found[2]).toMatchObject({ className: ['word', 'uncertain-word'], dataStatus: 'uncertain' });
    expect(found[2]?.title).toMatch(/guessed/);
  });
});
