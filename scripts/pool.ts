/**
 * Work over many items a few at a time: `width` workers each take the next item as they finish one, so a server
 * answers one request while the next is on its way, without all of them at once. Answers in the items' order.
 */
export async function mapPooled<Item, Answer>(
  items: readonly Item[],
  width: number,
  work: (item: Item, index: number) => Promise<Answer>,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return answers;
}
