import { describe, expect, it } from 'vitest';
import { FIRST_RENDER_NAMESPACES } from '../lib/first-render-namespaces.ts';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

/** "a.b.c" for every leaf of a translation file. */
function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function byNamespace(lng: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === lng && match[2]) map.set(match[2], keys(content).sort());
  }
  return map;
}

describe('translations', () => {
  const en = byNamespace('en');
  const de = byNamespace('de');

  it('has the same namespaces in English and German', () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
    expect(en.has('common')).toBe(true);
  });

  it('has every namespace the first render waits for', () => {
    for (const ns of FIRST_RENDER_NAMESPACES) expect(en.has(ns), ns).toBe(true);
  });

  it.each([...en.keys()])('has the same keys in English and German in %s.json', (ns) => {
    expect(de.get(ns)).toEqual(en.get(ns));
  });

  it('has no empty text', () => {
    for (const [path, content] of Object.entries(files)) {
      const empty = keys(content).filter((k) => {
        const leaf = k.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown>)[part], content);
        return typeof leaf !== 'string' || leaf.trim() === '';
      });
      expect(empty, path).toEqual([]);
    }
  });
});
