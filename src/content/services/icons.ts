/**
 * The pictograms service records name on their cards (`"icon": "layout-panel-left"`), from the
 * icon set, imported by name so the service page's code carries these and no others. Where another
 * page's code already uses an icon, a close one of the set is chosen instead: an icon two pages
 * share becomes a file of its own, listed in every page's first load.
 */
import { AppWindow, AtSign, BadgeCheck, Bell, BellRing, Boxes, BriefcaseBusiness, Building, CalendarDays, ChartNoAxesColumn, ClipboardCheck, ClipboardList, Cloud, CodeXml, Compass, Component, Cpu, CreditCard, FileBraces, FileStack, FileText, FolderOpen, Gauge, HandCoins, Handshake, House, IdCard, Image, Images, Layers, LayoutPanelLeft, LayoutPanelTop, ListTodo, MailCheck, MapPin, MessageSquare, MessagesSquare, Monitor, MonitorSmartphone, Package, Palette, PenLine, PenTool, Plug, RadioTower, RefreshCw, Rocket, ScanSearch, Search, Server, Share2, ShieldCheck, ShoppingBag, ShoppingBasket, Smartphone, Store, Tags, Target, Users, Warehouse, Workflow, Wrench } from 'lucide-react';
import { iconTable } from '../icon-table';

export const serviceIcons = iconTable({
  AppWindow, AtSign, BadgeCheck, Bell, BellRing, Boxes, BriefcaseBusiness, Building, CalendarDays,
  ChartNoAxesColumn, ClipboardCheck, ClipboardList, Cloud, CodeXml, Compass, Component, Cpu,
  CreditCard, FileBraces, FileStack, FileText, FolderOpen, Gauge, HandCoins, Handshake, House,
  IdCard, Image, Images, Layers, LayoutPanelLeft, LayoutPanelTop, ListTodo, MailCheck, MapPin,
  MessageSquare, MessagesSquare, Monitor, MonitorSmartphone, Package, Palette, PenLine, PenTool,
  Plug, RadioTower, RefreshCw, Rocket, ScanSearch, Search, Server, Share2, ShieldCheck,
  ShoppingBag, ShoppingBasket, Smartphone, Store, Tags, Target, Users, Warehouse, Workflow, Wrench,
});

export type ServiceIconName = keyof typeof serviceIcons;
