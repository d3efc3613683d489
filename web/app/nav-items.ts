import {
  BarChart3,
  BookOpen,
  LineChart,
  MessageCircle,
  Crown,
  Flame,
  Heart,
  Home,
  MoonStar,
  NotebookPen,
  Route,
  Sparkles,
  Sun,
  Target,
  Users,
  Zap,
} from 'lucide-react';

/** The sidebar, in the spec's order (docs/dashboard.md). */
export const NAV_ITEMS = [
  { label: 'Dashboard', href: '/', icon: Home },
  { label: 'Meditation', href: '/meditate', icon: Sparkles },
  { label: 'Quantum Goals', href: '/goals', icon: Target },
  { label: 'Energy Tracker', href: '/energy', icon: Zap },
  { label: 'Affirmations', href: '/affirmations', icon: Heart },
  // calmIcon replaces the flame when the member hides streaks (profile setting).
  { label: 'Daily Rituals', href: '/rituals', icon: Flame, calmIcon: Sun },
  { label: 'Wealth Habits', href: '/wealth-habits', icon: BarChart3 },
  { label: 'Journal', href: '/journal', icon: NotebookPen },
  { label: 'Cosmic Timing', href: '/astrology', icon: MoonStar },
  { label: 'Community', href: '/community', icon: Users },
  { label: 'Resources', href: '/resources', icon: BookOpen },
  // Not in the spec's list: after its entries, like the Premium pages.
  { label: 'Programs', href: '/programs', icon: Route },
  // Premium pages (docs/plans.md): after the spec's entries, before Upgrade.
  { label: 'Coach', href: '/coach', icon: MessageCircle },
  { label: 'Insights', href: '/insights', icon: LineChart },
  { label: 'Upgrade', href: '/pricing', icon: Crown },
] as const;
