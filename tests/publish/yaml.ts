/**
 * Reads the YAML our GitHub workflow is written in, no more: block mappings and sequences (a sequence item may open a
 * mapping), plain, quoted and `[flow, list]` scalars, `|` literal blocks, and comments. Anything else (anchors,
 * folded blocks, flow mappings, tabs) is an error naming its line, so the workflow's test never reads what it could
 * misread.
 */
export type Yaml = string | number | boolean | null | Yaml[] | { [key: string]: Yaml };

interface Line {
  number: number;
  indent: number;
  text: string;
}

const UNSUPPORTED = /^[&*!>{]|^\|[+\d]|^-\s*[&*!>{]|:\s+([&*!>{]|\|[+\d])/;

export function parseYaml(source: string): Yaml {
  const raw = source.split('\n');
  const lines: Line[] = [];
  /** Index in `lines` of each raw line that starts a literal block, and the raw lines of that block. */
  const blocks = new Map<number, string>();
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i]!;
    if (/^\s*(#.*)?$/.test(line)) continue;
    if (line.includes('\t')) throw new Error(`Line ${i + 1}: a tab`);
    const indent = line.length - line.trimStart().length;
    const text = stripComment(line.trim());
    if (UNSUPPORTED.test(text) || UNSUPPORTED.test(text.replace(/^-\s+/, '')))
      throw new Error(`Line ${i + 1} is YAML this reader does not take: ${text}`);
    lines.push({ number: i + 1, indent, text });
    if (/(^|:\s+|^-\s+)\|-?$/.test(text)) {
      const body: string[] = [];
      while (i + 1 < raw.length && (raw[i + 1]!.trim() === '' || indentOf(raw[i + 1]!) > indent))
        body.push(raw[++i]!);
      while (body.length > 0 && body.at(-1)!.trim() === '') body.pop();
      const margin = Math.min(...body.filter((l) => l.trim()).map(indentOf));
      blocks.set(lines.length - 1, `${body.map((l) => l.slice(margin)).join('\n')}\n`);
    }
  }
  let at = 0;

  function node(indent: number): Yaml {
    const line = lines[at];
    if (!line || line.indent < indent) return null;
    return /^-(\s|$)/.test(line.text) ? sequence(line.indent) : mapping(line.indent);
  }

  /** The value after `key:` or `- ` on the line just read: inline, a literal block, or the block below. */
  function valueAfter(index: number, rest: string, indent: number): Yaml {
    if (blocks.has(index)) return blocks.get(index)!;
    if (rest !== '') return scalar(rest, lines[index]!.number);
    const next = lines[at];
    return next && next.indent > indent ? node(next.indent) : null;
  }

  function mapping(indent: number): Yaml {
    const result: { [key: string]: Yaml } = {};
    while (at < lines.length && lines[at]!.indent === indent && !/^-(\s|$)/.test(lines[at]!.text)) {
      const index = at++;
      const { text, number } = lines[index]!;
      const match = /^([^\s:'"][^:]*?|'[^']*'|"[^"]*"):(\s+(.*))?$/.exec(text);
      if (!match) throw new Error(`Line ${number}: not a "key: value" line: ${text}`);
      const key = scalar(match[1]!, number);
      if (String(key) in result) throw new Error(`Line ${number}: ${String(key)} given twice`);
      result[String(key)] = valueAfter(index, match[3] ?? '', indent);
    }
    return result;
  }

  function sequence(indent: number): Yaml {
    const result: Yaml[] = [];
    while (at < lines.length && lines[at]!.indent === indent && /^-(\s|$)/.test(lines[at]!.text)) {
      const line = lines[at]!;
      const rest = line.text.replace(/^-\s*/, '');
      if (/^[^\s'"[][^:]*:(\s|$)/.test(rest)) {
        // `- key: value` opens a mapping whose keys line up two columns in.
        lines[at] = { number: line.number, indent: indent + 2, text: rest };
        result.push(mapping(indent + 2));
      } else {
        const index = at++;
        result.push(valueAfter(index, rest, indent));
      }
    }
    return result;
  }

  const value = node(0);
  if (at < lines.length) throw new Error(`Line ${lines[at]!.number} is out of place`);
  return value;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/** A line without its trailing ` # comment`, a `#` inside quotes kept. */
function stripComment(text: string): string {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) return text.slice(0, i).trimEnd();
  }
  return text;
}

function scalar(text: string, line: number): Yaml {
  if (text === '|' || text === '|-') return '';
  if (text.startsWith("'")) {
    if (!text.endsWith("'") || text.length < 2) throw new Error(`Line ${line}: an unclosed quote`);
    return text.slice(1, -1).replaceAll("''", "'");
  }
  if (text.startsWith('"')) return JSON.parse(text) as string;
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) throw new Error(`Line ${line}: a flow list on more than one line`);
    const inner = text.slice(1, -1).trim();
    return inner === '' ? [] : inner.split(',').map((item) => scalar(item.trim(), line));
  }
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null' || text === '~') return null;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}
