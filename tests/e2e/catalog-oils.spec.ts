import { expect, test } from './support/test';
import { openCatalog } from './support/catalog';

test.use({ viewport: { width: 412, height: 915 } });

test('the owner adds, reprices and hides an oil, reads the change log, and is told publishing is not set up', async ({
  page,
}) => {
  const { catalog } = await openCatalog(page);
  const name = `Motia Oil ${Date.now().toString(36)}`;
  await catalog.getByRole('button', { name: 'Oils', exact: true }).click();
  const add = catalog.getByRole('form', { name: 'Add an oil' });
  await add.getByLabel('Oil name').fill(name);
  await add.getByLabel('Price per 25 ml (Rs)').fill('950');
  await add.getByRole('button', { name: 'Add oil' }).click();
  await expect(add.getByRole('status')).toHaveText(`${name} added.`);

  await catalog.getByRole('searchbox', { name: 'Find an oil' }).fill(name);
  const oils = catalog.getByRole('list', { name: 'Oils' });
  await expect(oils.getByRole('listitem')).toHaveCount(1);
  const oil = oils.getByRole('listitem', { name });
  await oil.getByRole('button', { name: `Edit ${name}` }).click();
  await oil.getByLabel('Price per 25 ml (Rs)').fill('1000');
  await oil.getByRole('button', { name: 'Save' }).click();
  await expect(oil).toContainText('Rs 1,000 per 25 ml');

  await oil.getByRole('button', { name: `Hide ${name}` }).click();
  await expect(oil).toContainText('Hidden');
  const listed = (await (await page.request.get('/api/oils')).json()) as { name: string }[];
  expect(listed.map((entry) => entry.name)).not.toContain(name);
  await oil.getByRole('button', { name: `Show ${name}` }).click();
  await expect(oil.getByRole('button', { name: `Hide ${name}` })).toBeVisible();

  await catalog.getByRole('button', { name: 'Change log' }).click();
  const changes = catalog.getByRole('list', { name: 'Changes made' }).getByRole('listitem').filter({ hasText: name });
  await expect(changes.filter({ hasText: 'Added oil' })).toHaveCount(1);
  const repriced = changes.filter({ hasText: 'Changed oil' });
  await expect(repriced).toContainText('Price 950 → 1,000');

  await catalog.getByRole('button', { name: 'Publish' }).click();
  await catalog.getByRole('button', { name: 'Publish the shop' }).click();
  await expect(catalog.getByRole('alert')).toContainText('Publishing is not set up');
});
