/**
 * The little Markdown the learn-more source (docs/learn-more.md) is written in, read into blocks and written as HTML:
 * `#` and `##` headings, paragraphs, an image alone on its line, `-` and `1.` lists (a item's next lines indented),
 * and inline `code`, **bold**, [links](url) and bare https URLs. A line it cannot place is an error, so the page never
 * shows Markdown it did not understand.
 */

type Paragraph = { kind: 'p'; text: string };
type List = { kind: 'ul' | 'ol'; items: string[] };
export type Block =
  | { kind: 'h1' | 'h2'; text: string }
  | { kind: 'img'; alt: string; src: string }
  | Paragraph
  | List;

const IMAGE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const ITEM = { ul: /^- (.*)$/, ol: /^\d+\. (.*)$/ } as const;

/** The list kind and item text a line starts, if it starts one. */
function listItem(line: string): { kind: 'ul' | 'ol'; text: string } | null {
  for (const kind of ['ul', 'ol'] as const) {
    const match = ITEM[kind].exec(line);
    if (match) return { kind, text: match[1]! };
  }
  return null;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  /** The paragraph or list the next line may continue. */
  let open: Paragraph | List | null = null;
  const start = (block: Block) => {
    blocks.push(block);
    open = block.kind === 'p' || block.kind === 'ul' || block.kind === 'ol' ? block : null;
  };
  source.split('\n').forEach((line, index) => {
    const heading = /^(#{1,2}) (.+)$/.exec(line);
    const image = IMAGE.exec(line);
    const item = listItem(line);
    const list = open?.kind === 'ul' || open?.kind === 'ol' ? open : null;
    if (line.trim() === '') open = null;
    else if (heading) start({ kind: heading[1] === '#' ? 'h1' : 'h2', text: heading[2]! });
    else if (image) start({ kind: 'img', alt: image[1]!, src: image[2]! });
    else if (item) {
      if (list?.kind === item.kind) list.items.push(item.text);
      else start({ kind: item.kind, items: [item.text] });
    } else if (list && /^\s/.test(line)) list.items[list.items.length - 1] += ` ${line.trim()}`;
    else if (open?.kind === 'p') open.text += ` ${line.trim()}`;
    else if (/^(\s|#|>|\||```|~~~|[*+] )/.test(line))
      throw new Error(`Line ${index + 1} is Markdown this page cannot show: "${line}"`);
    else start({ kind: 'p', text: line.trim() });
  });
  return blocks;
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Inline Markdown as HTML: code spans first (nothing inside them is read), then links, URLs and bold. */
export function inlineHtml(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => {
      if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
        return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      return escapeHtml(part)
        .replace(
          /\[([^\]]+)\]\(([^)\s]+)\)|(https:\/\/[^\s<]*[^\s<.,;:!?)])/g,
          (_m, label: string | undefined, href: string | undefined, bare: string | undefined) =>
            `<a href="${href ?? bare}">${label ?? bare}</a>`,
        )
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
    })
    .join('');
}

export function blocksHtml(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'img':
          return `<img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}">`;
        case 'ul':
        case 'ol':
          return `<${block.kind}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${block.kind}>`;
        default:
          return `<${block.kind}>${inlineHtml(block.text)}</${block.kind}>`;
      }
    })
    .join('\n');
}
