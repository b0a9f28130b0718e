/**
 * One letter wrong, as a shopper types a name they have only heard ('meraj' for Miraj, 'gulaab' for gulab): a letter
 * changed, added or left out, or two neighbours swapped. Read in one pass over the two words.
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let same = 0;
  while (same < short.length && short[same] === long[same]) same++;
  if (short.length < long.length) return short.slice(same) === long.slice(same + 1);
  if (short.slice(same + 1) === long.slice(same + 1)) return true;
  const swapped = short[same] === long[same + 1] && short[same + 1] === long[same];
  return swapped && short.slice(same + 2) === long.slice(same + 2);
}
