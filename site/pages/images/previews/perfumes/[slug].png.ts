/** Every perfume's link preview, /images/previews/perfumes/{slug}.png (product/link-preview.ts draws it). */
import type { APIRoute } from 'astro';
import { SHOP } from '../../../../../schema/shop';
import { linkPreview } from '../../../../components/product/link-preview';
import { concentrationLabel } from '../../../../components/product/stock-state';
import type { Perfume } from '../../../../content/catalog-loader';
import { allPerfumes } from '../../../../content/perfumes';
import { listPrice } from '../../../../lib/money';

export async function getStaticPaths() {
  return (await allPerfumes()).map((perfume) => ({ params: { slug: perfume.slug }, props: { perfume } }));
}

export const GET: APIRoute = async ({ props }) => {
  const { perfume } = props as { perfume: Perfume };
  const kind = `${concentrationLabel(perfume.concentration)}, ${perfume.sizeMl} ml`;
  const png = await linkPreview(
    { name: perfume.name, kind, price: listPrice(perfume.price), image: perfume.image },
    SHOP.name,
  );
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
