import { renderToStaticMarkup } from 'react-dom/server';
import { fragmentPath, includePlace } from './fragments';

test('the frame of the fragments design holds an SSI include of the owner’s fragment at the page’s address', () => {
  const Place = includePlace('/blog/kak-vybrat-mikrozaim?x=1');
  expect(renderToStaticMarkup(<>{Place({ remote: 'mf_blog', module: './pages/BlogArticle' })}</>)).toBe(
    '<div data-fragment="true"><!--# include virtual="/__fragment?url=%2Fblog%2Fkak%2Dvybrat%2Dmikrozaim%3Fx%3D1" --></div>',
  );
});

test('no address can end the include’s comment or its quoted value', () => {
  for (const address of ['/a-->b', '/a"b', '/a--b', "/a'<b>"]) {
    const path = fragmentPath(address);
    expect(path).not.toMatch(/--|"|<|>/);
    expect(decodeURIComponent(new URL(path, 'http://x').searchParams.get('url')!)).toBe(address);
  }
});
