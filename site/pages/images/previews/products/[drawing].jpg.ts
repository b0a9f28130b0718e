/**
 * The link preview of each of the seed's drawings, /images/previews/products/{name}.jpg, which every perfume shown by
 * that drawing shares (product/link-preview.ts draws it); a perfume with an uploaded photo has the preview the
 * console made with it.
 */
import type { APIRoute } from 'astro';
import { SHOP } from '#schema/shop';
import { drawingNames, linkPreview } from '#site/components/product/link-preview';

export function getStaticPaths() {
  return drawingNames().map((drawing) => ({ params: { drawing } }));
}

export const GET: APIRoute = async ({ params }) =>
  new Response(new Uint8Array(await linkPreview(params.drawing!, SHOP.name)), {
    headers: { 'content-type': 'image/jpeg' },
  });
