/**
 * The shop's page of labels shown in a tab of the console's own: a page made from a file the console fetched (the
 * API wants the login, which a plain link cannot send) lives under the console's Content-Security-Policy, which
 * refuses the page's inline <style>. So its body is copied in without the <style>, and the same style is given to
 * the tab as a constructed stylesheet, which the policy does not govern. The <style> is taken out of the text before
 * it is parsed: a parsed document lives under the console's policy too, which reports the style it refuses. Nothing
 * of the page runs: it has no script, and parsing does not run one.
 */
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

export function showLabels(tab: Window, html: string): void {
  const css = [...html.matchAll(STYLE)].map(([, rules]) => rules).join('\n');
  const page = new DOMParser().parseFromString(html.replace(STYLE, ''), 'text/html');
  const doc = tab.document;
  doc.title = page.title;
  doc.documentElement.lang = page.documentElement.lang;
  doc.body.replaceChildren(...[...page.body.childNodes].map((node) => doc.importNode(node, true)));
  // The tab's own constructor: a stylesheet made by this window could not be adopted by that document.
  const sheet = new (tab as Window & typeof globalThis).CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [sheet];
}
