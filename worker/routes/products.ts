import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { isCategory } from '../../schema/catalog/categories';
import { products, productTags } from '../../schema/tables';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';

export const productRoutes = new Hono<AppEnv>();

productRoutes.get('/category/:category', async (c) => {
  const category = c.req.param('category');
  if (!isCategory(category)) throw new ApiError(404, `There is no category called '${category}'.`);
  const rows = await c.var.db
    .select({
      _id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      compareAtPrice: products.compareAtPrice,
      image: products.image,
      category: products.scentType,
      tags: sql<string>`(SELECT group_concat(${productTags.tag}) FROM ${productTags} WHERE ${productTags.productId} = ${products.id})`,
      stock: products.stock,
    })
    .from(products)
    .innerJoin(productTags, eq(productTags.productId, products.id))
    .where(eq(productTags.tag, category))
    .orderBy(asc(products.name));
  const list = rows.map(({ tags, stock, ...product }) => ({
    ...product,
    categories: tags.split(','),
    inStock: stock > 0,
  }));
  return c.json({ success: true, products: list });
});
