/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './build-plugins';

const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

test('a page’s inline scripts are hashed for its CSP; scripts from files and data blocks are not', () => {
  const html = [
    '<script src="/main.js"></script>',
    '<script type="application/json" id="page-frames">[{"path":"/auth"}]</script>',
    '<script>drawFirstFrame();</script>',
    '<script></script>',
  ].join('\n');
  expect(inlineScriptHashes(html)).toEqual([hashOf('drawFirstFrame();')]);
});
