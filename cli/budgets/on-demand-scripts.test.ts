import { describe, expect, it } from 'vitest';
import { reachableScripts, type BuildManifest } from './on-demand-scripts.ts';

// The shape of a real build's manifest: pages keyed by their HTML file, shared chunks by "_name", a cycle included.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/home-a.js', imports: ['_mount-b.js', '_react-c.js'] },
  'login/index.html': { file: 'assets/login-d.js', imports: ['_react-c.js'] },
  '_mount-b.js': { file: 'assets/mount-b.js', imports: ['_react-c.js'], dynamicImports: ['src/SiteFooter.tsx'] },
  '_react-c.js': { file: 'assets/react-c.js' },
  'src/SiteFooter.tsx': { file: 'assets/SiteFooter-e.js', imports: ['_mount-b.js'], dynamicImports: ['src/PreviewPanel.tsx'] },
  'src/PreviewPanel.tsx': { file: 'assets/PreviewPanel-f.js', imports: ['src/SiteFooter.tsx', '_mount-b.css'] },
  '_mount-b.css': { file: 'assets/mount-b.css' },
};

describe('reachableScripts', () => {
  it("lists every script a page's entry reaches, at once or on demand, however deep, each once", () => {
    expect(reachableScripts(manifest, 'index.html').sort()).toEqual(
      ['assets/PreviewPanel-f.js', 'assets/SiteFooter-e.js', 'assets/home-a.js', 'assets/mount-b.js', 'assets/react-c.js'].sort(),
    );
  });

  it("leaves out stylesheets and what only other pages reach", () => {
    expect(reachableScripts(manifest, 'login/index.html').sort()).toEqual(['assets/login-d.js', 'assets/react-c.js']);
  });

  it('finds nothing for a page the manifest does not know', () => {
    expect(reachableScripts(manifest, 'm/login/index.html')).toEqual([]);
  });
});
