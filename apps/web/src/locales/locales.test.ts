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

  // A number in a sentence takes the language's plural rule through i18next's _one/_other keys
  // ("1 item", "2 items"; "1 Eintrag", "2 Einträge"). These three name no thing that could agree.
  const COUNT_WITHOUT_NOUN = new Set(['mileage:aggregated.flaggedShort', 'reimbursements:create.selected', 'ui:table.total']);

  it('says every count in a plural form, _one and _other, in both languages', () => {
    for (const [path, content] of Object.entries(files)) {
      const ns = /\/([^/]+)\.json$/.exec(path)?.[1] ?? '';
      const leaves = new Map(keys(content).map((k) => [k, k.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown>)[part], content)]));
      for (const [key, text] of leaves) {
        if (typeof text !== 'string' || !text.includes('{{count}}') || COUNT_WITHOUT_NOUN.has(`${ns}:${key}`)) continue;
        expect(/_(one|other)$/.test(key), `${path} ${key}: "${text}" needs ${key}_one and ${key}_other`).toBe(true);
      }
      for (const key of leaves.keys()) {
        const base = /^(.*)_(one|other)$/.exec(key)?.[1];
        if (base) expect(leaves.has(`${base}_one`) && leaves.has(`${base}_other`), `${path} ${base}`).toBe(true);
      }
    }
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
