import type { ResourceFileInput } from '#domain/resources/resources';

/**
 * The catalogue a new install shows until its operator sets RESOURCES_FILE (docs/resources.md).
 * What these entries are: the project's own picks for the practice, each linked to an Amazon search
 * for that kind of product (not to one listing), with untagged links (this install earns nothing),
 * an editors' star rating that is our opinion, and no review counts, since nobody counted any.
 * The illustrations ship in web/public/products/. The same shape, as JSON, is the operator's file.
 */
export const DEFAULT_RESOURCE_FILE: ResourceFileInput = {
  amazonAssociateTag: null,
  featured: { dashboard: 'singing-bowl-set', meditation: 'meditation-headphones' },
  products: [
    {
      id: 'singing-bowl-set',
      name: 'Tibetan Singing Bowl Set',
      description:
        'A hand-hammered brass bowl with a wooden mallet and silk cushion. Its sustained tone opens and closes every session.',
      price: 'From $39',
      category: 'meditation',
      image: '/products/singing-bowl-set.svg',
      link: { amazonSearch: 'tibetan singing bowl set with mallet and cushion' },
      rating: { stars: 4.8 },
    },
    {
      id: 'meditation-headphones',
      name: 'Noise-Cancelling Meditation Headphones',
      description:
        'Soft over-ear headphones with true stereo separation, so binaural beats reach each ear as intended.',
      price: 'From $79',
      category: 'meditation',
      image: '/products/meditation-headphones.svg',
      link: { amazonSearch: 'noise cancelling over ear headphones for meditation' },
      rating: { stars: 4.6 },
    },
    {
      id: 'meditation-cushion',
      name: 'Buckwheat Zafu Meditation Cushion',
      description:
        'A firm, buckwheat-filled zafu that lifts the hips and keeps the spine upright through long sits.',
      price: 'From $45',
      category: 'meditation',
      image: '/products/meditation-cushion.svg',
      link: { amazonSearch: 'buckwheat zafu meditation cushion' },
      rating: { stars: 4.7 },
    },
    {
      id: 'citrine-crystal-set',
      name: 'Citrine & Pyrite Abundance Crystals',
      description:
        'Raw citrine and pyrite, the traditional stones of prosperity, to anchor your intention on a desk or altar.',
      price: 'From $24',
      category: 'energy',
      image: '/products/citrine-crystal-set.svg',
      link: { amazonSearch: 'raw citrine and pyrite crystal set' },
      rating: { stars: 4.5 },
    },
    {
      id: 'tuning-fork-528',
      name: '528 Hz Solfeggio Tuning Fork',
      description:
        'An aluminium tuning fork pitched to 528 Hz, the abundance frequency, with a rubber activator and pouch.',
      price: 'From $29',
      category: 'energy',
      image: '/products/tuning-fork-528.svg',
      link: { amazonSearch: '528 hz tuning fork' },
      rating: { stars: 4.4 },
    },
    {
      id: 'himalayan-salt-lamp',
      name: 'Himalayan Salt Lamp',
      description:
        'A hand-carved pink salt lamp with a dimmer, for a warm, candle-like glow during evening rituals.',
      price: 'From $32',
      category: 'energy',
      image: '/products/himalayan-salt-lamp.svg',
      link: { amazonSearch: 'himalayan salt lamp with dimmer' },
      rating: { stars: 4.6 },
    },
    {
      id: 'think-and-grow-rich',
      name: 'Think and Grow Rich',
      description:
        "Napoleon Hill's classic on desire, faith and persistence: the thirteen steps behind a wealth mindset.",
      price: 'From $9',
      category: 'books',
      image: '/products/think-and-grow-rich.svg',
      link: { amazonSearch: 'Think and Grow Rich Napoleon Hill' },
      rating: { stars: 4.7 },
    },
    {
      id: 'psychology-of-money',
      name: 'The Psychology of Money',
      description:
        'Morgan Housel on how behaviour, patience and humility shape wealth more than intelligence does.',
      price: 'From $14',
      category: 'books',
      image: '/products/psychology-of-money.svg',
      link: { amazonSearch: 'The Psychology of Money Morgan Housel' },
      rating: { stars: 4.8 },
    },
    {
      id: 'breaking-the-habit',
      name: 'Breaking the Habit of Being Yourself',
      description:
        'Joe Dispenza blends neuroscience and meditation into a four-week practice for rewiring old patterns.',
      price: 'From $13',
      category: 'books',
      image: '/products/breaking-the-habit.svg',
      link: { amazonSearch: 'Breaking the Habit of Being Yourself Joe Dispenza' },
      rating: { stars: 4.7 },
    },
    {
      id: 'manifestation-journal',
      name: 'Guided Manifestation Journal',
      description:
        'A 90-day journal with gratitude prompts, scripting pages and weekly reflections on your goals.',
      price: 'From $18',
      category: 'tools',
      image: '/products/manifestation-journal.svg',
      link: { amazonSearch: 'guided manifestation journal gratitude scripting' },
      rating: { stars: 4.6 },
    },
    {
      id: 'vision-board-kit',
      name: 'Vision Board Kit',
      description:
        'A cork board with printed words, quotes and pins: everything to picture the life you are calling in.',
      price: 'From $22',
      category: 'tools',
      image: '/products/vision-board-kit.svg',
      link: { amazonSearch: 'vision board kit with cork board' },
      rating: { stars: 4.3 },
    },
    {
      id: 'budget-planner',
      name: 'Undated Wealth & Budget Planner',
      description:
        'Monthly budgets, savings trackers and debt payoff pages that turn intentions into measurable progress.',
      price: 'From $16',
      category: 'tools',
      image: '/products/budget-planner.svg',
      link: { amazonSearch: 'undated budget planner savings tracker' },
      rating: { stars: 4.5 },
    },
  ],
};
