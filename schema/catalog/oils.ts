/** A perfume oil (attar) sold by volume on the wholesale page. */
export interface CatalogOil {
  /** URL-safe slug of the name, unique. */
  id: string;
  name: string;
  /** Base price in whole rupees for 25 ml; larger volumes scale linearly. */
  price: number;
}

export const OILS: CatalogOil[] = [
  { id: 'oud-al-layl', name: 'Oud Al Layl', price: 2800 },
  { id: 'white-musk', name: 'White Musk', price: 650 },
  { id: 'shamama', name: 'Shamama', price: 1800 },
  { id: 'rose-taifi', name: 'Rose Taifi', price: 2500 },
  { id: 'amber-kashmir', name: 'Amber Kashmir', price: 1200 },
  { id: 'mitti-attar', name: 'Mitti Attar', price: 900 },
  { id: 'hina', name: 'Hina', price: 1500 },
  { id: 'kewda', name: 'Kewda', price: 700 },
  { id: 'jannatul-firdaus', name: 'Jannatul Firdaus', price: 850 },
  { id: 'musk-tahara', name: 'Musk Tahara', price: 750 },
  { id: 'dehn-al-oud-cambodi', name: 'Dehn al Oud Cambodi', price: 3500 },
  { id: 'mysore-sandal', name: 'Mysore Sandal', price: 2200 },
  { id: 'motia-attar', name: 'Motia Attar', price: 800 },
  { id: 'rajnigandha', name: 'Rajnigandha', price: 950 },
  { id: 'majmua', name: 'Majmua', price: 1100 },
  { id: 'gulab-kannauj', name: 'Gulab Kannauj', price: 1300 },
  { id: 'khus-attar', name: 'Khus Attar', price: 1000 },
  { id: 'kasturi', name: 'Kasturi', price: 1600 },
  { id: 'oud-muattar', name: 'Oud Muattar', price: 2400 },
  { id: 'black-musk', name: 'Black Musk', price: 600 },
  { id: 'amber-sultani', name: 'Amber Sultani', price: 1400 },
  { id: 'zafrani', name: 'Zafrani', price: 2600 },
  { id: 'bakhoor-royal', name: 'Bakhoor Royal', price: 1700 },
  { id: 'musk-rijali', name: 'Musk Rijali', price: 1250 },
  { id: 'chandan-gulab', name: 'Chandan Gulab', price: 1350 },
  { id: 'shamamatul-amber', name: 'Shamamatul Amber', price: 2000 },
  { id: 'firdous-gold', name: 'Firdous Gold', price: 950 },
  { id: 'ruh-gulab', name: 'Ruh Gulab', price: 3200 },
  { id: 'vanilla-musk', name: 'Vanilla Musk', price: 550 },
  { id: 'egyptian-musk', name: 'Egyptian Musk', price: 700 },
  { id: 'sultan-al-oud', name: 'Sultan al Oud', price: 3000 },
  { id: 'mukhallat-royal', name: 'Mukhallat Royal', price: 1900 },
  { id: 'green-musk', name: 'Green Musk', price: 450 },
  { id: 'attar-bela', name: 'Attar Bela', price: 850 },
  { id: 'oud-hindi', name: 'Oud Hindi', price: 3100 },
  { id: 'musk-ambari', name: 'Musk Ambari', price: 1150 },
];
