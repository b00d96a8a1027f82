import { createAppConfig } from '@microloans/shared-contracts/federation';

export default createAppConfig({ appDir: __dirname, container: 'mf_blog', title: 'Блог и документы' });
