/** What /search lists, read from the page the Worker draws. */

/** The slugs of the perfumes listed in the list's props: every result, past the first page too, sorted. */
export function listed(html: string): string[] {
  const props = /component-url="\/_astro\/SearchResults\.[^"]+"[^>]*? props="([^"]*)"/.exec(html)![1]!;
  const results = JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
    results: [0, { perfumes: [1, [0, { slug: [0, string] }][]] }];
  };
  return results.results[1].perfumes[1].map(([, p]) => p.slug[1]).sort();
}
