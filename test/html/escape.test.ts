import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/diff/report/html.js';
import { html, joinHtml, text } from '../../src/html/escape.js';
import { reportHtml } from '../../src/probe/report-html.js';
import { HOSTILE, hostileDiff, hostileProbe } from '../helpers/hostile.js';

/** Undoes the five entities `text` writes (what a browser shows for the escaped text). */
function decode(markup: string): string {
  return markup.replace(
    /&(amp|lt|gt|quot|#39|#96);/g,
    (_, name: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#96': '`' })[name] ?? '',
  );
}

describe('the escaping choke point', () => {
  it('escapes markup characters, so no string can open a tag or leave an attribute', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const escaped = text(value).toString();
        expect(escaped).not.toMatch(/[<>"'`]/);
        expect(escaped.replace(/&(amp|lt|gt|quot|#39|#96);/g, '')).not.toContain('&');
      }),
    );
  });

  it('keeps printable text as it was, and shows control and bidi characters as \\uXXXX', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        (value) => void expect(decode(text(value).toString())).toBe(value),
      ),
    );
    expect(text('a\u202eb\u0007').toString()).toBe('a\\u202eb\\u0007');
  });

  it('escapes every interpolated string and passes fragments as they are', () => {
    const name = '"><script>x</script>';
    const fragment = html`<b title="${name}">${name}</b>`;
    expect(fragment.toString()).toBe(
      '<b title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">&quot;&gt;&lt;script&gt;x&lt;/script&gt;</b>',
    );
    expect(html`<p>${fragment}${[fragment]}${undefined}${false}${3}</p>`.toString()).toBe(
      `<p>${fragment.toString()}${fragment.toString()}3</p>`,
    );
    expect(joinHtml([html`<i>${'<'}</i>`, html`<i>b</i>`], ', ').toString()).toBe(
      '<i>&lt;</i>, <i>b</i>',
    );
  });
});

describe('hostile text in a finding', () => {
  const pages = {
    'diff, by operation': renderHtml(hostileDiff(), {
      groupBy: 'operation',
      sides: { old: HOSTILE, new: HOSTILE },
    }),
    'diff, by schema': renderHtml(hostileDiff(), {
      groupBy: 'schema',
      sides: { old: HOSTILE, new: HOSTILE },
    }),
    probe: reportHtml(hostileProbe()),
  };
  for (const [name, page] of Object.entries(pages)) {
    it(`${name}: adds no element, attribute or script, and shows the text`, () => {
      expect(page.match(/<script/g)).toHaveLength(1); // the page's own
      expect(page.match(/<\/style>/g)).toHaveLength(1);
      expect(page).not.toMatch(/<img|onerror="|<\/script><script>window/);
      expect(page).toContain(text(HOSTILE).toString());
    });
  }
});

describe('the probe page', () => {
  it('lists write cycles and what they left behind', () => {
    const page = reportHtml(hostileProbe());
    expect(page).toContain('Write cycles (1)');
    expect(page).toContain('NOT cleaned up');
    expect(page).toMatch(/<li class="off">\s*left behind: <code>POST &lt;\/style&gt;/);
  });

  it('says "all N users" when every user got the same status, and marks an undocumented one', () => {
    const report = hostileProbe();
    report.operations = [
      { operation: 'job.list', method: 'GET', path: '/job', access: 'user', documentedStatuses: ['200'], statuses: { a: 200, b: 200 } },
      { operation: 'job.stats', method: 'GET', path: '/job/stats', access: 'user', documentedStatuses: ['200'], statuses: { a: 500 } },
    ];
    const page = reportHtml(report);
    expect(page).toContain('200 (all 2 users)');
    expect(page).toContain('<strong class="off" title="not in the document">500</strong> (a)');
  });
});
