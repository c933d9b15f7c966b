#!/usr/bin/env node
/**
 * What the client's stack costs before any code of ours: builds minimal entries that hydrate with
 * react-dom alone, then with react-router, react-helmet-async and react-bootstrap's Navbar and
 * Dropdown (the header's parts), exactly as the site is built (Vite, es2022, one chunk), and prints
 * each one's JavaScript in gzip -9 bytes. Evidence for the first-load budget (docs/decisions/005).
 *   node scripts/js-floor.mjs
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const dir = join(process.cwd(), '.js-floor');
const root = `const root = document.getElementById('root')!;`;
const entries = {
  'react-dom': `import { hydrateRoot } from 'react-dom/client';
${root} hydrateRoot(root, <p>page</p>);`,
  'react-dom + react-router': `import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, NavLink, Route, Routes, useLocation, useParams } from 'react-router-dom';
function Page() { const { pathname } = useLocation(); const { slug } = useParams(); return <p>{pathname}{slug}<Link to="/a">a</Link><NavLink to="/b">b</NavLink></p>; }
${root} hydrateRoot(root, <BrowserRouter><Routes><Route path="/:slug?" element={<Page />} /></Routes></BrowserRouter>);`,
  'react-dom + react-router + react-helmet-async': `import { hydrateRoot } from 'react-dom/client';
import { HelmetProvider, Helmet } from 'react-helmet-async';
import { BrowserRouter, Link, NavLink, Route, Routes, useLocation, useParams } from 'react-router-dom';
function Page() { const { pathname } = useLocation(); const { slug } = useParams(); return <p>{pathname}{slug}<Link to="/a">a</Link><NavLink to="/b">b</NavLink></p>; }
${root} hydrateRoot(root, <HelmetProvider><Helmet><title>t</title><meta name="description" content="d" /></Helmet><BrowserRouter><Routes><Route path="/:slug?" element={<Page />} /></Routes></BrowserRouter></HelmetProvider>);`,
  '… + react-bootstrap Navbar, Nav, Container': `import { hydrateRoot } from 'react-dom/client';
import { HelmetProvider, Helmet } from 'react-helmet-async';
import { BrowserRouter, Link, NavLink, Route, Routes, useLocation, useParams } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
function Page() { const { pathname } = useLocation(); const { slug } = useParams(); return <p>{pathname}{slug}<Link to="/a">a</Link><NavLink to="/b">b</NavLink></p>; }
${root} hydrateRoot(root, <HelmetProvider><Helmet><title>t</title></Helmet><BrowserRouter><Navbar expand="xl"><Container><Navbar.Toggle /><Navbar.Collapse><Nav><Nav.Link as={NavLink} to="/">a</Nav.Link></Nav></Navbar.Collapse></Container></Navbar><Routes><Route path="/:slug?" element={<Page />} /></Routes></BrowserRouter></HelmetProvider>);`,
  '… + react-bootstrap Dropdown (the header menus)': `import { hydrateRoot } from 'react-dom/client';
import { HelmetProvider, Helmet } from 'react-helmet-async';
import { BrowserRouter, Link, NavLink, Route, Routes, useLocation, useParams } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import Dropdown from 'react-bootstrap/Dropdown';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
function Page() { const { pathname } = useLocation(); const { slug } = useParams(); return <p>{pathname}{slug}<Link to="/a">a</Link><NavLink to="/b">b</NavLink></p>; }
${root} hydrateRoot(root, <HelmetProvider><Helmet><title>t</title></Helmet><BrowserRouter><Navbar expand="xl"><Container><Navbar.Toggle /><Navbar.Collapse><Nav><Nav.Link as={NavLink} to="/">a</Nav.Link><Dropdown as="li"><Dropdown.Toggle>m</Dropdown.Toggle><Dropdown.Menu><Dropdown.Item as={Link} to="/c">c</Dropdown.Item></Dropdown.Menu></Dropdown></Nav></Navbar.Collapse></Container></Navbar><Routes><Route path="/:slug?" element={<Page />} /></Routes></BrowserRouter></HelmetProvider>);`,
};

const rows = [];
try {
  for (const [name, code] of Object.entries(entries)) {
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
