/**
 * The pictograms product records name on what a product solves and offers (`"icon": "wallet"`),
 * from the icon set, imported by name so the product page's code carries these and no others.
 */
import { ArrowLeftRight, BadgeCheck, BadgePercent, Ban, CalendarX, CircleHelp, Clock, Coins, Eye, EyeOff, Filter, Gavel, Gift, Hourglass, KeyRound, LayoutList, LockOpen, MessageCircleMore, QrCode, Receipt, Ruler, ShieldCheck, ShoppingBag, SlidersHorizontal, Sparkles, Upload, Users, UsersRound, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export const productIcons = {
  'arrow-left-right': ArrowLeftRight,
  'badge-check': BadgeCheck,
  'badge-percent': BadgePercent,
  'ban': Ban,
  'calendar-x': CalendarX,
  'circle-help': CircleHelp,
  'clock': Clock,
  'coins': Coins,
  'eye': Eye,
  'eye-off': EyeOff,
  'filter': Filter,
  'gavel': Gavel,
  'gift': Gift,
  'hourglass': Hourglass,
  'key-round': KeyRound,
  'layout-list': LayoutList,
  'lock-open': LockOpen,
  'message-circle-more': MessageCircleMore,
  'qr-code': QrCode,
  'receipt': Receipt,
  'ruler': Ruler,
  'shield-check': ShieldCheck,
  'shopping-bag': ShoppingBag,
  'sliders-horizontal': SlidersHorizontal,
  'sparkles': Sparkles,
  'upload': Upload,
  'users': Users,
  'users-round': UsersRound,
  'wallet': Wallet,
} as const satisfies Record<string, LucideIcon>;

export type ProductIconName = keyof typeof productIcons;
