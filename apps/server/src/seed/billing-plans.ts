/** A plan as seeded on an empty database, with the prices it is sold at. */
export interface PlanSeed {
  name: string;
  description: string;
  recommended: boolean;
  free: boolean;
  /** The role a valid subscription grants; `null` adds nothing to the listener's own role. */
  role: string | null;
  feature_list: string[];
  prices: { amount: number; currency: string; interval: 'day' | 'month' | 'year'; interval_count: number }[];
}

/** The demo plans: a free tier and two paid ones, each paid one monthly or yearly (about two months free). */
export const BILLING_PLANS: PlanSeed[] = [
  {
    name: 'Free',
    description: 'Listen to the whole catalogue with occasional ads.',
    recommended: false,
    free: true,
    role: null,
    feature_list: [
      'The full catalogue, shuffled on mobile',
      'Playlists and a personal library',
      'Standard audio quality (128 kbps)',
      'Occasional ads',
    ],
    prices: [],
  },
  {
    name: 'Premium',
    description: 'Ad-free listening in high quality, on every device.',
    recommended: true,
    free: false,
    role: 'subscriber',
    feature_list: [
      'No ads',
      'Play any track, in any order',
      'High audio quality (320 kbps)',
      'Offline listening on up to 5 devices',
      'Lyrics for every track that has them',
    ],
    prices: [
      { amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 },
      { amount: 99.99, currency: 'USD', interval: 'year', interval_count: 1 },
    ],
  },
  {
    name: 'Family',
    description: 'Premium for up to six people living under one roof.',
    recommended: false,
    free: false,
    role: 'subscriber',
    feature_list: [
      'Six Premium accounts',
      'Each member keeps their own library and recommendations',
      'A shared family workspace with collaborative playlists',
      'Explicit-content filter for younger listeners',
    ],
    prices: [
      { amount: 15.99, currency: 'USD', interval: 'month', interval_count: 1 },
      { amount: 159.99, currency: 'USD', interval: 'year', interval_count: 1 },
    ],
  },
];
