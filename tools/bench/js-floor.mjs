#!/usr/bin/env node
/**
 * What the client's stack costs before any code of ours: builds minimal entries that hydrate with
 * react-dom alone, then with react-router, react-helmet-async and react-bootstrap's Navbar and
 * Dropdown (the header's parts), exactly as the site is built (Vite, es2022, one chunk), and prints
 * each one's JavaScript in gzip -9 bytes. Evidence for the first-load budget (docs/decisions/005).
 *   node tools/bench/js-floor.mjs
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const dir = join(process.cwd(), '.js-floor');

/**
 * Each entry adds one layer to the one before: its imports, and a wrapper around the tree (or,
 * for the header's parts, elements placed before the routed page).
 */
const layers = [
  { name: 'react-dom', imports: [], wrap: (tree) => tree },
  {
    name: 'react-dom + react-router',
    imports: [`import { BrowserRouter, Link, NavLink, Route, Routes, useLocation, useParams } from 'react-router-dom';`],
    code: `function Page() { const { pathname } = useLocation(); const { slug } = useParams(); return <p>{pathname}{slug}<Link to="/a">a</Link><NavLink to="/b">b</NavLink></p>; }`,
    wrap: (_, header = '') => `<BrowserRouter>${header}<Routes><Route path="/:slug?" element={<Page />} /></Routes></BrowserRouter>`,
  },
  {
    name: 'react-dom + react-router + react-helmet-async',
    imports: [`import { HelmetProvider, Helmet } from 'react-helmet-async';`],
    wrap: (tree) => `<HelmetProvider><Helmet><title>t</title><meta name="description" content="d" /></Helmet>${tree}</HelmetProvider>`,
  },
  {
    name: '… + react-bootstrap Navbar, Nav, Container',
    imports: [`import Container from 'react-bootstrap/Container';`, `import Nav from 'react-bootstrap/Nav';`, `import Navbar from 'react-bootstrap/Navbar';`],
    header: (menus) => `<Navbar expand="xl"><Container><Navbar.Toggle /><Navbar.Collapse><Nav><Nav.Link as={NavLink} to="/">a</Nav.Link>${menus}</Nav></Navbar.Collapse></Container></Navbar>`,
  },
  {
    name: '… + react-bootstrap Dropdown (the header menus)',
    imports: [`import Dropdown from 'react-bootstrap/Dropdown';`],
    menus: `<Dropdown as="li"><Dropdown.Toggle>m</Dropdown.Toggle><Dropdown.Menu><Dropdown.Item as={Link} to="/c">c</Dropdown.Item></Dropdown.Menu></Dropdown>`,
  },
];

/** The source of the entry made of the first `count` layers. */
function entrySource(count) {
  const used = layers.slice(0, count);
  const imports = used.flatMap((layer) => layer.imports);
  const code = used.map((layer) => layer.code ?? '').join('\n');
  const menus = used.map((layer) => layer.menus ?? '').join('');
  const headerLayer = used.find((layer) => layer.header);
  const header = headerLayer ? headerLayer.header(menus) : '';
  let tree = '<p>page</p>';
  for (const layer of used) if (layer.wrap) tree = layer.wrap(tree, header);
  return [`import { hydrateRoot } from 'react-dom/client';`, ...imports, code, `hydrateRoot(document.getElementById('root')!, ${tree});`].join('\n');
}

const rows = [];
try {
  for (let count = 1; count <= layers.length; count += 1) {
    const name = layers[count - 1].name;
    const code = entrySource(count);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'entry.tsx'), code);
    await build({
      configFile: false,
      root: dir,
      logLevel: 'error',
      plugins: [react()],
      build: { target: 'es2022', outDir: join(dir, 'out'), rollupOptions: { input: join(dir, 'entry.tsx') } },
    });
    const assets = join(dir, 'out', 'assets');
    const bytes = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
    rows.push([name, bytes]);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('| entry (hydrates one paragraph) | JavaScript, gzip -9 |\n|---|---|');
for (const [name, bytes] of rows) console.log(`| ${name} | ${kb(bytes)} |`);
