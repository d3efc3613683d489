import {
  BarChart3,
  BookOpen,
  Crown,
  Flame,
  Heart,
  Home,
  MoonStar,
  Sparkles,
  Sun,
  Target,
  Users,
  Zap,
} from 'lucide-react';

/** The sidebar, in the spec's order (SPEC section 2, Sidebar and shell). */
export const NAV_ITEMS = [
  { label: 'Dashboard', href: '/', icon: Home },
  { label: 'Meditation', href: '/meditate', icon: Sparkles },
  { label: 'Quantum Goals', href: '/goals', icon: Target },
  { label: 'Energy Tracker', href: '/energy', icon: Zap },
  { label: 'Affirmations', href: '/affirmations', icon: Heart },
  // calmIcon replaces the flame when the member hides streaks (profile setting).
  { label: 'Daily Rituals', href: '/rituals', icon: Flame, calmIcon: Sun },
  { label: 'Wealth Habits', href: '/wealth-habits', icon: BarChart3 },
  { label: 'Cosmic Timing', href: '/astrology', icon: MoonStar },
  { label: 'Community', href: '/community', icon: Users },
  { label: 'Resources', href: '/resources', icon: BookOpen },
  { label: 'Upgrade', href: '/pricing', icon: Crown },
] as const;
