import { cleanRichText, isSafeUrl } from './stored-content';

describe('stored content on write', () => {
  it('keeps allowed markup', async () => {
    const html =
      '<h2 class="t">Bonus</h2><p><strong>50%</strong> <em>more</em><br></p>' +
      '<ul><li>one</li></ul><a href="https://oyna.example/x" title="go">go</a>' +
      '<img src="/api/cms/media/a.svg" alt="a"><table><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    const clean = await cleanRichText(html);
    expect(clean).toContain('<h2 class="t">Bonus</h2>');
    expect(clean).toContain('<strong>50%</strong> <em>more</em>');
    expect(clean).toContain('<a href="https://oyna.example/x" title="go">go</a>');
    expect(clean).toContain('<img src="/api/cms/media/a.svg" alt="a" />');
    expect(clean).toContain('<td colspan="2">1</td>');
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="data:text/html;base64,PHNjcmlwdD4=">', '<img />'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['<form action="/x"><input name="a"></form><p>x</p>', '<p>x</p>'],
    ['<p style="background:url(javascript:x)">x</p>', '<p>x</p>'],
    ['<style>p{}</style><p>x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('drops what is not allowed: %s', async (dirty, clean) => {
    expect(await cleanRichText(dirty)).toBe(clean);
  });

  it('opens new-tab links without handing over window.opener', async () => {
    expect(await cleanRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['https://oyna.example/a', true],
    ['http://oyna.example/a', true],
    ['/promotions/3', true],
    ['/api/cms/media/a.svg', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:x', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['ftp://x.example', false],
    ['promotions', false],
  ])('URL %s is allowed: %s', (url, allowed) => {
    expect(isSafeUrl(url)).toBe(allowed);
  });
});
