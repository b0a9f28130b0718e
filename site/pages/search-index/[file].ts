/** The catalog search index's files (/search-index/words-r.json, /search-index/perfumes-0.json, ...). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { searchIndexFiles } from '../../components/search/search-index';
import { catalogSearchIndex } from '../../content/search';

export const getStaticPaths = (async () => {
  const files = searchIndexFiles(await catalogSearchIndex());
  return Object.entries(files).map(([file, body]) => ({ params: { file }, props: { body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.body), { headers: { 'content-type': 'application/json; charset=utf-8' } });
