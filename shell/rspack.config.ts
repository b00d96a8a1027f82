import { createAppConfig } from 'shared-contracts/federation';
import { firstFrameParameters } from './src/app/first-frame';

export default createAppConfig({
  appDir: __dirname,
  container: 'shell',
  title: 'Микрозаймы онлайн',
  htmlParameters: firstFrameParameters,
});
