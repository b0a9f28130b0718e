/**
 * The link preview of every perfume shown by the seed's artwork, /images/previews/perfumes/{slug}.jpg
 * (product/link-preview.ts draws it); a perfume with an uploaded photo has the preview the console made with it.
 */
import type { APIRoute } from 'astro';
import { hasPhoto } from '#schema/media';
import { SHOP } from '#schema/shop';
import { linkPreview } from '../../../../components/product/link-preview';
import { concentrationLabel } from '../../../../components/product/stock-state';
import type { Perfume } from '../../../../content/catalog-loader';
import { allPerfumes } from '../../../../content/perfumes';
import { listPrice } from '../../../../lib/money';

export async function getStaticPaths() {
  return (await allPerfumes())
    .filter((perfume) => !hasPhoto(perfume.images))
    .map((perfume) => ({ params: { slug: perfume.slug }, props: { perfume } }));
}

export const GET: APIRoute = async ({ props }) => {
  const { perfume } = props as { perfume: Perfume };
  const kind = `${concentrationLabel(perfume.concentration)}, ${perfume.sizeMl} ml`;
  const jpeg = await linkPreview(
    { name: perfume.name, kind, price: listPrice(perfume.price), image: perfume.image },
    SHOP.name,
  );
  return new Response(new Uint8Array(jpeg), { headers: { 'content-type': 'image/jpeg' } });
};
