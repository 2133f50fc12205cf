import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lexer, type Token, type Tokens } from 'marked';
import { REPO_ROOT } from '../src/store-location';

/**
 * The commands the README and docs/ give a reader, read from their code spans and code blocks,
 * and what each one names: an npm script (of the root or a workspace) or a file to run.
 */

const COMMAND = /^(npm (run|start|test|ci|install)\b|node |npx )/;

export interface DocumentedCommand {
  /** The page and the command as written (one line; `&&` chains are split). */
  file: string;
  text: string;
}

function spansAndBlocks(tokens: Token[] | undefined, found: string[]) {
  for (const token of tokens ?? []) {
    if (token.type === 'codespan') found.push((token as Tokens.Codespan).text);
    else if (token.type === 'code') {
      for (const line of (token as Tokens.Code).text.split('\n')) found.push(line.replace(/\s+#.*$/, ''));
    } else if (token.type === 'table') {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) spansAndBlocks(cell.tokens, found);
    } else if (token.type === 'list') {
      for (const item of (token as Tokens.List).items) spansAndBlocks(item.tokens, found);
    }
    if ('tokens' in token && token.type !== 'table' && token.type !== 'list')
      spansAndBlocks(token.tokens as Token[], found);
  }
}

/** Every command of one Markdown text. */
export function commandsOf(markdown: string): string[] {
  const found: string[] = [];
  spansAndBlocks(lexer(markdown), found);
  return found
    .map((text) => text.replace(/\\\|/g, '|').replace(/\s+/g, ' ').trim())
    .flatMap((text) => text.split(' && '))
    .map((text) => text.trim())
    .filter((text) => COMMAND.test(text));
}

export const DOCUMENTS = [
  'README.md',
  ...readdirSync(path.join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

export function documentedCommands(): DocumentedCommand[] {
  const seen = new Set<string>();
  const commands: DocumentedCommand[] = [];
  for (const file of DOCUMENTS) {
    for (const text of commandsOf(readFileSync(path.join(REPO_ROOT, file), 'utf8'))) {
      if (seen.has(text)) continue;
      seen.add(text);
      commands.push({ file, text });
    }
  }
  return commands;
}

export type Target =
  | { kind: 'script'; workspace: string | undefined; script: string; args: string }
  | { kind: 'file'; file: string; args: string }
  | { kind: 'install'; args: string };

/** What a command runs: `npm run x [-w ws] [-- args]`, `npm start|test`, `node file`, `npx tsx file`. */
export function targetOf(command: string): Target {
  const [head = '', ...rest] = command.split(' -- ');
  const afterDashes = rest.join(' -- ');
  const words = head.split(' ');
  if (words[0] === 'node') return { kind: 'file', file: words[1] ?? '', args: words.slice(2).join(' ') };
  if (words[0] === 'npx') {
    const file = words[1] === 'tsx' ? (words[2] ?? '') : (words[1] ?? '');
    return { kind: 'file', file, args: words.slice(words[1] === 'tsx' ? 3 : 2).join(' ') };
  }
  if (words[1] === 'ci' || words[1] === 'install') return { kind: 'install', args: words.slice(2).join(' ') };
  const workspaceAt = words.indexOf('-w');
  const workspace = workspaceAt >= 0 ? words[workspaceAt + 1] : undefined;
  const named = workspaceAt < 0 ? words : words.filter((_, i) => i !== workspaceAt && i !== workspaceAt + 1);
  const script = named[1] === 'run' ? (named[2] ?? '') : (named[1] ?? '');
  const extra = named.slice(named[1] === 'run' ? 3 : 2).join(' ');
  return { kind: 'script', workspace, script, args: [extra, afterDashes].filter(Boolean).join(' ') };
}

function scriptsOf(workspace: string | undefined): Record<string, string> {
  const file = path.join(REPO_ROOT, workspace ?? '.', 'package.json');
  if (!existsSync(file)) return {};
  return (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
}

/** Why a command cannot run as written (a script or file that does not exist), or undefined. */
export function missingTarget(command: string): string | undefined {
  const target = targetOf(command);
  if (target.kind === 'install') return undefined;
  if (target.kind === 'file')
    return existsSync(path.join(REPO_ROOT, target.file)) ? undefined : `no file ${target.file}`;
  const scripts = scriptsOf(target.workspace);
  // npm's own: `npm start` runs `node server.js` without a script, `npm test` fails without one.
  return Object.hasOwn(scripts, target.script)
    ? undefined
    : `no script "${target.script}" in ${target.workspace ?? 'the root'}'s package.json`;
}
