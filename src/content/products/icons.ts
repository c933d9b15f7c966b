/**
 * The pictograms product records name on what a product solves and offers (`"icon": "wallet"`),
 * from the icon set, imported by name so the product page's code carries these and no others.
 */
import { ArrowLeftRight, BadgeCheck, BadgePercent, Ban, CalendarX, CircleHelp, Coins, EyeOff, Filter, Gavel, Gift, Handshake, Hourglass, KeyRound, LayoutList, LockOpen, MessageCircleMore, QrCode, Receipt, Ruler, ShieldCheck, ShoppingBag, SlidersHorizontal, Sparkles, Upload, Users, Wallet } from 'lucide-react';
import { iconTable } from '../icon-table';

export const productIcons = iconTable({
  ArrowLeftRight, BadgeCheck, BadgePercent, Ban, CalendarX, CircleHelp, Coins, EyeOff, Filter,
  Gavel, Gift, Handshake, Hourglass, KeyRound, LayoutList, LockOpen, MessageCircleMore, QrCode,
  Receipt, Ruler, ShieldCheck, ShoppingBag, SlidersHorizontal, Sparkles, Upload, Users, Wallet,
});

export type ProductIconName = keyof typeof productIcons;
