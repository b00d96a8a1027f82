import { createAppConfig } from '@microloans/shared-contracts/federation';
import { indexHtmlParameters } from './src/app/index-html';

export default createAppConfig({
  appDir: __dirname,
  container: 'shell',
  title: indexHtmlParameters.mainTitle,
  htmlParameters: indexHtmlParameters,
});
