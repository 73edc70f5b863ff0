import { screen } from '@testing-library/react';
import { Avatar } from '../avatar';
import { Img } from '../img';
import { renderWithTheme } from '../testing/render-with-theme';

describe('Img', () => {
  it('reserves its box and loads lazily, decoding off the main thread', () => {
    renderWithTheme(<Img src="/p/1.png" alt="商品图" width={400} height={300} />);
    const img = screen.getByRole('img', { name: '商品图' });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('the page’s main picture is fetched at once and first', () => {
    renderWithTheme(<Img src="/p/hero.png" alt="主图" width={800} height={600} priority />);
    const img = screen.getByRole('img', { name: '主图' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('an avatar’s picture has the avatar’s size and waits until it is near the viewport', () => {
    renderWithTheme(<Avatar src="/a/7.png" name="小调研员" size={36} />);
    const img = screen.getByRole('img', { name: '小调研员' });
    expect(img).toHaveAttribute('width', '36');
    expect(img).toHaveAttribute('height', '36');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
