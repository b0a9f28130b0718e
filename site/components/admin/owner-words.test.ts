/**
 * Every text the console can show, read as the owner reads it: the console's words (its components' JSX text and the
 * strings it shows in messages, labels and placeholders) and every sentence the server and the shared rules can send
 * back in a refusal or a notice. None may hold a developer's word (owner-words.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { developerWords } from './owner-words';

const ROOT = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

// Attributes people read or hear; the rest (className, href, name, id…) are the code's own.
const READ_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label', 'empty', 'message']);
// Calls whose strings never reach a screen: the log, SQL, imports, and errors of the code's own (a refusal is an
// ApiError; anything else thrown reaches people as "Something went wrong").
const UNSHOWN_CALLS = /^(console\.\w+|sql|require|import|[\w.]*prepare|[\w.]*(exec|run|all|first|raw))$/;
const SQL =
  /\b(SELECT|INSERT|UPDATE|DELETE|WHERE|AND|OR|CASE WHEN|EXISTS|ORDER BY|GROUP BY|IS NULL|AS)\b|\|\||[<>]=|\(\?| = \?/;
// Headers and signatures: key=value.
const SETTING = /\w=/;

// An address (a template such as `https://schema.org/${type}`), read by programs, not people.
const ADDRESS = /^[a-z]+:\/\//;

/** A string a person reads: a sentence of two words or more, not a query, a header or an address. */
const readable = (text: string) =>
  /^[A-Z\u2018'"“]?[A-Za-z].*\s\S/s.test(text.trim()) && !SQL.test(text) && !SETTING.test(text) && !ADDRESS.test(text);

/**
 * The two refusals whose words the shop's contract fixes for other programs (a missing login, a missing page
 * check); the console never shows them: it sends the owner to log in, and fetches the check again.
 */
const CONTRACT_WORDS = new Set(['No authentication token found', 'Invalid CSRF token']);

/** A courier's credentials by the names its merchant portal prints beside them, where the owner copies them from. */
const COURIER_PORTAL_WORDS = new Set(['API key', 'API password']);

/** The shown texts of one file: JSX text, read attributes, and sentences in string and template literals. */
function shownTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTaggedTemplateExpression(node)) return;
    if (ts.isCallExpression(node) && UNSHOWN_CALLS.test(node.expression.getText(source))) return;
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'Error') return;
    // What each refusal code means is the API reference's, written for developers and never shown.
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'REFUSAL_CODES') return;
    // The field a refusal is about is the code's address of it, never shown.
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'field') return;
    if (ts.isJsxAttribute(node)) {
      if (!READ_ATTRIBUTES.has(node.name.getText(source))) return;
      // A read attribute's every string counts, one word or many.
      node.forEachChild(function strings(child: ts.Node): void {
        if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) texts.push(child.text);
        child.forEachChild(strings);
      });
      return;
    }
    if (ts.isJsxText(node)) {
      if (node.text.trim()) texts.push(node.text.trim());
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (readable(node.text)) texts.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ');
      if (readable(text)) texts.push(text);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}

/** Each developer's word found, as "file: "text" (words)". */
function findings(dirs: string[]): string[] {
  return dirs.flatMap(sourceFiles).flatMap((file) =>
    shownTexts(file).flatMap((text) => {
      if (CONTRACT_WORDS.has(text) || COURIER_PORTAL_WORDS.has(text)) return [];
      const words = developerWords(text);
      return words.length ? [`${relative(ROOT, join(ROOT, file))}: "${text}" (${words.join(', ')})`] : [];
    }),
  );
}

describe("the console speaks the owner's words", () => {
  // Parsing a few hundred files takes seconds on a busy machine.
  it("the console's own texts name no field, setting or developer's word", { timeout: 60_000 }, () => {
    expect(findings(['site/components/admin', 'site/components/account', 'site/api'])).toEqual([]);
  });

  it('no message the server or the shared rules send does', { timeout: 60_000 }, () => {
    expect(findings(['worker', 'schema'])).toEqual([]);
  });

  it('the check finds such words', () => {
    expect(developerWords('Set DEPLOY_HOOK_URL as in the README')).toEqual(['README', 'DEPLOY_HOOK_URL']);
    expect(developerWords('compareAtPrice must be a number')).toEqual(['compareAtPrice']);
    expect(developerWords('The payload was null')).toEqual(['payload', 'null']);
    expect(developerWords('Price 3,499 → 2,999, sale price off')).toEqual([]);
    expect(developerWords('Send it on WhatsApp')).toEqual([]);
  });
});
