import { render, waitFor } from '@testing-library/react';
import { sanitizeHtml } from './sanitize-html';
import { SafeHtml } from './safe-html';

describe('sanitizeHtml (server HTML is sanitised before rendering)', () => {
  it('strips scripts, event handlers and javascript: links but keeps formatting', () => {
    const dirty =
      '<p>Bonus <strong>100%</strong></p><script>window.__pwned = 1</script>' +
      '<img src="x" onerror="window.__pwned = 2"><a href="javascript:alert(1)">x</a>' +
      '<iframe src="https://example.com"></iframe><ul><li>Rule</li></ul>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(clean).toContain('<strong>100%</strong>');
    expect(clean).toContain('<li>Rule</li>');
  });

  it('renders nothing that runs when the payload lands in the DOM', async () => {
    const flag = globalThis as { __pwned?: number };
    delete flag.__pwned;
    const { container } = render(
      <SafeHtml
        html={'<p>Hi</p><script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2">'}
      />,
    );
    // Nothing at all until DOMPurify has loaded, then only the cleaned HTML.
    expect(container.querySelector('img')).toBeNull();
    await waitFor(() => expect(container).toHaveTextContent('Hi'));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(flag.__pwned).toBeUndefined();
  });

  it('opens links to a new tab without window.opener', () => {
    const clean = sanitizeHtml('<a href="https://example.com" target="_blank">site</a>');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});
