// Drill 9, address forms: the rate limit must see one client however its address is written.
// A key made of the raw string would let one client through many times: the addresses of one IPv6
// /64, spellings of one address, IPv4 vs ::ffff:, and a hop with a port (10.50.0.1:1234), which
// must not fall back to the proxy's own address (every visitor behind it in one bucket). Seven
// posts per form, RATE_LIMIT_MAX=5, through the trusted proxy 127.0.0.1.
import { contact, post, withWorld } from '../../tests/harness/test-stack.mjs';

const MAX = 5;
const hex = (n) => n.toString(16);

/** [label, seven X-Forwarded-For values that are one client, the address the verifier must get or null]. */
const FORMS = [
  ['seven addresses of one IPv6 /64', Array.from({ length: 7 }, (_, i) => `2001:db8:90:1:${hex(i + 1)}::${hex(i * 7 + 1)}`), null],
  ['seven spellings of one IPv6 address', ['2001:db8:91::1', '2001:DB8:91::1', '2001:0db8:0091:0000:0000:0000:0000:0001',
    '2001:db8:91:0:0:0:0:1', '2001:db8:91::0:1', '[2001:db8:91::1]', '[2001:db8:91::1]:443'], '2001:db8:91::1'],
  ['IPv4, IPv4-mapped IPv6 and the hex form', ['198.51.100.92', '::ffff:198.51.100.92', '::FFFF:198.51.100.92',
    '::ffff:c633:645c', '0:0:0:0:0:ffff:c633:645c', '198.51.100.92', '::ffff:198.51.100.92'], '198.51.100.92'],
  ['one address with a different port each time', Array.from({ length: 7 }, (_, i) => `10.50.0.1:${1234 + i}`), '10.50.0.1'],
  ['malformed hops (the "unknown" bucket)', ['not-an-address', '10.50.0.300', '1.2.3.4:99999', 'unknown', '[::1', '1.2.3', 'a, b'], null],
];

export async function run({ workers }) {
  return withWorld({ parseMail: false, fpmWorkers: workers, env: { RATE_LIMIT_MAX: String(MAX), TRUSTED_PROXIES: '127.0.0.1' } }, async (world) => {
    const rows = [];
    for (const [label, hops, verifierSees] of FORMS) {
      world.stub.clear();
      const statuses = [];
      for (const ip of hops) statuses.push((await post(world, contact(), { ip })).status);
      const seen = [...new Set(world.stub.calls.map((c) => c.form.remoteip ?? '(none)'))];
      rows.push({ label, accepted: statuses.filter((s) => s === 200).length, limited: statuses.filter((s) => s === 429).length, seen, verifierSees });
    }
    // The proxy's own bucket is untouched by all of that, and other clients behind it go on.
    const direct = await post(world, contact(), { ip: null });
    const neighbour = await post(world, contact(), { ip: '10.50.0.2:1234' });

    const figures = rows.map((r) => ({
      label: `${r.label}: accepted / 429`,
      value: `${r.accepted} / ${r.limited}${r.verifierSees ? `; verifier told ${r.seen.join(', ')}` : ''}`,
      budget: `${MAX} / 2`,
      ok: r.accepted === MAX && r.limited === 2 && (!r.verifierSees || (r.seen.length === 1 && r.seen[0] === r.verifierSees)),
    }));
    figures.push({
      label: 'afterwards: the proxy itself (no X-Forwarded-For) / another client behind it with a port',
      value: `${direct.status} / ${neighbour.status}`, budget: '200 / 200', ok: direct.status === 200 && neighbour.status === 200,
    });
    return {
      name: 'addresses',
      title: '9. Rate limit and address forms',
      figures,
      notes: [
        `RATE_LIMIT_MAX=${MAX}; each form is 7 posts one after the other through the trusted proxy (X-Forwarded-For). Addresses are canonicalised with inet_pton, IPv4-mapped IPv6 counts as IPv4, IPv6 is limited per /64, "host:port" and "[v6]:port" hops are their address, and a hop that is no address (where the walk needs it) puts the request in one "unknown" bucket of its own. The verifier is told the full canonical address (none for an unknown client).`,
      ],
    };
  });
}
