/**
 * A stand-in for gtag.js, for the benchmark (Google is unreachable here): about as large as the
 * real GA4 tag (about 150 KB raw, 55 KB gzip) and doing comparable work when it runs (it compiles
 * and calls a few hundred functions, then reads the dataLayer queue and keeps listening to it),
 * so that the cost of the tag on a page shows up in Lighthouse. It sends nothing.
 */

/** A small deterministic generator: the same file on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = ['consent', 'event', 'config', 'page', 'session', 'client', 'cookie', 'param', 'queue', 'hit', 'dimension', 'metric', 'transport', 'beacon', 'region', 'storage', 'timer', 'engagement', 'user', 'scroll'];

export function makeGtagStandIn({ functions = 345 } = {}) {
  const next = random(20251123);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const ident = (i) => `${pick(WORDS)}${pick(WORDS).replace(/^./, (c) => c.toUpperCase())}_${i.toString(36)}${Math.floor(next() * 1e6).toString(36)}`;
  const names = [];
  const bodies = [];
  for (let i = 0; i < functions; i += 1) {
    const name = ident(i);
    names.push(name);
    const key = `${pick(WORDS)}_${Math.floor(next() * 1e5).toString(36)}`;
    const a = Math.floor(next() * 1e9);
    const b = Math.floor(next() * 97) + 3;
    // Minified code is dense: short names, many distinct literals; random text keeps gzip near the real ratio.
    const label = Array.from({ length: 110 + Math.floor(next() * 110) }, () => Math.floor(next() * 36).toString(36)).join('');
    bodies.push(
      `function ${name}(q,s){var r=s||{};r.${key}=((q|0)^${a})%${b};` +
        `if(typeof q==="string"){r.k="${label}"+q.length}else if(q&&q.length){for(var j=0;j<q.length;j++){r[j]=q[j]}}` +
        `else{r.v=[${a % 1000},${b},${Math.floor(next() * 1e4)}].map(function(x){return x*${b}%${a % 89 + 11}})}` +
        `return r}`,
    );
  }
  return `/* gtag.js stand-in for the benchmark */
(function(){"use strict";
${bodies.join('\n')}
var table=[${names.join(',')}];
var state={};
for(var i=0;i<table.length;i++){state=table[i](i,state)}
function handle(args){var cmd=args[0];for(var k=0;k<8;k++){state=table[((cmd&&cmd.length||0)*31+k)%table.length](args,state)}state.last=cmd}
var dl=window.dataLayer=window.dataLayer||[];
for(var n=0;n<dl.length;n++){handle(dl[n])}
var push=dl.push;dl.push=function(){for(var m=0;m<arguments.length;m++){handle(arguments[m])}return push.apply(dl,arguments)};
window.__gtagStandIn=true;
})();
`;
}
