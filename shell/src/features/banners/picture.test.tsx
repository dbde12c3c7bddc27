import { render } from '@testing-library/react';
import { preloadPicture, ResponsivePicture } from './picture';

const sized = (...names: string[]) => names.map((name) => ({ url: `/m/${name}.svg` }));

describe('ResponsivePicture (spec §2 picture sources, art for the phone)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('draws a fourth picture, made for a phone, below 576 px and the spec sources above', () => {
    const { container } = render(
      <ResponsivePicture images={sized('576', '992', '1200', 'phone')} alt="Slide" />,
    );
    const sources = [...container.querySelectorAll('source')].map((s) => [
      s.getAttribute('media'),
      s.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['(max-width: 575.98px)', '/m/phone.svg'],
      ['(min-width: 1200px)', '/m/1200.svg'],
      ['(min-width: 992px)', '/m/992.svg'],
    ]);
    expect(container.querySelector('img')).toHaveAttribute('src', '/m/576.svg');
  });

  it('keeps the three spec sources when a slide has no phone picture', () => {
    const { container } = render(<ResponsivePicture images={sized('576', '992', '1200')} alt="" />);
    expect(container.querySelectorAll('source')).toHaveLength(2);
  });

  it('preloads only the picture the screen will show, the phone one below 576 px', () => {
    preloadPicture(sized('576', '992', '1200', 'phone'));
    const links = [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [
      l.getAttribute('href'),
      l.getAttribute('media'),
    ]);
    expect(links).toEqual([
      ['/m/phone.svg', '(max-width: 575.98px)'],
      ['/m/576.svg', '(min-width: 576px) and (max-width: 991.98px)'],
      ['/m/992.svg', '(min-width: 992px) and (max-width: 1199.98px)'],
      ['/m/1200.svg', '(min-width: 1200px)'],
    ]);
  });
});
