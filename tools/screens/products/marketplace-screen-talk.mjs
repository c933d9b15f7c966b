// ServicePlex, the business's side after a credit opened a profile: talking to the micro-team
// directly (no auction, no go-between) and the proposal it sent, agreed in the same place. People
// are named by their role, never by an invented name.
import { browser } from '../frames.mjs';
import { each, icon, inr, pageCss } from '../kit.mjs';
import { appBarCss, looks } from './shared/looks.mjs';

// The conversations the business's credits opened, the micro-team's first.
const threads = [
  ['users', 'Micro-team of three', 'Noida', 'Proposal sent', true],
  ['palette', 'UI and brand designer', 'Jaipur', 'Shared two logo routes', false],
  ['smartphone', 'Android developer', 'Kochi', 'Available now', false],
];
const messages = [
  ['them', 'Developer', 'Read your brief: Razorpay and about 120 spices. Five weeks works for us.'],
  ['us', 'You', 'Can you list the products on Google Shopping too?'],
  ['them', 'SEO specialist', 'Yes: it is in the proposal.'],
];
const proposal = [
  ['Brand and product pages', 22000],
  ['Store and payments', 48000],
  ['Listings and launch', 15000],
];

export default {
  frame: 'browser',
  ...looks.marketplace,
  css: `
${pageCss('.tk', '#f7f7fc')}
${appBarCss('marketplace')}
.nav .links { display: flex; gap: 14px; font-size: 12.5px; font-weight: 600; color: #64748b; }
.nav .links .on { color: #1e1b4b; }
.credits { margin-left: auto; display: flex; align-items: center; gap: 6px; padding: 5px 10px; border-radius: 16px; background: #eef2ff; color: #3730a3; font-size: 12px; font-weight: 700; }
.body { display: grid; grid-template-columns: 172px minmax(0, 1fr) 196px; flex: 1; min-height: 0; }
.threads { border-right: 1px solid var(--line); background: #fff; padding: 10px 0; }
.threads h2 { font-size: 12px; color: var(--muted); text-transform: uppercase; letter-spacing: .05em; padding: 0 14px 6px; }
.th { display: flex; gap: 9px; padding: 9px 14px; align-items: flex-start; }
.th.on { background: #eef2ff; box-shadow: inset 3px 0 0 var(--accent); }
.th .ic { width: 30px; height: 30px; border-radius: 9px; background: #eef2ff; color: var(--accent); display: grid; place-items: center; flex: none; }
.th.on .ic, .th.team .ic { background: #ecfdf5; color: #047857; }
.th b { display: block; font-size: 12.5px; line-height: 1.2; }
.th span { display: block; font-size: 11px; color: var(--muted); }
.th em { display: block; font-style: normal; font-size: 11px; color: #3730a3; font-weight: 600; margin-top: 2px; }
.chat { display: flex; flex-direction: column; gap: 8px; padding: 12px 14px; min-height: 0; overflow: hidden; }
.chat .head { white-space: nowrap; display: flex; align-items: center; gap: 8px; padding-bottom: 8px; border-bottom: 1px solid var(--line); }
.chat .head b { font-size: 13.5px; }
.chat .head .pill { margin-left: auto; }
.msg { max-width: 88%; font-size: 12px; line-height: 1.4; padding: 8px 10px; border-radius: 10px; background: #fff; border: 1px solid var(--line); }
.msg small { display: block; font-size: 10.5px; font-weight: 700; color: #4338ca; margin-bottom: 2px; }
.msg.us { align-self: flex-end; background: #4f46e5; color: #fff; border-color: #4f46e5; }
.msg.us small { color: #c7d2fe; }
.reply { margin-top: auto; display: flex; align-items: center; gap: 8px; border: 1px solid var(--line); border-radius: 9px; background: #fff; padding: 7px 10px; font-size: 12px; color: var(--muted); }
.reply .send { margin-left: auto; width: 26px; height: 26px; border-radius: 8px; background: var(--accent); color: #fff; display: grid; place-items: center; }
.prop { margin: 12px 14px 12px 0; padding: 12px; align-self: start; }
.prop small { font-size: 11px; color: var(--muted); display: block; }
.prop h3 { font-size: 13px; margin: 2px 0 8px; }
.prop .line { display: flex; justify-content: space-between; gap: 8px; font-size: 11.5px; padding: 5px 0; border-top: 1px solid var(--line); }
.prop .line span { color: #334155; }
.prop .total { font-weight: 800; font-size: 13px; }
.prop .zero { color: var(--ok); font-weight: 800; }
.prop .when { display: flex; align-items: center; gap: 5px; font-size: 11.5px; color: var(--muted); margin: 8px 0 10px; }
.prop .btn { width: 100%; font-size: 12px; }
`,
  render(product) {
    const total = proposal.reduce((sum, [, fee]) => sum + fee, 0);
    return browser({
      url: new URL('messages/micro-team-noida', product.url).href,
      body: `<div class="app tk">
  <div class="nav"><span class="brand"><i>${icon('blocks', 15)}</i>${product.name}</span><span class="links"><span>Freelancers</span><span>Projects</span><span class="on">Messages</span></span><span class="credits">${icon('coins', 14)}17 credits</span></div>
  <div class="body">
    <div class="threads"><h2>Opened with a credit</h2>${each(threads, ([ic, who, where, last, on]) => `<div class="th${on ? ' on' : ''}"><span class="ic">${icon(ic, 15)}</span><div><b>${who}</b><span>${where}</span><em>${last}</em></div></div>`)}</div>
    <div class="chat">
      <div class="head"><b>Micro-team of three</b><span class="pill ok">${icon('message-circle-more', 11)}Talking directly</span></div>
      ${each(messages, ([side, who, text]) => `<div class="msg ${side}"><small>${who}</small>${text}</div>`)}
      <div class="reply">Write to the team…<span class="send">${icon('send', 13)}</span></div>
    </div>
    <div class="card prop"><small>Proposal from the team</small><h3>Online store for a spice brand</h3>
      ${each(proposal, ([what, fee]) => `<div class="line"><span>${what}</span><b class="num">${inr(fee)}</b></div>`)}
      <div class="line"><span>Platform commission</span><span class="zero">₹0</span></div>
      <div class="line total"><span>Total</span><span class="num">${inr(total)}</span></div>
      <div class="when">${icon('calendar', 12)}Five weeks, from 7 Oct</div>
      <span class="btn primary">${icon('handshake', 13)}Agree and start</span>
    </div>
  </div>
</div>`,
    });
  },
};
