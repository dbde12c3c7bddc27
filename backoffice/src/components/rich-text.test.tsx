import { render } from '@testing-library/react';
import { RichText } from './rich-text';

describe('RichText (a preview of stored HTML)', () => {
  it('draws the allowed formatting, links and pictures', () => {
    const { container } = render(
      <RichText
        html={
          '<h2>Kurallar</h2><p>Bir <strong>bonus</strong> <a href="/promotions">burada</a></p><img src="/api/cms/media/a.svg" alt="A">'
        }
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Kurallar');
    expect(container.querySelector('strong')?.textContent).toBe('bonus');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/promotions');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/cms/media/a.svg');
  });

  it('drops scripts, handlers, styles, frames and unsafe links, keeping plain text', () => {
    const { container } = render(
      <RichText
        html={
          '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">go</a><iframe src="/x"></iframe><img src="x" onerror="alert(1)"><form><b>bold</b></form>'
        }
      />,
    );
    expect(container.innerHTML).not.toMatch(/script|onclick|style|javascript|iframe|onerror|form/);
    expect(container.textContent).toBe('Higobold');
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(container.querySelector('img')?.hasAttribute('src')).toBe(false);
  });
});
