// Mobile app development: a dairy's subscription app for Android and iOS. The hero shows two of
// its screens on two phones (tomorrow's delivery with the wallet, and the month's calendar with
// paused days); the intro shows the rider on the way, with what stands behind the app: the push
// notification of a low wallet, the admin panel's day and the store releases from one code base.
import { float, phone } from '../frames.mjs';
import { each, icon, inr } from '../kit.mjs';

const accent = '#0891b2';
const brand = 'Ksheer Daily';

const items = [['milk', 'Toned milk 1 L', '× 2', 108], ['cup-soda', 'Curd 400 g', '× 1', 45], ['cuboid', 'Paneer 200 g', '× 1', 90]];
// October 2026 starts on a Thursday. d delivered, p paused, t tomorrow (Friday the 16th), u still to come.
const october = 'ddddddddpppddddtuuuuuuuuuuuuuuu'.split('');
// A day's milk and curd (the paneer is a one-off), and what twelve days delivered and three paused come to.
const daily = items[0][3] + items[1][3];
const wallet = 1375;
const delivered = october.filter((d) => d === 'd').length;
const paused = october.filter((d) => d === 'p').length;

const appCss = `
.kd { display: flex; flex-direction: column; background: #f1f8fa; font-size: 15px; }
.kd .top { background: var(--accent); color: #fff; padding: 6px 18px 16px; }
.kd .top small { font-size: 15px; color: #cffafe; }
.kd .top h1 { font-size: 22px; font-weight: 800; }
.kd .top .when { display: inline-flex; align-items: center; gap: 6px; margin-top: 8px; padding: 5px 11px; border-radius: 16px; background: rgba(255,255,255,.18); font-size: 15px; font-weight: 700; }
.kd .list { margin: 12px 12px 0; padding: 4px 14px; }
.kd .it { display: flex; align-items: center; gap: 12px; padding: 10px 0; border-top: 1px solid var(--line); }
.kd .it:first-child { border-top: 0; }
.kd .it .ic { width: 38px; height: 38px; border-radius: 12px; background: #cffafe; color: #0e7490; display: grid; place-items: center; flex: none; }
.kd .it b { display: block; font-size: 16px; }
.kd .it small { font-size: 15px; color: var(--muted); }
.kd .it .p { margin-left: auto; font-weight: 800; font-size: 16px; }
.kd .acts { display: flex; gap: 8px; margin: 10px 12px 0; }
.kd .acts span { flex: 1; display: flex; align-items: center; justify-content: center; gap: 6px; padding: 11px 0; border-radius: 12px; font-weight: 700; font-size: 15px; background: #fff; color: #0e7490; box-shadow: inset 0 0 0 1.5px #a5f3fc; }
.kd .wallet { margin: 10px 12px 0; padding: 12px 14px; display: flex; align-items: center; gap: 10px; }
.kd .wallet b { display: block; font-size: 19px; }
.kd .wallet small { font-size: 15px; color: var(--muted); }
.kd .wallet .btn { margin-left: auto; font-size: 15px; padding: 9px 14px; border-radius: 10px; }
.kd .tabs { margin-top: auto; display: flex; background: #fff; border-top: 1px solid var(--line); padding: 8px 0 22px; }
.kd .tabs span { flex: 1; display: flex; flex-direction: column; align-items: center; gap: 2px; font-size: 14px; color: var(--muted); }
.kd .tabs .on { color: #0e7490; font-weight: 800; }
.kd .month { margin: 12px 12px 0; padding: 12px; }
.kd .pill { font-size: 14px; }
.kd .month h2 { font-size: 17px; display: flex; justify-content: space-between; align-items: center; margin-bottom: 8px; }
.kd .grid { display: grid; grid-template-columns: repeat(7, 1fr); gap: 5px; text-align: center; }
.kd .grid .h { font-size: 14px; color: var(--muted); font-weight: 700; }
.kd .grid i { font-style: normal; font-size: 15px; font-weight: 700; height: 30px; border-radius: 9px; display: grid; place-items: center; background: #f1f5f9; color: #475569; }
.kd .grid i.d { background: #cffafe; color: #0e7490; }
.kd .grid i.p { background: #fef3c7; color: #b45309; }
.kd .grid i.t { background: var(--accent); color: #fff; }
.kd .grid i.x { background: none; }
.kd .grid i.u { background: #fff; box-shadow: inset 0 0 0 1px var(--line); }
.kd .keys { display: flex; gap: 12px; margin-top: 10px; font-size: 14px; color: var(--muted); }
.kd .keys span { display: flex; align-items: center; gap: 5px; }
.kd .keys i { width: 12px; height: 12px; border-radius: 4px; background: #cffafe; }
.kd .keys i.p { background: #fef3c7; }
.kd .bill { margin: 10px 12px 0; padding: 12px 14px; }
.kd .bill .row { justify-content: space-between; font-size: 15px; padding: 4px 0; }
.kd .bill .row b { font-size: 17px; }
.kd .map { position: relative; height: 250px; background: #e6eef0; overflow: hidden; }
.kd .map svg { position: absolute; inset: 0; }
.kd .eta { margin: -34px 12px 0; position: relative; padding: 14px; }
.kd .eta b { display: block; font-size: 20px; }
.kd .eta small { font-size: 15px; color: var(--muted); }
.kd .eta .row { gap: 10px; margin-top: 10px; padding-top: 10px; border-top: 1px solid var(--line); }
.kd .eta .ic { width: 38px; height: 38px; border-radius: 50%; background: #cffafe; color: #0e7490; display: grid; place-items: center; }
.kd .eta .call { margin-left: auto; width: 40px; height: 40px; border-radius: 50%; background: var(--accent); color: #fff; display: grid; place-items: center; }
.nt { padding: 14px 16px; }
.nt .app-row { display: flex; align-items: center; gap: 7px; color: var(--muted); font-size: 12px; }
.nt .appicon { width: 20px; height: 20px; border-radius: 6px; background: var(--accent); color: #fff; display: grid; place-items: center; }
.nt b { display: block; font-size: 15px; margin: 6px 0 2px; }
.nt p { font-size: 12.5px; color: #3f4a5a; }
.adm { padding: 14px 16px; }
.adm h3 { font-size: 12px; color: var(--muted); display: flex; align-items: center; gap: 6px; font-weight: 700; text-transform: uppercase; letter-spacing: .05em; }
.adm .nums { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; margin-top: 8px; }
.adm .nums b { display: block; font-size: 20px; }
.adm .nums span { font-size: 12px; color: var(--muted); }
.rel { padding: 14px 16px; }
.rel h3 { font-size: 12px; color: var(--muted); font-weight: 700; text-transform: uppercase; letter-spacing: .05em; }
.rel .one { font-size: 13px; color: var(--muted); margin: 2px 0 4px; }
.rel .row { justify-content: space-between; padding: 6px 0; font-size: 13.5px; border-top: 1px solid var(--line); }
.rel .row:first-of-type { border-top: 0; }
.rel .row b { display: flex; align-items: center; gap: 6px; }
.rel .pill { font-size: 12px; }
.rel .row .pill { font-size: 12px; }
`;

const heroCss = `${appCss}
.f-phone { top: 40px; height: 600px; }
.f-phone + .f-phone { top: 86px; }
`;

const tabs = (on) => `<div class="tabs">${each([['house', 'Home'], ['calendar-days', 'Calendar'], ['wallet', 'Wallet'], ['user-round', 'Account']], ([ic, label]) => `<span class="${label === on ? 'on' : ''}">${icon(ic, 20)}${label}</span>`)}</div>`;

const notification = `<div class="nt"><div class="app-row"><span class="appicon">${icon('milk', 12)}</span>${brand} · 8:00 PM</div><b>Wallet running low</b><p>${inr(wallet)} left, about ${Math.floor(wallet / daily)} days of milk and curd. Recharge by UPI in one tap.</p></div>`;

export default {
  hero: {
    frame: 'phone',
    accent,
    font: 'nunito',
    css: heroCss,
    render() {
      const home = `<div class="app kd">
  <div class="top"><small>${brand}</small><h1>Tomorrow’s delivery</h1><span class="when">${icon('sunrise', 16)}Fri 16 Oct · before 7 AM</span></div>
  <div class="card list">${each(items, ([ic, name, qty, price]) => `<div class="it"><span class="ic">${icon(ic, 20)}</span><div><b>${name}</b><small>${qty}</small></div><span class="p">${inr(price)}</span></div>`)}</div>
  <div class="acts"><span>${icon('pause', 16)}Pause</span><span>${icon('plus', 16)}Add item</span></div>
  <div class="card wallet"><div><small>Wallet</small><b>${inr(wallet)}</b></div><span class="btn primary">Recharge</span></div>
  ${tabs('Home')}
</div>`;
      const lead = 3; // Thursday: three blank cells before the 1st.
      const cells = [...Array(lead).fill('x'), ...october];
      const calendar = `<div class="app kd">
  <div class="top"><small>Subscription</small><h1>October</h1></div>
  <div class="card month"><h2>Deliveries<span class="pill accent">${delivered} delivered</span></h2>
    <div class="grid">${each(['M', 'T', 'W', 'T', 'F', 'S', 'S'], (d) => `<span class="h">${d}</span>`)}${each(cells, (state, i) => `<i class="${state}">${state === 'x' ? '' : i - lead + 1}</i>`)}</div>
    <div class="keys"><span><i></i>Delivered</span><span><i class="p"></i>Paused</span></div></div>
  <div class="card bill"><div class="row"><span>Delivered so far</span><b>${inr(daily * delivered)}</b></div><div class="row"><span>Saved by pausing 9–11 Oct</span><b style="color:var(--ok)">${inr(daily * paused)}</b></div></div>
  ${tabs('Calendar')}
</div>`;
      return phone({ x: 268, zoom: 1, statusBar: accent, light: true, body: home }) + phone({ x: 586, zoom: 1, statusBar: accent, light: true, body: calendar });
    },
  },
  intro: {
    frame: 'phone',
    accent,
    font: 'nunito',
    css: appCss,
    render(service) {
      const map = `<svg width="100%" height="100%" viewBox="0 0 320 250" preserveAspectRatio="xMidYMid slice">
  <rect width="320" height="250" fill="#e6eef0"/>
  <path d="M0 70 H320 M0 170 H320 M90 0 V250 M230 0 V250" stroke="#fff" stroke-width="14"/>
  <path d="M0 120 L320 210 M150 0 L190 250" stroke="#fff" stroke-width="8"/>
  <rect x="104" y="84" width="38" height="70" rx="4" fill="#d4e4e8"/><rect x="244" y="84" width="60" height="40" rx="4" fill="#cfe6d6"/><rect x="14" y="186" width="60" height="50" rx="4" fill="#d4e4e8"/>
  <path d="M60 170 H90 V70 H230 V40" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="1 11"/>
  <circle cx="90" cy="120" r="13" fill="${accent}"/><circle cx="90" cy="120" r="5" fill="#fff"/>
  <path d="M230 18 a14 14 0 0 1 14 14 c0 10 -14 24 -14 24 s-14 -14 -14 -24 a14 14 0 0 1 14 -14z" fill="#0f172a"/><circle cx="230" cy="32" r="5" fill="#fff"/>
</svg>`;
      const track = `<div class="app kd">
  <div class="map">${map}</div>
  <div class="card eta"><small>Arriving in</small><b>6 minutes</b><small>Flat 302, Baner, Pune</small>
    <div class="row"><span class="ic">${icon('bike', 20)}</span><div><b style="font-size:16px">Rider · Route 7</b><small>4 stops before you</small></div><span class="call">${icon('phone', 18)}</span></div></div>
  <div class="card list">${each(items.slice(0, 2), ([ic, name, qty, price]) => `<div class="it"><span class="ic">${icon(ic, 20)}</span><div><b>${name}</b><small>${qty}</small></div><span class="p">${inr(price)}</span></div>`)}</div>
  ${tabs('Home')}
</div>`;
      const [, stack] = service.facts.find((fact) => /android/i.test(fact.value))?.label.match(/from one (.+) code base/) ?? [];
      const admin = `<div class="adm"><h3>${icon('layout-dashboard', 14)}Admin panel · today</h3><div class="nums"><div><b>1,284</b><span>deliveries</span></div><div><b>14</b><span>routes</span></div><div><b>37</b><span>paused</span></div></div></div>`;
      const releases = `<div class="rel"><h3>Release 2.4.0</h3>${stack ? `<p class="one">One ${stack} code base</p>` : ''}
  <div class="row"><b>${icon('smartphone', 15)}Android</b><span class="pill ok">Live</span></div>
  <div class="row"><b>${icon('tablet-smartphone', 15)}iOS</b><span class="pill warn">In review</span></div></div>`;
      return (
        phone({ x: 560, zoom: 1.05, statusBar: '#e6eef0', body: track }) +
        float({ x: 60, y: 70, w: 440, zoom: 1.5, body: notification }) +
        float({ x: 90, y: 268, w: 410, zoom: 1.5, body: admin }) +
        float({ x: 60, y: 468, w: 440, zoom: 1.5, body: releases })
      );
    },
  },
};
